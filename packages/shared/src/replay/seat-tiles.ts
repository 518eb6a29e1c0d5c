/** A seat's concealed tiles as the hand goes on: the drawn tile merged in, a tile taken out, the closed hand. */
import type { Report } from './hand-work.js';
import { sortTiles } from './tiles.js';
import type { ReplaySeat } from './types.js';

/** The drawn tile joins the hand (sorted), before a discard from the hand or a call. */
export function mergeDrawn(s: ReplaySeat): void {
  if (s.drawn === null) return;
  s.hand = sortTiles([...s.hand, s.drawn]);
  s.drawn = null;
}

/** Take a tile out of a seat's concealed tiles (the hand, else the drawn tile). */
export function take(s: ReplaySeat, tile: string, i: number, report: Report): void {
  const k = s.hand.indexOf(tile);
  if (k >= 0) s.hand.splice(k, 1);
  else if (s.drawn === tile) s.drawn = null;
  else report(i, `seat ${s.seat} does not hold ${tile}`);
}

/** The concealed tiles, the drawn one included, sorted. */
export function closedOf(s: ReplaySeat): string[] {
  return sortTiles(s.drawn === null ? s.hand : [...s.hand, s.drawn]);
}
