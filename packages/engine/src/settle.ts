/**
 * End of a hand: wins (ron, multiple ron, tsumo, pao), exhaustive draws (noten payments, nagashi mangan) and
 * abortive draws. Each appends its mjai event and returns the hand's result for the match controller. Works on the
 * plain hand state (hand.ts and the hand-*.ts operations); nothing here imports the turn logic (play-*.ts).
 */

import type { HandState } from './hand.js';
import type { Ctx } from './hand-context.js';
import { isTenpai } from './hand-seat.js';
import { uraIndicators } from './hand-wall.js';
import { evaluate, type WinFlags } from './hand-win.js';
import type { RyukyokuReason } from './log.js';
import { nagashiPayments, notenPayments, winPayments } from './payments.js';
import type { YakuEntry } from './scoring.js';

export interface YakumanHit {
  seat: number;
  names: string[];
  /** yakuman multiple, or 7 for a counted (kazoe) yakuman */
  value: number;
}

export interface WinRecord {
  seat: number;
  /** discarder, -1 for tsumo */
  from: number;
  points: number;
  han: number;
  fu: number;
  yakuman: number;
  kazoe: boolean;
  yaku: YakuEntry[];
  deltas: number[];
  /** the winner's concealed tiles (mjai names, sorted; the winning tile apart) */
  hand: string[];
  winTile: string;
  /** ura indicators shown for this win (riichi winners only) */
  uraIndicators: string[];
}

export interface RoundResult {
  kind: 'win' | 'draw' | 'abort';
  reason?: RyukyokuReason;
  winners: number[];
  /** the discarder on a ron, -1 otherwise */
  loser: number;
  dealerWon: boolean;
  dealerTenpai: boolean;
  tenpai: boolean[];
  /** scores after the hand (riichi sticks already taken off) */
  scores: number[];
  /** riichi sticks left on the table */
  kyotaku: number;
  /** per seat change over the whole hand, riichi deposits included */
  deltas: number[];
  wins: WinRecord[];
  yakuman: YakumanHit[];
  /** concealed hands of the tenpai seats at an exhaustive draw (mjai names, sorted) */
  tenpaiHands: { seat: number; hand: string[] }[];
}

function finish(c: Ctx, r: HandState, partial: Omit<RoundResult, 'scores' | 'kyotaku' | 'deltas'>): RoundResult {
  c.sink.all({ type: 'end_kyoku' });
  r.pending = null;
  const start = r.startScores;
  return {
    ...partial,
    scores: r.scores.slice(),
    kyotaku: r.kyotaku,
    deltas: r.scores.map((s, i) => s - start[i]),
  };
}

function sortedNames(c: Ctx, ids: number[], skip = -1): string[] {
  return ids
    .filter((id) => id !== skip)
    .sort((a, b) => a - b)
    .map((id) => c.names[id]);
}

export function settleWins(
  c: Ctx,
  r: HandState,
  winners: number[],
  from: number,
  tileId: number,
  flags: WinFlags,
): RoundResult {
  const n = c.n;
  const tsumo = from < 0;
  const wins: WinRecord[] = [];
  const yakuman: YakumanHit[] = [];
  const ura = c.rule.ura ? uraIndicators(r.wall, c.rule.kanUra ? 5 : 1) : [];
  for (let i = 0; i < winners.length; i++) {
    const w = winners[i];
    const ev = evaluate(c, r, w, tileId, tsumo, from, flags, true);
    if (!ev.valid) throw new Error(`seat ${w} win is not valid: ${ev.reason}`);
    const pay = winPayments({
      players: n,
      winner: w,
      dealer: r.dealer,
      from,
      base: ev.base,
      paoSeat: ev.paoBase > 0 ? (w + ev.paoOffset) % n : -1,
      paoBase: ev.paoBase,
      honba: r.honba,
      rule: c.rule,
    });
    // riichi sticks go to the winner closest to the discarder (the first in the list)
    if (i === 0 && r.kyotaku > 0) {
      pay.deltas[w] += r.kyotaku * c.rule.riichiStick;
      r.kyotaku = 0;
    }
    for (let s = 0; s < n; s++) r.scores[s] += pay.deltas[s];
    const seatRiichi = r.seats[w].riichi > 0;
    const uraShown = seatRiichi ? ura.map((id) => c.names[id]) : [];
    c.sink.all({
      type: 'hora',
      actor: w,
      target: tsumo ? w : from,
      pai: c.names[tileId],
      uradora_markers: uraShown,
      yakus: ev.yaku.map((y) => [y.name, y.han] as [string, number]),
      fu: ev.fu,
      fan: ev.han,
      yakuman: ev.yakuman,
      hora_points: pay.points,
      deltas: pay.deltas,
      scores: r.scores.slice(),
    });
    wins.push({
      seat: w,
      from,
      points: pay.points,
      han: ev.han,
      fu: ev.fu,
      yakuman: ev.yakuman,
      kazoe: ev.kazoe,
      yaku: ev.yaku,
      deltas: pay.deltas,
      hand: sortedNames(c, r.seats[w].hand, tsumo ? tileId : -1),
      winTile: c.names[tileId],
      uraIndicators: uraShown,
    });
    if (ev.yakuman > 0) {
      yakuman.push({ seat: w, names: ev.yaku.filter((y) => y.yakuman).map((y) => y.name), value: ev.yakuman });
    } else if (ev.kazoe) {
      yakuman.push({ seat: w, names: ['Kazoe Yakuman'], value: 7 });
    }
  }
  return finish(c, r, {
    kind: 'win',
    winners,
    loser: from,
    dealerWon: winners.includes(r.dealer),
    dealerTenpai: false,
    tenpai: r.seats.map((_, s) => winners.includes(s)),
    wins,
    yakuman,
    tenpaiHands: [],
  });
}

export function settleExhaustive(c: Ctx, r: HandState): RoundResult {
  const n = c.n;
  const tenpai = r.seats.map((p) => isTenpai(p));
  let deltas = new Array<number>(n).fill(0);
  let reason: RyukyokuReason = 'fanpai';
  if (c.rule.nagashi) {
    for (const p of r.seats) {
      if (!p.nagashi || p.river.length === 0) continue;
      reason = 'nagashimangan';
      const d = nagashiPayments(p.seat, r.dealer, n, c.rule);
      deltas = deltas.map((x, i) => x + d[i]);
    }
  }
  if (reason === 'fanpai') deltas = notenPayments(tenpai, c.rule);
  for (let s = 0; s < n; s++) r.scores[s] += deltas[s];
  c.sink.all({ type: 'ryukyoku', reason, tenpais: tenpai, deltas, scores: r.scores.slice() });
  return finish(c, r, {
    kind: 'draw',
    reason,
    winners: [],
    loser: -1,
    dealerWon: false,
    dealerTenpai: tenpai[r.dealer],
    tenpai,
    wins: [],
    yakuman: [],
    tenpaiHands: r.seats.filter((p) => tenpai[p.seat]).map((p) => ({ seat: p.seat, hand: sortedNames(c, p.hand) })),
  });
}

export function settleAbort(c: Ctx, r: HandState, reason: RyukyokuReason): RoundResult {
  const n = c.n;
  const tenpai = new Array<boolean>(n).fill(false);
  c.sink.all({ type: 'ryukyoku', reason, tenpais: tenpai, deltas: new Array(n).fill(0), scores: r.scores.slice() });
  return finish(c, r, {
    kind: 'abort',
    reason,
    winners: [],
    loser: -1,
    dealerWon: false,
    dealerTenpai: false,
    tenpai,
    wins: [],
    yakuman: [],
    tenpaiHands: [],
  });
}
