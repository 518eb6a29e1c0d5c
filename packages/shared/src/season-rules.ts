/**
 * The season rules of spec part 1 sections 4–5 (create season, season info, season remark) as pure functions: the
 * one copy both sides run. The console shows each issue's message key under its field as the manager edits; the
 * server refuses with the first issue's error code naming its field. Issues come in form
 * order, at most one per field, as `validateGameRule` does for game rules.
 */
import { SeasonState, SignupType } from './enums.js';
import { ErrorCode, type ErrorCodeValue } from './errors.js';
import { DAY_SECONDS, LIMITS } from './limits.js';
import { canonicalRankRule } from './rank.js';
import { textLength } from './text-length.js';

/** A season lasts at most this long (365 days). */
export const MAX_SEASON_SECONDS = LIMITS.maxSeasonDays * DAY_SECONDS;

/** The message keys an issue can carry (`season.err…`; the console supplies the texts in five languages). */
export const SEASON_ERROR = {
  startTooEarly: 'season.errStartTooEarly',
  startLocked: 'season.errStartLocked',
  endLocked: 'season.errEndLocked',
  /** create season: the end must come after the start */
  endNotAfterStart: 'season.errSeasonEndLimit',
  /** season info: the end must not come before the start */
  endBeforeStart: 'season.errEndBeforeStart',
  tooLong: 'season.errSeasonTooLong',
  signupStartRange: 'season.errSignupStartRange',
  signupEndRange: 'season.errSignupEndRange',
  signupEndBeforeStart: 'season.errSignupEndBeforeStart',
  matchRange: 'season.errMatchRange',
  matchEndBeforeStart: 'season.errMatchEndBeforeStart',
  rankRule: 'season.errRankCount',
  remarkTooLong: 'season.errRemarkTooLong',
} as const;
export type SeasonErrorKey = (typeof SEASON_ERROR)[keyof typeof SEASON_ERROR];

export type SeasonIssueField =
  | 'start_time'
  | 'end_time'
  | 'signup_start_time'
  | 'signup_end_time'
  | 'match_start_time'
  | 'match_end_time'
  | 'rank_rule'
  | 'remark';

export interface SeasonIssue {
  field: SeasonIssueField;
  /** what the server answers */
  code: ErrorCodeValue;
  /** what the console shows */
  message: SeasonErrorKey;
}

/** The fields of a season the setting rules read (a season row, or the console's form turned into a setting). */
export interface SeasonSettingLike {
  start_time: number;
  end_time: number;
  signup_type: number;
  signup_start_time: number;
  signup_end_time: number;
  match_start_time: number;
  match_end_time: number;
  /** a rank-rule code (rank.ts); anything that is not a readable integer code is an issue */
  rank_rule: number;
  remark: string;
}

export interface SeasonSettingContext {
  /** the season as stored: a start or end time is judged for its state only when it changes */
  current: { start_time: number; end_time: number };
  /** the season's state now (`seasonStateAt`; the console has it from the season list) */
  state: number;
  /** the earliest allowed start: the later of the contest's creation and now */
  floor: number;
}

const issue = (field: SeasonIssueField, code: ErrorCodeValue, message: SeasonErrorKey): SeasonIssue => ({
  field,
  code,
  message,
});

