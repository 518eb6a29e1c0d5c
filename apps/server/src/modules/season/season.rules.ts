import {
  canonicalRankRule,
  DAY_SECONDS,
  LIMITS,
  type SeasonSetting,
  SeasonState,
  SignupType,
  seasonSetting,
  seasonStateAt,
} from '@taikai/shared';
import { textLength } from '@taikai/shared/text-length';
import { ErrorCode, ensure, fail } from '../../errors.js';
import type { SeasonPatch, SeasonRow } from './season.repository.js';

/**
 * The season rules of spec part 1 sections 4 and 5, as pure functions over a season row and the clock: no database,
 * so they are tested directly as well as through the API. Each refusal names the offending field.
 */

const MAX_SEASON_SECONDS = LIMITS.maxSeasonDays * DAY_SECONDS;

/** Length in characters as people count them (grapheme clusters, shared with the console), not UTF-16 units. */
export const charLength = textLength;

/** Create season: start not before max(contest creation, now); end after start; at most 365 days long. */
export function checkNewSeasonTimes(start: number, end: number, floor: number): void {
  ensure(start >= floor, ErrorCode.TIME_CONFIG_ERROR, 'start_time');
  ensure(end > start, ErrorCode.TIME_CONFIG_ERROR, 'end_time');
  ensure(end - start <= MAX_SEASON_SECONDS, ErrorCode.SEASON_TOO_LONG, 'end_time');
}

/** The columns a manager edits: exactly the fields of the shared `seasonSetting` schema. */
type Editable = Pick<SeasonRow, keyof SeasonSetting>;
const EDITABLE = Object.keys(seasonSetting.shape) as (keyof SeasonSetting)[];

/**
 * A new season row: the one place season rows are built (the contest's first season, a later season, fixtures and
 * the demo). Sign-up and match windows default to the season's period; a later season inherits its predecessor's
 * sign-up type, auto-match flag and rank rule; remark and chat limit start empty.
 */
export function newSeasonRow(input: {
  unique_id: number;
  season_id: number;
  create_time: number;
  start_time: number;
  end_time: number;
  signup_type?: number;
  signup_start_time?: number;
  previous?: Pick<SeasonRow, 'signup_type' | 'auto_match' | 'rank_rule'>;
}): SeasonRow {
  return {
    unique_id: input.unique_id,
    season_id: input.season_id,
    create_time: input.create_time,
    start_time: input.start_time,
    end_time: input.end_time,
    ended: 0,
    end_edited: 0,
    signup_type: input.signup_type ?? input.previous?.signup_type ?? SignupType.Check,
    signup_start_time: input.signup_start_time ?? input.start_time,
    signup_end_time: input.end_time,
    auto_match: input.previous?.auto_match ?? 0,
    match_start_time: input.start_time,
    match_end_time: input.end_time,
    rank_rule: input.previous?.rank_rule ?? 0,
    remark: '',
    chat_limit_type: 0,
  };
}

export interface SeasonChange {
  /** the columns to write (only those that differ) */
  patch: SeasonPatch;
  /** the sign-up type leaves "check": the players still waiting for review are deleted */
  dropPending: boolean;
}

/**
 * Update season: applies a (partial) setting to the season and checks the result as a whole. The season is not
 * ended (the caller refuses that with 2542 first). `floor` is max(contest creation time, now).
 */
export function applySeasonSetting(
  current: SeasonRow,
  setting: Partial<SeasonSetting>,
  now: number,
  floor: number,
): SeasonChange {
  const state = seasonStateAt(current, now);
  const next: Editable = { ...pick(current), ...definedOnly(setting) };
  const changed = (k: keyof Editable) => next[k] !== current[k];

  // Start time may change only while pending, and not into the past (nor before the contest was created).
  if (changed('start_time')) {
    ensure(state === SeasonState.Pending, ErrorCode.CANNOT_CHANGE_START, 'start_time');
    ensure(next.start_time >= floor, ErrorCode.TIME_CONFIG_ERROR, 'start_time');
  }
  // Once the end time has passed it is history: the season is finished and can only be ended.
  if (changed('end_time')) ensure(state !== SeasonState.Finished, ErrorCode.CANNOT_CHANGE_END, 'end_time');
  ensure(next.end_time >= next.start_time, ErrorCode.TIME_CONFIG_ERROR, 'end_time');
  ensure(next.end_time - next.start_time <= MAX_SEASON_SECONDS, ErrorCode.SEASON_TOO_LONG, 'end_time');

  // The sign-up window is checked when the type is "check" (spec part 1 section 5); the match window always.
  if (next.signup_type === SignupType.Check) checkWindow(next, 'signup_start_time', 'signup_end_time');
  checkWindow(next, 'match_start_time', 'match_end_time');

  const rank = canonicalRankRule(next.rank_rule);
  if (rank === null) fail(ErrorCode.SETTINGS_ERROR, 'rank_rule');
  next.rank_rule = rank;
  ensure(charLength(next.remark) <= LIMITS.seasonRemarkMax, ErrorCode.REMARK_TOO_LONG, 'remark');

  const patch: SeasonPatch = {};
  for (const k of EDITABLE) if (changed(k)) (patch as Record<string, unknown>)[k] = next[k];
  if (changed('end_time') && state === SeasonState.Running) patch.end_edited = 1;
  const dropPending = current.signup_type === SignupType.Check && next.signup_type !== SignupType.Check;
  return { patch, dropPending };
}

/** A window [start, end] lies inside the season's [start_time, end_time] and does not run backwards. */
function checkWindow(
  s: Editable,
  from: 'signup_start_time' | 'match_start_time',
  to: 'signup_end_time' | 'match_end_time',
) {
  const inside = (t: number) => t >= s.start_time && t <= s.end_time;
  ensure(inside(s[from]), ErrorCode.TIME_CONFIG_ERROR, from);
  ensure(inside(s[to]), ErrorCode.TIME_CONFIG_ERROR, to);
  ensure(s[to] >= s[from], ErrorCode.TIME_CONFIG_ERROR, to);
}

function pick(row: SeasonRow): Editable {
  const out = {} as Record<string, unknown>;
  for (const k of EDITABLE) out[k] = row[k];
  return out as unknown as Editable;
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
