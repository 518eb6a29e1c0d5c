/**
 * Small facts and changes of a hand as a whole: seat winds, dora flips (at once or after the next discard), whether
 * a kan is still allowed, the end of the first uninterrupted go-around, and the tile census.
 */
import type { HandState } from './hand.js';
import type { Ctx } from './hand-context.js';
import { flipIndicator, remaining, undrawn } from './hand-wall.js';
import * as tiles from './tiles.js';

const { doraOf } = tiles;

export function seatWind(h: HandState, n: number, seat: number): number {
  return (seat - h.dealer + n) % n;
}

export function revealDora(c: Ctx, h: HandState): void {
  const w = h.wall;
  const id = flipIndicator(w);
  if (id < 0) return;
  h.visible[id >> 2]++;
  h.doraTargets.push(doraOf(id >> 2, c.n));
  if (w.doraRevealed > 1) c.sink.all({ type: 'dora', dora_marker: c.names[id] });
}

export function kanAllowed(h: HandState): boolean {
  return h.kanCount < 4 && remaining(h.wall) > 0;
}

export function breakFirstGoAround(h: HandState): void {
  h.interrupted = true;
  for (const s of h.seats) s.ippatsu = false;
}

export function flushPendingDora(c: Ctx, h: HandState): void {
  while (h.pendingDora > 0) {
    h.pendingDora--;
    revealDora(c, h);
  }
}

export function kanDora(c: Ctx, h: HandState, immediate: boolean): void {
  if (!c.rule.dora || !c.rule.kanDora) return;
  if (immediate) revealDora(c, h);
  else h.pendingDora++;
}

/** Every tile id somewhere in the hand (census checks): wall, hands, kita, rivers (not called), melds. */
export function census(h: HandState): number[] {
  const all: number[] = undrawn(h.wall);
  for (const p of h.seats) {
    all.push(...p.hand, ...p.kitaIds);
    p.river.forEach((id, i) => {
      if (!p.riverCalled[i]) all.push(id);
    });
    for (const m of p.melds) all.push(...m.ids);
  }
  return all;
}
