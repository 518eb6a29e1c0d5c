/**
 * A hand's end: a win (`hora`, one frame per winner) or a draw (`ryukyoku`), and at `end_kyoku` the hand's result —
 * wins, tenpai, payments, the points' change.
 */
import { copyMeld, snap } from './frames.js';
import { type Report, seatOf, type Work } from './hand-work.js';
import { bools, type Ev, num, nums, str, strs } from './log-fields.js';
import { closedOf } from './seat-tiles.js';
import { sortTiles } from './tiles.js';
import type { ReplayHandResult } from './types.js';

/** the exhaustive draws (the others are abortive) */
const EXHAUSTIVE = new Set(['fanpai', 'nagashimangan']);

export function hora(w: Work, e: Ev, i: number, report: Report): void {
  const s = seatOf(w, e, i, report);
  if (!s) return;
  const target = num(e, 'target', s.seat);
  const tsumo = target === s.seat || target < 0;
  const winTile = str(e, 'pai');
  let closed = s.hand.slice();
  if (s.drawn !== null) closed.push(s.drawn);
  if (tsumo) {
    const k = closed.indexOf(winTile);
    if (k >= 0) closed.splice(k, 1);
    else report(i, `hora: seat ${s.seat} does not hold ${winTile}`);
  }
  closed = sortTiles(closed);
  const scores = nums(e.scores);
  const deltas = nums(e.deltas);
  if (scores.length === w.hand.players) w.scores = scores;
  else w.scores = w.scores.map((x, k) => x + (deltas[k] ?? 0));
  w.kyotaku = 0;
  const yaku = Array.isArray(e.yakus)
    ? e.yakus
        .filter((y): y is [string, number] => Array.isArray(y) && typeof y[0] === 'string')
        .map(([name, han]) => ({ name, han: typeof han === 'number' ? han : 0 }))
    : [];
  w.wins.push({
    seat: s.seat,
    from: tsumo ? -1 : target,
    tsumo,
    hand: closed,
    winTile,
    melds: s.melds.map(copyMeld),
    yaku,
    han: num(e, 'fan', 0),
    fu: num(e, 'fu', 0),
    yakuman: num(e, 'yakuman', 0),
    points: num(e, 'hora_points', 0),
    deltas,
    uraIndicators: strs(e.uradora_markers),
    scores: w.scores.slice(),
  });
  s.shown = true;
  w.ended = true;
  w.turn = s.seat;
  snap(w, i, { type: 'win', seat: s.seat, from: tsumo ? -1 : target, tile: winTile, tsumo });
}

export function ryukyoku(w: Work, e: Ev, i: number): void {
  const reason = str(e, 'reason');
  const n = w.hand.players;
  const tenpai = bools(e.tenpais).slice(0, n);
  while (tenpai.length < n) tenpai.push(false);
  const payments = nums(e.deltas);
  const scores = nums(e.scores);
  if (scores.length === n) w.scores = scores;
  else w.scores = w.scores.map((x, k) => x + (payments[k] ?? 0));
  const declarer = reason === 'kyushukyuhai' ? w.turn : null;
  if (EXHAUSTIVE.has(reason)) for (const s of w.seats) if (tenpai[s.seat]) s.shown = true;
  if (declarer !== null && w.seats[declarer]) w.seats[declarer].shown = true;
  w.draw = { reason, tenpai, payments: payments.length === n ? payments : new Array(n).fill(0), declarer };
  w.ended = true;
  snap(w, i, { type: 'ryukyoku', reason, seat: declarer });
}

/** end_kyoku (or the log going on without one): the hand's result; null for a hand that never ended. */
export function handResult(w: Work): ReplayHandResult | null {
  const n = w.hand.players;
  const h = w.hand;
  const deltas = w.scores.map((x, s) => x - (h.startScores[s] ?? 0));
  if (w.wins.length) {
    return {
      kind: 'win',
      wins: w.wins,
      tenpai: w.seats.map((s) => w.wins.some((x) => x.seat === s.seat)),
      tenpaiHands: [],
      payments: new Array(n).fill(0),
      deltas,
      scores: w.scores.slice(),
      kyotaku: w.kyotaku,
      declarer: null,
    };
  }
  if (w.draw) {
    const exhaustive = EXHAUSTIVE.has(w.draw.reason);
    return {
      kind: exhaustive ? 'draw' : 'abort',
      reason: w.draw.reason,
      wins: [],
      tenpai: w.draw.tenpai,
      tenpaiHands: exhaustive
        ? w.seats.filter((s) => w.draw?.tenpai[s.seat]).map((s) => ({ seat: s.seat, hand: closedOf(s) }))
        : [],
      payments: w.draw.payments,
      deltas,
      scores: w.scores.slice(),
      kyotaku: w.kyotaku,
      declarer: w.draw.declarer,
    };
  }
  return null;
}
