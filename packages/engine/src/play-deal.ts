/**
 * The start of one hand: a fresh hand state, and the deal (13 tiles each from the dealer, the first dora indicator,
 * `start_kyoku` per audience) up to the dealer's first turn.
 */
import type { HandState, SeatState } from './hand.js';
import type { Ctx } from './hand-context.js';
import { revealDora } from './hand-ops.js';
import { addTile, newSeat, refresh, zeros34 } from './hand-seat.js';
import { drawLive } from './hand-wall.js';
import { beginTurn } from './play-turn.js';
import type { RoundResult } from './settle.js';

const BAKAZE = ['E', 'S', 'W', 'N'];

export interface HandStart {
  dealer: number;
  roundWind: number;
  honba: number;
  kyotaku: number;
  scores: number[];
  wall: HandState['wall'];
}

export function newHand(c: Ctx, start: HandStart): HandState {
  const seats: SeatState[] = [];
  for (let s = 0; s < c.n; s++) seats.push(newSeat(s));
  return {
    dealer: start.dealer,
    roundWind: start.roundWind,
    honba: start.honba,
    kyotaku: start.kyotaku,
    kyotakuStart: start.kyotaku,
    scores: start.scores.slice(),
    startScores: start.scores.slice(),
    wall: start.wall,
    seats,
    visible: zeros34(),
    doraTargets: [],
    interrupted: false,
    rinshan: false,
    kanCount: 0,
    kanSeats: [],
    pendingDora: 0,
    firstDiscards: [],
    pending: null,
  };
}

/** Deal 13 each from the dealer, flip the first dora indicator, and start the dealer's first turn. */
export function deal(c: Ctx, h: HandState): RoundResult | null {
  const n = c.n;
  for (let s = 0; s < n; s++) {
    const p = h.seats[(h.dealer + s) % n];
    for (let k = 0; k < 13; k++) addTile(p, drawLive(h.wall));
  }
  if (c.rule.dora) revealDora(c, h);
  for (const p of h.seats) refresh(p);
  const w = h.wall;
  c.sink.deal({
    type: 'start_kyoku',
    bakaze: BAKAZE[h.roundWind],
    dora_marker: w.doraRevealed ? c.names[w.dead[4]] : null,
    kyoku: h.dealer + 1,
    honba: h.honba,
    kyotaku: h.kyotaku,
    oya: h.dealer,
    scores: h.scores.slice(),
    tehais: h.seats.map((p) =>
      p.hand
        .slice()
        .sort((a, b) => a - b)
        .map((id) => c.names[id]),
    ),
  });
  return beginTurn(c, h, h.dealer, 'draw');
}
