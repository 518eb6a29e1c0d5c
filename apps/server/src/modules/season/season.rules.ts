import {
  canonicalRankRule,
  checkNewSeason,
  checkSeasonSetting,
  type SeasonIssue,
  type SeasonSetting,
  SeasonState,
  SignupType,
  seasonSetting,
  seasonStateAt,
} from '@taikai/shared';
import { AppError } from '../../errors.js';
import type { SeasonPatch, SeasonRow } from './season.repository.js';

/**
 * The season rules of spec part 1 sections 4 and 5 over a season row and the clock: no database. The checks
 * themselves are the shared `checkNewSeason` / `checkSeasonSetting` (packages/shared/src/season-rules.ts), which the
 * console runs on its forms too; a refusal is the first issue's code naming its field.
 */

function refuseFirst(issues: readonly SeasonIssue[]): void {
  const first = issues[0];
  if (first) throw new AppError(first.code, first.field);
}

/** Create season: start not before max(contest creation, now); end after start; at most 365 days long. */
export function checkNewSeasonTimes(start: number, end: number, floor: number): void {
  refuseFirst(checkNewSeason({ start_time: start, end_time: end }, floor));
}

/** The columns a manager edits: exactly the fields of the shared `seasonSetting` schema. */
type Editable = Pick<SeasonRow, keyof SeasonSetting>;
const EDITABLE = Object.keys(seasonSetting.shape) as (keyof SeasonSetting)[];

/**
 * A new season row: the one place season rows are built (the contest's first season, a later season, fixtures and
 * the demo). Sign-up and match windows default to the season's period; a later season inherits its predecessor's
 * sign-up type, auto-match flag, rank rule and seating method (unless given; else 'arrival'); remark and chat limit
 * start empty.
 */
export function newSeasonRow(input: {
  unique_id: number;
  season_id: number;
  create_time: number;
  start_time: number;
  end_time: number;
  signup_type?: number;
  signup_start_time?: number;
  seating_method?: string;
  previous?: Pick<SeasonRow, 'signup_type' | 'auto_match' | 'rank_rule' | 'seating_method'>;
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
    seating_method: input.seating_method ?? input.previous?.seating_method ?? 'arrival',
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

  refuseFirst(checkSeasonSetting(next, { current, state, floor }));
  // Legacy rank codes are written in their canonical form (the check above refused unreadable ones).
  next.rank_rule = canonicalRankRule(next.rank_rule) ?? 0;

  const patch: SeasonPatch = {};
  for (const k of EDITABLE) if (changed(k)) (patch as Record<string, unknown>)[k] = next[k];
  if (changed('end_time') && state === SeasonState.Running) patch.end_edited = 1;
  const dropPending = current.signup_type === SignupType.Check && next.signup_type !== SignupType.Check;
  return { patch, dropPending };
}

function pick(row: SeasonRow): Editable {
  const out = {} as Record<string, unknown>;
  for (const k of EDITABLE) out[k] = row[k];
  return out as unknown as Editable;
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
