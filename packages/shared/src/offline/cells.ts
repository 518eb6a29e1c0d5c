/**
 * The cells of the offline tables' CSV file, read one at a time: each reader answers its value, or what the cell
 * should have held (an `OfflineCellKind`, which the console words in the reader's language).
 */
import { decodeAccountId, encodeAccountId } from '../account-id.js';
import { MAX_INT32 } from '../schemas/common.js';
import type { OfflinePenalty } from '../schemas/offline.js';
import { offlineYakumanId } from './yakuman.js';

/**
 * What a malformed cell should hold: `time` a date and time, `account` a displayed account id, `points` a whole
 * number, `count` riichi sticks (0–99), `wind` a seat wind at the table, `penalties` / `yakuman` their lists,
 * `yaku` a yakuman's name (`detail.name` the unknown one), `text` the remark or a reason (too long, or empty),
 * `order` an end before the start, `missing` a column the header lacks, `column` a column the template has not,
 * `tooMany` more tables than one import takes (`detail.max`).
 */
export type OfflineCellKind =
  | 'time'
  | 'account'
  | 'points'
  | 'count'
  | 'wind'
  | 'penalties'
  | 'yakuman'
  | 'yaku'
  | 'text'
  | 'order'
  | 'missing'
  | 'column'
  | 'tooMany';

export type Cell<T> = { ok: true; value: T } | { ok: false; kind: OfflineCellKind; detail?: Record<string, string> };

const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const bad = (kind: OfflineCellKind, detail?: Record<string, string>): Cell<never> =>
  detail ? { ok: false, kind, detail } : { ok: false, kind };

/** Seat winds in the letters, words and characters people write them: E/S/W/N, East…, 东南西北, 東, 동남서북. */
const WINDS: Readonly<Record<string, number>> = {
  e: 0,
  east: 0,
  东: 0,
  東: 0,
  동: 0,
  s: 1,
  south: 1,
  南: 1,
  남: 1,
  w: 2,
  west: 2,
  西: 2,
  서: 2,
  n: 3,
  north: 3,
  北: 3,
  북: 3,
};

/** A seat's wind, one of the `seats` at the table. */
export function readWind(text: string, seats: number): Cell<number> {
  const seat = WINDS[text.normalize('NFKC').trim().toLowerCase()];
  return seat !== undefined && seat < seats ? ok(seat) : bad('wind');
}

/** A whole number (points): an optional sign, digits; spaces and thousands separators are ignored. */
export function readInteger(text: string): number | null {
  const t = text
    .normalize('NFKC')
    .replace(/[\s,_]/g, '')
    .replace(/^\u2212/, '-');
  if (!/^[+-]?\d{1,9}$/.test(t)) return null;
  const n = Number(t);
  return n === 0 ? 0 : n; // no -0
}

export function readPoints(text: string): Cell<number> {
  const n = readInteger(text);
  return n === null ? bad('points') : ok(n);
}

/** Riichi sticks left: 0–99, empty for none. */
export function readCount(text: string): Cell<number> {
  if (text.trim() === '') return ok(0);
  const n = readInteger(text);
  return n === null || n < 0 || n > 99 ? bad('count') : ok(n);
}

/** A displayed (encoded) account id → the internal one. */
export function readAccount(text: string): Cell<number> {
  const t = text.normalize('NFKC').trim();
  if (!/^\d{1,10}$/.test(t)) return bad('account');
  const shown = Number(t);
  const id = decodeAccountId(shown);
  return id >= 1 && id <= MAX_INT32 && encodeAccountId(id) === shown ? ok(id) : bad('account');
}

/** Who took the leftover sticks: a wind, or nobody (empty → -1). */
export function readSticksTo(text: string, seats: number): Cell<number> {
  return text.trim() === '' ? ok(-1) : readWind(text, seats);
}

/** The `;`-separated pieces of a list cell, blank ones left out. */
const pieces = (text: string) =>
  text
    .split(/[;；]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** `text` cut at its first `count` colons (half- or full-width): `S:-20000:late: 5 min` → S, -20000, late: 5 min. */
function fields(text: string, count: number): string[] {
  const out: string[] = [];
  let rest = text;
  for (let i = 0; i < count; i++) {
    const m = /[:：]/.exec(rest);
    if (!m) break;
    out.push(rest.slice(0, m.index));
    rest = rest.slice(m.index + 1);
  }
  return [...out, rest];
}

/** `S:-20000:chombo; E:-8000:late` — seat, points, reason. */
export function readPenalties(text: string, seats: number): Cell<OfflinePenalty[]> {
  const out: OfflinePenalty[] = [];
  for (const piece of pieces(text)) {
    const [wind, points, reason] = fields(piece, 2);
    const seat = readWind(wind, seats);
    const n = points === undefined ? null : readInteger(points);
    if (!seat.ok || n === null || reason === undefined) return bad('penalties');
    out.push({ seat: seat.value, points: n, reason: reason.trim() });
  }
  return ok(out);
}

export interface OfflineYakumanEntry {
  seat: number;
  names: string[];
  value: number;
}

/** `W:Daisangen; E:Suuankou+Tsuuiisou` — seat and yakuman names; its value is the number of names. */
export function readYakuman(text: string, seats: number): Cell<OfflineYakumanEntry[]> {
  const out: OfflineYakumanEntry[] = [];
  for (const piece of pieces(text)) {
    const [wind, list] = fields(piece, 1);
    const seat = readWind(wind, seats);
    if (!seat.ok || list === undefined || list.trim() === '') return bad('yakuman');
    const names: string[] = [];
    for (const name of list.split(/[+＋]/)) {
      const id = offlineYakumanId(name);
      if (!id) return bad('yaku', { name: name.trim() });
      names.push(id);
    }
    out.push({ seat: seat.value, names, value: names.length });
  }
  return ok(out);
}
