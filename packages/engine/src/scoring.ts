/// <reference path="./types/majiang-core.d.ts" />
/**
 * The one adapter over @kobalab/majiang-core: it gives yaku, han, fu and yakuman for a winning hand; limits,
 * kita, the han minimum, yakuman switches and all payments are ours (payments.ts).
 *
 * `evaluateWin` is the engine's internal entry (tile types, ids and melds); `scoreWin` (scoreWin.ts) is the
 * public mpsz entry built on it.
 */
import Majiang, { type MjcHupai } from '@kobalab/majiang-core';
import { basePoints, type Limit } from './payments.js';
import type { EngineRule } from './rules.js';
import { doraOf, mjcName, NORTH, numOf, suitOf } from './tiles.js';
import { yakuName } from './yaku-names.js';

export type MeldKind = 'chi' | 'pon' | 'minkan' | 'ankan' | 'kakan';

/** A meld as the engine keeps it: tile types and red flags of its tiles, the called tile and who it came from. */
export interface MeldShape {
  kind: MeldKind;
  /** tile types of the meld's tiles (3 or 4); for chi the called tile is `calledIndex` */
  types: number[];
  reds: boolean[];
  /** index into types of the claimed tile (-1 for ankan) */
  calledIndex: number;
  /** seat offset of the player it was claimed from: 1 = next (shimocha), 2 = opposite, players−1 = previous */
  fromOffset: number;
}

export interface WinContext {
  players: 3 | 4;
  /** closed tiles, excluding the winning tile */
  closed: number[];
  closedReds: boolean[];
  melds: MeldShape[];
  winTile: number;
  winRed: boolean;
  tsumo: boolean;
  /** seat offset of the discarder for ron (1..n−1) */
  fromOffset: number;
  riichi: 0 | 1 | 2;
  ippatsu: boolean;
  haitei: boolean;
  houtei: boolean;
  rinshan: boolean;
  chankan: boolean;
  /** 0 none, 1 tenhou, 2 chiihou */
  tenhou: 0 | 1 | 2;
  roundWind: number;
  seatWind: number;
  doraIndicators: number[];
  uraIndicators: number[];
  kita: number;
  rule: EngineRule;
}

export interface YakuEntry {
  name: string;
  /** han, or 13 × multiple for yakuman */
  han: number;
  yakuman?: number;
}

export interface WinEval {
  /** complete hand with a yaku and at least `fanfu` han without dora */
  valid: boolean;
  reason?: 'not-complete' | 'no-yaku' | 'fanfu';
  yaku: YakuEntry[];
  han: number;
  /** han without dora, red fives, ura and kita */
  yakuHan: number;
  fu: number;
  /** yakuman multiple after the rule's switches (0 = not a yakuman; counted yakuman report 0 here, see kazoe) */
  yakuman: number;
  kazoe: boolean;
  limit: Limit;
  base: number;
  /** pao: seat offset of the responsible player and the base points they answer for */
  paoOffset: number;
  paoBase: number;
  paoYaku?: string;
}

const DORA_NAMES = new Set(['ドラ', '赤ドラ', '裏ドラ']);
const ruleCache = new Map<string, Record<string, unknown>>();

function mjcRule(rule: EngineRule): Record<string, unknown> {
  const key = `${rule.openTanyao ? 1 : 0}${rule.doubleWindPairTwoFu ? 1 : 0}`;
  let r = ruleCache.get(key);
  if (!r) {
    r = Majiang.rule({
      クイタンあり: rule.openTanyao,
      連風牌は2符: rule.doubleWindPairTwoFu,
      切り上げ満貫あり: false,
      ダブル役満あり: true,
      役満の複合あり: true,
      数え役満あり: true,
      役満パオあり: true,
    });
    ruleCache.set(key, r);
  }
  return r;
}

const DIRS4 = ['', '+', '=', '-'];
const DIRS3 = ['', '+', '-'];

function dirOf(offset: number, players: 3 | 4): string {
  return (players === 4 ? DIRS4 : DIRS3)[offset] ?? '-';
}

function offsetOfDir(dir: string, players: 3 | 4): number {
  return dir === '+' ? 1 : dir === '=' ? 2 : players - 1;
}

function digit(type: number, red: boolean): string {
  return type >= 27 ? String(type - 26) : red ? '0' : String(numOf(type));
}

const SUIT_LETTERS = 'mpsz';

function meldString(m: MeldShape, players: 3 | 4): string {
  const s = SUIT_LETTERS[suitOf(m.types[0])];
  const dir = dirOf(m.fromOffset, players);
  if (m.kind === 'ankan') return s + m.types.map((t, i) => digit(t, m.reds[i])).join('');
  if (m.kind === 'chi') {
    const c = m.calledIndex;
    const others = m.types.map((t, i) => ({ t, r: m.reds[i], i })).filter((x) => x.i !== c);
    return s + digit(m.types[c], m.reds[c]) + dir + others.map((x) => digit(x.t, x.r)).join('');
  }
  if (m.kind === 'kakan') {
    // pon part (first three) with its direction, then the added tile (the fourth).
    return (
      s +
      m.types
        .slice(0, 3)
        .map((t, i) => digit(t, m.reds[i]))
        .join('') +
      dir +
      digit(m.types[3], m.reds[3])
    );
  }
  return s + m.types.map((t, i) => digit(t, m.reds[i])).join('') + dir;
}

function closedString(types: number[], reds: boolean[]): string {
  const buckets = ['', '', '', ''];
  const idx = types.map((_, i) => i).sort((a, b) => types[a] - types[b]);
  for (const i of idx) buckets[suitOf(types[i])] += digit(types[i], reds[i]);
  let out = '';
  for (let s = 0; s < 4; s++) if (buckets[s]) out += SUIT_LETTERS[s] + buckets[s];
  return out;
}

