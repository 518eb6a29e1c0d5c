/**
 * The hand being read: the table as it stands while buildReplay walks a hand's events, and what the hand's end needs;
 * the seat an event names.
 */
import type { Ev } from './log-fields.js';
import { num } from './log-fields.js';
import type { ReplayHand, ReplaySeat, ReplayWin } from './types.js';

/** Notes what in the log does not add up (the event's index, in words); the reading goes on. */
export type Report = (i: number, text: string) => void;

export interface Work {
  hand: ReplayHand;
  seats: ReplaySeat[];
  scores: number[];
  kyotaku: number;
  dora: string[];
  tilesLeft: number;
  turn: number;
  lastDiscard: { seat: number; index: number } | null;
  ended: boolean;
  /** riichi declared (reach) and its discard not yet made */
  declaring: boolean[];
  wins: ReplayWin[];
  draw: { reason: string; tenpai: boolean[]; payments: number[]; declarer: number | null } | null;
}

/** The seat of the event's `actor`; a problem when there is none. */
export function seatOf(w: Work, e: Ev, i: number, report: Report): ReplaySeat | null {
  const s = w.seats[num(e, 'actor')];
  if (!s) report(i, `${String(e.type)}: no seat ${String(e.actor)}`);
  return s ?? null;
}
