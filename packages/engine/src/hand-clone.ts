/**
 * Copies of a hand for a pure apply, which works on a copy: every list a transition changes is copied; the wall
 * order and the dead wall never change, so they are shared.
 */
import type { HandState, SeatState } from './hand.js';

function cloneSeat(p: SeatState): SeatState {
  return {
    ...p,
    hand: p.hand.slice(),
    counts: p.counts.slice(),
    melds: p.melds.map((m) => ({ ...m, ids: m.ids.slice() })),
    river: p.river.slice(),
    riverCalled: p.riverCalled.slice(),
    riverTsumogiri: p.riverTsumogiri.slice(),
    discarded: p.discarded.slice(),
    kitaIds: p.kitaIds.slice(),
    waits: p.waits.slice(),
    forbidden: p.forbidden.slice(),
    safe: p.safe.slice(),
  };
}

function clonePending(x: HandState['pending']): HandState['pending'] {
  if (!x) return null;
  if (x.kind === 'turn') return { ...x, ankan: x.ankan.slice(), kakan: x.kakan.slice() };
  return {
    ...x,
    offers: x.offers.map((o) => ({ ...o, chi: o.chi.map((p) => [p[0], p[1]] as [number, number]) })),
    answers: x.answers.map((a) => (a && 'ids' in a ? { ...a, ids: a.ids.slice() } : a)),
  };
}

export function cloneHand(h: HandState): HandState {
  return {
    ...h,
    scores: h.scores.slice(),
    startScores: h.startScores.slice(),
    wall: { ...h.wall, rinshan: h.wall.rinshan.slice() },
    seats: h.seats.map(cloneSeat),
    visible: h.visible.slice(),
    doraTargets: h.doraTargets.slice(),
    kanSeats: h.kanSeats.slice(),
    firstDiscards: h.firstDiscards.slice(),
    pending: clonePending(h.pending),
  };
}