/** The majiang-core indicator whose (4-player) successor is `dora`. */
function mjcIndicatorFor(dora: number): string {
  let ind: number;
  if (dora < 27) ind = suitOf(dora) * 9 + (((dora % 9) + 8) % 9);
  else if (dora <= NORTH) ind = 27 + ((dora - 27 + 3) % 4);
  else ind = 31 + ((dora - 31 + 2) % 3);
  return mjcName(ind);
}

/** Score a winning hand. Returns valid=false when it is not complete, has no yaku, or is under the han minimum. */
export function evaluateWin(ctx: WinContext): WinEval {
  const rule = ctx.rule;
  const n = ctx.players;
  let text = closedString(ctx.closed, ctx.closedReds);
  if (ctx.tsumo) text += SUIT_LETTERS[suitOf(ctx.winTile)] + digit(ctx.winTile, ctx.winRed);
  for (const m of ctx.melds) text += `,${meldString(m, n)}`;
  const shoupai = Majiang.Shoupai.fromString(text);
  const doraTargets = ctx.doraIndicators.map((i) => doraOf(i, n));
  const uraTargets = ctx.uraIndicators.map((i) => doraOf(i, n));
  const param = Majiang.Util.hule_param({
    rule: mjcRule(rule),
    zhuangfeng: ctx.roundWind,
    menfeng: ctx.seatWind,
    lizhi: ctx.riichi,
    yifa: ctx.ippatsu,
    qianggang: ctx.chankan,
    lingshang: ctx.rinshan,
    haidi: ctx.haitei ? 1 : ctx.houtei ? 2 : 0,
    tianhu: ctx.tenhou,
    baopai: doraTargets.map(mjcIndicatorFor),
    fubaopai: ctx.riichi ? uraTargets.map(mjcIndicatorFor) : null,
  });
  const rong = ctx.tsumo
    ? null
    : `${SUIT_LETTERS[suitOf(ctx.winTile)]}${digit(ctx.winTile, ctx.winRed)}${dirOf(ctx.fromOffset, n)}`;
  const res = Majiang.Util.hule(shoupai, rong, param);
  const empty: WinEval = {
    valid: false,
    reason: 'not-complete',
    yaku: [],
    han: 0,
    yakuHan: 0,
    fu: 0,
    yakuman: 0,
    kazoe: false,
    limit: 'none',
    base: 0,
    paoOffset: 0,
    paoBase: 0,
  };
  if (!res) return empty;
  if (!res.hupai || res.hupai.length === 0) return { ...empty, reason: 'no-yaku', fu: res.fu ?? 0 };
  const hupai = res.hupai;
  if (typeof hupai[0].fanshu === 'string') return yakumanResult(hupai, rule, n);

  const yaku: YakuEntry[] = [];
  let han = 0;
  let yakuHan = 0;
  for (const h of hupai) {
    const v = h.fanshu as number;
    han += v;
    if (!DORA_NAMES.has(h.name)) yakuHan += v;
    yaku.push({ name: yakuName(h.name), han: v });
  }
  if (ctx.kita > 0) {
    // Kita are nuki-dora: one han each, plus one per dora (or, after riichi, ura) indicator that points at North.
    yaku.push({ name: 'Kita', han: ctx.kita });
    han += ctx.kita;
    const nd = doraTargets.filter((t) => t === NORTH).length * ctx.kita;
    if (nd) addHan(yaku, 'Dora', nd);
    han += nd;
    if (ctx.riichi) {
      const nu = uraTargets.filter((t) => t === NORTH).length * ctx.kita;
      if (nu) addHan(yaku, 'Ura Dora', nu);
      han += nu;
    }
  }
  const fu = res.fu ?? 0;
  if (yakuHan < rule.fanfu) {
    return { ...empty, reason: 'fanfu', yaku, han, yakuHan, fu };
  }
  const { base, limit } = basePoints(han, fu, rule);
  return {
    valid: true,
    yaku,
    han,
    yakuHan,
    fu,
    yakuman: 0,
    kazoe: limit === 'kazoe',
    limit,
    base,
    paoOffset: 0,
    paoBase: 0,
  };
}

function addHan(yaku: YakuEntry[], name: string, v: number): void {
  const e = yaku.find((y) => y.name === name);
  if (e) e.han += v;
  else yaku.push({ name, han: v });
}

function yakumanResult(hupai: MjcHupai[], rule: EngineRule, n: 3 | 4): WinEval {
  const mults = hupai.map((h) => (rule.noDoubleYakuman ? 1 : String(h.fanshu).length));
  let total = rule.noCompositeYakuman ? Math.max(...mults) : mults.reduce((a, b) => a + b, 0);
  if (rule.noMultiYakuman) total = Math.min(total, 1);
  const yaku: YakuEntry[] = hupai.map((h, i) => ({ name: yakuName(h.name), han: 13 * mults[i], yakuman: mults[i] }));
  let paoOffset = 0;
  let paoBase = 0;
  let paoYaku: string | undefined;
  const pi = hupai.findIndex((h) => h.baojia);
  if (pi >= 0) {
    paoOffset = offsetOfDir(hupai[pi].baojia as string, n);
    paoBase = 8000 * Math.min(mults[pi], total);
    paoYaku = yaku[pi].name;
  }
  return {
    valid: true,
    yaku,
    han: 13 * total,
    yakuHan: 13 * total,
    fu: 0,
    yakuman: total,
    kazoe: false,
    limit: 'yakuman',
    base: 8000 * total,
    paoOffset,
    paoBase,
    paoYaku,
  };
}
