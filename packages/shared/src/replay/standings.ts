/**
 * The game as a whole: its players by seat, the settlement its `end_game` wrote, and the standings — from that
 * settlement, else from the last points known.
 */

import type { RecordLogFile } from '../schemas/record.js';
import { type Ev, num, nums } from './log-fields.js';
import type { Replay, ReplayPlayer, ReplayStanding } from './types.js';

export function seatList(log: RecordLogFile, players: number): ReplayPlayer[] {
  const list = Array.isArray(log.players) ? log.players : [];
  const out: ReplayPlayer[] = [];
  for (let s = 0; s < players; s++) {
    const p = list.find((x) => x.seat === s);
    const account_id = p?.account_id ?? 0;
    out.push({ seat: s, account_id, nickname: p?.nickname ?? '', robot: account_id === 0 });
  }
  return out;
}

/** The `end_game` event's settlement as written, or null. */
export function finalSettlement(endGame: Ev | null): Replay['final'] {
  const r = endGame?.result;
  if (!Array.isArray(r)) return null;
  return r
    .filter((x): x is Ev => !!x && typeof x === 'object')
    .map((x) => ({
      seat: num(x, 'seat'),
      part_point_1: num(x, 'part_point_1', 0),
      total_point: num(x, 'total_point', 0),
      placement: num(x, 'placement', 0),
    }));
}

/**
 * By seat: from the settlement when it has every seat, else from `end_game`'s scores, else from the points after the
 * last hand that ended (`lastScores`).
 */
export function standings(players: number, endGame: Ev | null, lastScores: number[] | null): ReplayStanding[] {
  const n = players;
  const final = finalSettlement(endGame);
  if (final && final.length === n) {
    return final
      .slice()
      .sort((a, b) => a.seat - b.seat)
      .map((f) => ({ seat: f.seat, points: f.part_point_1, placement: f.placement, totalPoint: f.total_point }));
  }
  const fromEnd = endGame ? nums(endGame.scores) : [];
  const scores = fromEnd.length === n ? fromEnd : (lastScores ?? new Array(n).fill(0));
  const order = scores.map((_, s) => s).sort((a, b) => scores[b] - scores[a] || a - b);
  return scores.map((points, seat) => ({ seat, points, placement: order.indexOf(seat) + 1, totalPoint: null }));
}
