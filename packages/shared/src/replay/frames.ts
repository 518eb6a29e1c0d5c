/** Frames: the table after a step, taken as an independent snapshot (every seat, discard and meld copied). */
import type { Work } from './hand-work.js';
import type { ReplayAction, ReplayMeld, ReplaySeat } from './types.js';

/** The table as it stands after the event `event` did `action`, appended to the hand's frames. */
export function snap(w: Work, event: number, action: ReplayAction): void {
  const h = w.hand;
  for (const s of w.seats) s.score = w.scores[s.seat] ?? s.score;
  h.frames.push({
    index: h.frames.length,
    event,
    action,
    roundWind: h.roundWind,
    kyoku: h.kyoku,
    dealer: h.dealer,
    honba: h.honba,
    kyotaku: w.kyotaku,
    doraIndicators: w.dora.slice(),
    tilesLeft: w.tilesLeft,
    scores: w.scores.slice(),
    turn: w.turn,
    lastDiscard: w.lastDiscard ? { ...w.lastDiscard } : null,
    ended: w.ended,
    seats: w.seats.map(copySeat),
  });
}

export function copyMeld(m: ReplayMeld): ReplayMeld {
  return { kind: m.kind, tiles: m.tiles.slice(), calledTile: m.calledTile, from: m.from };
}

function copySeat(s: ReplaySeat): ReplaySeat {
  return {
    seat: s.seat,
    seatWind: s.seatWind,
    score: s.score,
    riichi: s.riichi,
    handCount: s.hand.length + (s.drawn === null ? 0 : 1),
    hand: s.hand.slice(),
    drawn: s.drawn,
    shown: s.shown,
    discards: s.discards.map((d) => ({ ...d })),
    melds: s.melds.map(copyMeld),
    kita: s.kita,
  };
}
