/**
 * Public hand scorer: mpsz in, yaku / han / fu / yakuman / payments out. Seats are seat winds (0 = East = dealer,
 * 1 = South, …); deltas are indexed by seat wind and include honba and riichi sticks.
 */
import { type Limit, winPayments } from './payments.js';
import { engineRule, type RuleInput } from './rules.js';
import { evaluateWin, type MeldKind, type MeldShape, type YakuEntry } from './scoring.js';
import { parseMpsz, parseTile } from './tiles.js';

export interface MeldInput {
  type: MeldKind | 'daiminkan';
  /** the meld's tiles in mpsz, e.g. `"345m"`, `"555z"`, `"5550p"` (0 = red five) */
  tiles: string;
  /** the claimed tile (defaults to the first tile); ignored for ankan */
  called?: string;
  /** seat wind of the player the tile was claimed from (defaults to the previous seat) */
  from?: number;
}

export interface ScoreWinInput {
  /** closed tiles in mpsz, with or without the winning tile (`"123m406p789s11z"`) */
  hand: string;
  melds?: MeldInput[];
  winTile: string;
  tsumo: boolean;
  riichi?: boolean;
  doubleRiichi?: boolean;
  ippatsu?: boolean;
  haitei?: boolean;
  houtei?: boolean;
  rinshan?: boolean;
  chankan?: boolean;
  tenhou?: boolean;
  chiihou?: boolean;
  /** 0 East, 1 South, 2 West, 3 North */
  roundWind?: number;
  seatWind?: number;
  /** dora indicators (mpsz text or list) */
  dora?: string | string[];
  ura?: string | string[];
  /** kita (north) tiles set aside, three-player */
  kita?: number;
  players?: 3 | 4;
  rule?: RuleInput;
  honba?: number;
  riichiSticks?: number;
  /** seat wind of the discarder on a ron (defaults to the previous seat) */
  from?: number;
}

export interface ScoreWinResult {
  valid: boolean;
  reason?: 'not-complete' | 'no-yaku' | 'fanfu';
  yaku: YakuEntry[];
  han: number;
  fu: number;
  /** yakuman multiple (0 if none); a counted yakuman has kazoe=true and yakuman 0 */
  yakuman: number;
  kazoe: boolean;
  limit: Limit;
  base: number;
  /** hand value the winner collects (no honba, no sticks) */
  points: number;
  payments: { ron?: number; dealer?: number; nonDealer?: number; honba: number; sticks: number };
  /** per seat wind, everything included */
  deltas: number[];
  pao?: { seat: number; yaku: string };
}

function tileList(x: string | string[] | undefined): number[] {
  if (!x) return [];
  const text = Array.isArray(x) ? x.join('') : x;
  return parseMpsz(text).types;
}

export function scoreWin(input: ScoreWinInput): ScoreWinResult {
  const players = input.players ?? 4;
  const rule = engineRule(players, input.rule);
  const seat = input.seatWind ?? 0;
  const hand = parseMpsz(input.hand);
  const win = parseTile(input.winTile);
  const melds: MeldShape[] = (input.melds ?? []).map((m) => {
    const p = parseMpsz(m.tiles);
    const kind: MeldKind = m.type === 'daiminkan' ? 'minkan' : m.type;
    let calledIndex = -1;
    if (kind !== 'ankan') {
      calledIndex = 0;
      if (m.called) {
        const c = parseTile(m.called);
        const i = p.types.findIndex((t, k) => t === c.type && p.reds[k] === c.red);
        calledIndex = i >= 0 ? i : Math.max(0, p.types.indexOf(c.type));
      }
    }
    const from = m.from ?? (seat + players - 1) % players;
    return {
      kind,
      types: p.types,
      reds: p.reds,
      calledIndex,
      fromOffset: (from - seat + players) % players || players - 1,
    };
  });
  // Accept the closed hand with or without the winning tile.
  const need = 13 - 3 * melds.length;
  const closed = hand.types.slice();
  const closedReds = hand.reds.slice();
  if (closed.length === need + 1) {
    let i = closed.findIndex((t, k) => t === win.type && closedReds[k] === win.red);
    if (i < 0) i = closed.indexOf(win.type);
    if (i >= 0) {
      closed.splice(i, 1);
      closedReds.splice(i, 1);
    }
  }
  const from = input.tsumo ? -1 : (input.from ?? (seat + players - 1) % players);
  const ev = evaluateWin({
    players,
    closed,
    closedReds,
    melds,
    winTile: win.type,
    winRed: win.red,
    tsumo: input.tsumo,
    fromOffset: from < 0 ? 0 : (from - seat + players) % players,
    riichi: input.doubleRiichi ? 2 : input.riichi ? 1 : 0,
    ippatsu: !!input.ippatsu,
    haitei: !!input.haitei,
    houtei: !!input.houtei,
    rinshan: !!input.rinshan,
    chankan: !!input.chankan,
    tenhou: input.tenhou ? 1 : input.chiihou ? 2 : 0,
    roundWind: input.roundWind ?? 0,
    seatWind: seat,
    doraIndicators: tileList(input.dora),
    uraIndicators: tileList(input.ura),
    kita: input.kita ?? 0,
    rule,
  });
  const sticks = (input.riichiSticks ?? 0) * rule.riichiStick;
  if (!ev.valid) {
    return {
      valid: false,
      reason: ev.reason,
      yaku: ev.yaku,
      han: ev.han,
      fu: ev.fu,
      yakuman: 0,
      kazoe: false,
      limit: 'none',
      base: 0,
      points: 0,
      payments: { honba: 0, sticks: 0 },
      deltas: new Array(players).fill(0),
    };
  }
  const paoSeat = ev.paoBase > 0 ? (seat + ev.paoOffset) % players : -1;
  const pay = winPayments({
    players,
    winner: seat,
    dealer: 0,
    from,
    base: ev.base,
    paoSeat,
    paoBase: ev.paoBase,
    honba: input.honba ?? 0,
    rule,
  });
  pay.deltas[seat] += sticks;
  const payments: ScoreWinResult['payments'] = { honba: pay.honbaPoints, sticks };
  if (from >= 0) payments.ron = pay.points;
  else {
    const others = pay.deltas.map((d, s) => (s === seat ? 0 : -d));
    const perHonba = paoSeat >= 0 ? 0 : Math.ceil((rule.honbaValue * (input.honba ?? 0)) / (players - 1));
    if (seat !== 0) payments.dealer = others[0] - perHonba;
    const child = others.findIndex((_, s) => s !== seat && s !== 0);
    if (child >= 0) payments.nonDealer = others[child] - perHonba;
  }
  return {
    valid: true,
    yaku: ev.yaku,
    han: ev.han,
    fu: ev.fu,
    yakuman: ev.yakuman,
    kazoe: ev.kazoe,
    limit: ev.limit,
    base: ev.base,
    points: pay.points,
    payments,
    deltas: pay.deltas,
    pao: paoSeat >= 0 ? { seat: paoSeat, yaku: ev.paoYaku ?? '' } : undefined,
  };
}
