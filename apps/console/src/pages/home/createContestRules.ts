/**
 * Create-contest rules (spec part 1 section 5 "Create contest"), as pure functions of unix seconds so the
 * dialog and the tests share them. `now` is the server's time.
 */
import { DAY_SECONDS, LIMITS } from '@taikai/shared/limits';
import { textLength } from '@taikai/shared/text-length';

export const CREATE_DEFAULTS = {
  startOffset: DAY_SECONDS,
  endOffset: 8 * DAY_SECONDS,
  game_mode: 'liqi',
  round_type: 2,
  thinking_type: 3,
  open_show: 1,
} as const;

export const MAX_END_OFFSET = LIMITS.maxContestDays * DAY_SECONDS;

export type NameProblem = 'empty' | 'tooLong' | null;
export type StartProblem = 'required' | 'beforeNow' | null;
export type EndProblem = 'required' | 'beforeStart' | 'tooLate' | null;

export function checkName(name: string | undefined): NameProblem {
  const v = (name ?? '').trim();
  if (!v) return 'empty';
  if (textLength(v) > LIMITS.contestNameMax) return 'tooLong';
  return null;
}

/** Start not before the current server time (which is also after the contest's creation). */
export function checkStart(start: number | undefined, now: number): StartProblem {
  if (start === undefined) return 'required';
  if (start < now) return 'beforeNow';
  return null;
}

/** End after start, and within 365 days of now. */
export function checkEnd(end: number | undefined, start: number | undefined, now: number): EndProblem {
  if (end === undefined) return 'required';
  if (start !== undefined && end <= start) return 'beforeStart';
  if (end > now + MAX_END_OFFSET) return 'tooLate';
  return null;
}

/** Bounds for the pickers: start in [now, now+365d], end in [max(start, now), now+365d]. */
export function startBounds(now: number): { min: number; max: number } {
  return { min: now, max: now + MAX_END_OFFSET };
}

export function endBounds(now: number, start: number | undefined): { min: number; max: number } {
  return { min: Math.max(now, (start ?? now) + 1), max: now + MAX_END_OFFSET };
}
