/**
 * The calls of a hand, each changing the table as it stands and taking a frame: chi, pon, an open kan (the discard
 * taken), a closed kan, an added kan (a pon made a kan), a kita (a north set aside, three players).
 */
import { snap } from './frames.js';
import { type Report, seatOf, type Work } from './hand-work.js';
import { type Ev, num, str, strs } from './log-fields.js';
import { mergeDrawn, take } from './seat-tiles.js';
import { tileType } from './tiles.js';

export function call(w: Work, e: Ev, i: number, kind: 'chi' | 'pon' | 'daiminkan', report: Report): void {
  const s = seatOf(w, e, i, report);
  if (!s) return;
  const from = num(e, 'target');
  const tile = str(e, 'pai');
  const consumed = strs(e.consumed);
  const giver = w.seats[from];
  const d = giver?.discards[giver.discards.length - 1];
  if (d && d.tile === tile) d.called = true;
  else report(i, `${kind}: seat ${from} has no discard ${tile} to take`);
  if (w.lastDiscard?.seat === from) w.lastDiscard = null;
  mergeDrawn(s);
  for (const t of consumed) take(s, t, i, report);
  s.melds.push({ kind, tiles: [tile, ...consumed], calledTile: tile, from });
  w.turn = s.seat;
  snap(w, i, { type: kind, seat: s.seat, from, tile, consumed });
}

export function ankan(w: Work, e: Ev, i: number, report: Report): void {
  const s = seatOf(w, e, i, report);
  if (!s) return;
  const tiles = strs(e.consumed);
  mergeDrawn(s);
  for (const t of tiles) take(s, t, i, report);
  s.melds.push({ kind: 'ankan', tiles, calledTile: null, from: -1 });
  w.turn = s.seat;
  snap(w, i, { type: 'ankan', seat: s.seat, tiles });
}

export function kakan(w: Work, e: Ev, i: number, report: Report): void {
  const s = seatOf(w, e, i, report);
  if (!s) return;
  const tile = str(e, 'pai');
  mergeDrawn(s);
  take(s, tile, i, report);
  const t = tileType(tile);
  const pon = s.melds.find((m) => m.kind === 'pon' && tileType(m.tiles[0]) === t);
  if (pon) {
    pon.kind = 'kakan';
    pon.tiles.push(tile);
  } else {
    report(i, `kakan: seat ${s.seat} has no pon of ${tile}`);
    s.melds.push({ kind: 'kakan', tiles: [...strs(e.consumed), tile], calledTile: null, from: -1 });
  }
  w.turn = s.seat;
  snap(w, i, { type: 'kakan', seat: s.seat, tile });
}

export function kita(w: Work, e: Ev, i: number, report: Report): void {
  const s = seatOf(w, e, i, report);
  if (!s) return;
  const tile = str(e, 'pai') || 'N';
  mergeDrawn(s);
  take(s, tile, i, report);
  s.kita++;
  w.turn = s.seat;
  snap(w, i, { type: 'kita', seat: s.seat, tile });
}
