/**
 * The events of a hand's turns, each changing the table as it stands and (but for a riichi's declaration and its
 * acceptance) taking a frame: a draw, a discard, a riichi, a dora flip. The calls are in calls.ts.
 */

import { snap } from './frames.js';
import { type Report, seatOf, type Work } from './hand-work.js';
import { type Ev, nums, str } from './log-fields.js';
import { mergeDrawn, take } from './seat-tiles.js';

export function tsumo(w: Work, e: Ev, i: number, report: Report): void {
  const s = seatOf(w, e, i, report);
  if (!s) return;
  const tile = str(e, 'pai');
  mergeDrawn(s);
  s.drawn = tile;
  w.tilesLeft--;
  w.turn = s.seat;
  snap(w, i, { type: 'draw', seat: s.seat, tile, rinshan: e.rinshan === true });
}

/** Riichi declared: its discard comes next. */
export function reach(w: Work, e: Ev, i: number, report: Report): void {
  const a = seatOf(w, e, i, report);
  if (a) w.declaring[a.seat] = true;
}

export function dahai(w: Work, e: Ev, i: number, report: Report): void {
  const s = seatOf(w, e, i, report);
  if (!s) return;
  const tile = str(e, 'pai');
  const tsumogiri = e.tsumogiri === true;
  if (tsumogiri && s.drawn === tile) s.drawn = null;
  else {
    take(s, tile, i, report);
    mergeDrawn(s);
  }
  const riichi = w.declaring[s.seat];
  w.declaring[s.seat] = false;
  s.discards.push({ tile, tsumogiri, riichi, called: false });
  w.lastDiscard = { seat: s.seat, index: s.discards.length - 1 };
  w.turn = s.seat;
  snap(w, i, { type: 'discard', seat: s.seat, tile, tsumogiri, riichi });
}

/** The stick is placed and the points taken; the table shows it with the next frame. */
export function reachAccepted(w: Work, e: Ev, i: number, report: Report): void {
  const s = seatOf(w, e, i, report);
  if (!s) return;
  s.riichi = true;
  const last = s.discards[s.discards.length - 1];
  if (last && !s.discards.some((d) => d.riichi)) last.riichi = true;
  w.kyotaku++;
  const scores = nums(e.scores);
  if (scores.length === w.hand.players) w.scores = scores;
  else {
    const deltas = nums(e.deltas);
    w.scores = w.scores.map((x, k) => x + (deltas[k] ?? 0));
  }
}

export function dora(w: Work, e: Ev, i: number): void {
  const tile = str(e, 'dora_marker');
  w.dora.push(tile);
  snap(w, i, { type: 'dora', tile });
}