/** Create season: start not before `floor`; end after start; at most 365 days long. */
export function checkNewSeason(times: { start_time: number; end_time: number }, floor: number): SeasonIssue[] {
  const out: SeasonIssue[] = [];
  if (times.start_time < floor) out.push(issue('start_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.startTooEarly));
  if (times.end_time <= times.start_time)
    out.push(issue('end_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.endNotAfterStart));
  else if (times.end_time - times.start_time > MAX_SEASON_SECONDS)
    out.push(issue('end_time', ErrorCode.SEASON_TOO_LONG, SEASON_ERROR.tooLong));
  return out;
}

/**
 * Season info: the season after a change, checked as a whole.
 * - start: may change only while pending (2563), and not before `floor` (2562);
 * - end: may not change once the season has finished (2564); not before the start (2562); at most 365 days after
 *   it (2549);
 * - with check sign-up, the sign-up window lies inside the season and does not run backwards (2562); the match
 *   window always does (2562);
 * - the rank rule is a readable code (2517; counts 2 to 10); the remark at most 25 characters as people count them
 *   (2554).
 */
export function checkSeasonSetting(next: SeasonSettingLike, ctx: SeasonSettingContext): SeasonIssue[] {
  const out: SeasonIssue[] = [];
  const startIssue = (): SeasonIssue | null => {
    if (next.start_time === ctx.current.start_time) return null;
    if (ctx.state !== SeasonState.Pending)
      return issue('start_time', ErrorCode.CANNOT_CHANGE_START, SEASON_ERROR.startLocked);
    if (next.start_time < ctx.floor)
      return issue('start_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.startTooEarly);
    return null;
  };
  const endIssue = (): SeasonIssue | null => {
    if (next.end_time !== ctx.current.end_time && ctx.state === SeasonState.Finished)
      return issue('end_time', ErrorCode.CANNOT_CHANGE_END, SEASON_ERROR.endLocked);
    if (next.end_time < next.start_time)
      return issue('end_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.endBeforeStart);
    if (next.end_time - next.start_time > MAX_SEASON_SECONDS)
      return issue('end_time', ErrorCode.SEASON_TOO_LONG, SEASON_ERROR.tooLong);
    return null;
  };
  for (const found of [startIssue(), endIssue()]) if (found) out.push(found);

  if (next.signup_type === SignupType.Check)
    out.push(
      ...windowIssues(next, 'signup_start_time', 'signup_end_time', {
        from: SEASON_ERROR.signupStartRange,
        to: SEASON_ERROR.signupEndRange,
        backwards: SEASON_ERROR.signupEndBeforeStart,
      }),
    );
  // The match window is kept inside the season whether or not auto match is on.
  out.push(
    ...windowIssues(next, 'match_start_time', 'match_end_time', {
      from: SEASON_ERROR.matchRange,
      to: SEASON_ERROR.matchRange,
      backwards: SEASON_ERROR.matchEndBeforeStart,
    }),
  );

  if (!Number.isSafeInteger(next.rank_rule) || canonicalRankRule(next.rank_rule) === null)
    out.push(issue('rank_rule', ErrorCode.SETTINGS_ERROR, SEASON_ERROR.rankRule));
  const remark = checkSeasonRemark(next.remark);
  if (remark) out.push(remark);
  return out;
}

/** A season's remark: at most 25 characters as people count them (grapheme clusters). */
export function checkSeasonRemark(remark: string): SeasonIssue | null {
  return textLength(remark) > LIMITS.seasonRemarkMax
    ? issue('remark', ErrorCode.REMARK_TOO_LONG, SEASON_ERROR.remarkTooLong)
    : null;
}

/** A window [from, to] lies inside the season's [start_time, end_time] and does not run backwards. */
function windowIssues(
  s: SeasonSettingLike,
  from: 'signup_start_time' | 'match_start_time',
  to: 'signup_end_time' | 'match_end_time',
  keys: { from: SeasonErrorKey; to: SeasonErrorKey; backwards: SeasonErrorKey },
): SeasonIssue[] {
  const inside = (t: number) => t >= s.start_time && t <= s.end_time;
  const out: SeasonIssue[] = [];
  if (!inside(s[from])) out.push(issue(from, ErrorCode.TIME_CONFIG_ERROR, keys.from));
  if (!inside(s[to])) out.push(issue(to, ErrorCode.TIME_CONFIG_ERROR, keys.to));
  else if (s[to] < s[from]) out.push(issue(to, ErrorCode.TIME_CONFIG_ERROR, keys.backwards));
  return out;
}
