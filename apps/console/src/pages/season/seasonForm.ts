import {
  DAY_SECONDS,
  LIMITS,
  parseRankRule,
  type RankRuleKind,
  rankRuleCode,
  type Season,
  type SeasonSetting,
  SignupType,
} from '@taikai/shared';
import { textLength } from '@taikai/shared/text-length';

/** The season-info form: values, validation (spec part 1 section 5 "Season info") and the update payload. */

export interface SeasonFormValues {
  start_time: number;
  end_time: number;
  signup_type: 1 | 2 | 3;
  signup_start_time: number;
  signup_end_time: number;
  auto_match: 0 | 1;
  match_start_time: number;
  match_end_time: number;
  rank_kind: RankRuleKind;
  /** null while the rank rule is none (or the box is emptied) */
  rank_count: number | null;
  remark: string;
}

export type SeasonFormField = keyof SeasonFormValues;
/** field → i18n key of its error */
export type SeasonFormErrors = Partial<Record<SeasonFormField, string>>;

export const MAX_SEASON_SECONDS = LIMITS.maxSeasonDays * DAY_SECONDS;

export function formFromSeason(s: Season): SeasonFormValues {
  const rule = parseRankRule(s.rank_rule) ?? { kind: 'none' as const, count: 0 };
  return {
    start_time: s.start_time,
    end_time: s.end_time,
    signup_type: (s.signup_type === 2 || s.signup_type === 3 ? s.signup_type : 1) as 1 | 2 | 3,
    signup_start_time: s.signup_start_time,
    signup_end_time: s.signup_end_time,
    auto_match: s.auto_match === 1 ? 1 : 0,
    match_start_time: s.match_start_time,
    match_end_time: s.match_end_time,
    rank_kind: rule.kind,
    rank_count: rule.kind === 'none' ? null : rule.count,
    remark: s.remark,
  };
}

/** Choosing a type while none is set defaults the count to 3; choosing none clears the rule. */
export function withRankKind(v: SeasonFormValues, kind: RankRuleKind): SeasonFormValues {
  if (kind === 'none') return { ...v, rank_kind: 'none', rank_count: null };
  const count = v.rank_kind === 'none' || v.rank_count === null ? LIMITS.rankRuleDefault : v.rank_count;
  return { ...v, rank_kind: kind, rank_count: count };
}

/** Turning on check sign-up or auto match with unset times starts them at the season's range. */
export function withSignupType(v: SeasonFormValues, type: 1 | 2 | 3): SeasonFormValues {
  if (type !== SignupType.Check || (v.signup_start_time > 0 && v.signup_end_time > 0))
    return { ...v, signup_type: type };
  return { ...v, signup_type: type, signup_start_time: v.start_time, signup_end_time: v.end_time };
}

export function withAutoMatch(v: SeasonFormValues, on: boolean): SeasonFormValues {
  if (!on || (v.match_start_time > 0 && v.match_end_time > 0)) return { ...v, auto_match: on ? 1 : 0 };
  return { ...v, auto_match: 1, match_start_time: v.start_time, match_end_time: v.end_time };
}

export interface ValidateContext {
  /** the earliest allowed start (later of server now and contest creation); checked only when start changed */
  minStart: number;
  originalStart: number;
}

export function validateSeasonForm(v: SeasonFormValues, ctx: ValidateContext): SeasonFormErrors {
  const errors: SeasonFormErrors = {};
  if (v.start_time !== ctx.originalStart && v.start_time < ctx.minStart) errors.start_time = 'season.errStartTooEarly';
  if (v.end_time < v.start_time) errors.end_time = 'season.errEndBeforeStart';
  else if (v.end_time - v.start_time > MAX_SEASON_SECONDS) errors.end_time = 'season.errSeasonTooLong';

  const inSeason = (t: number) => t >= v.start_time && t <= v.end_time;
  if (v.signup_type === SignupType.Check) {
    if (!inSeason(v.signup_start_time)) errors.signup_start_time = 'season.errSignupStartRange';
    if (!inSeason(v.signup_end_time)) errors.signup_end_time = 'season.errSignupEndRange';
    else if (v.signup_end_time < v.signup_start_time) errors.signup_end_time = 'season.errSignupEndBeforeStart';
  }
  // The match window is kept inside the season whether or not auto match is on (the server checks it always).
  if (!inSeason(v.match_start_time)) errors.match_start_time = 'season.errMatchRange';
  if (!inSeason(v.match_end_time)) errors.match_end_time = 'season.errMatchRange';
  else if (v.match_end_time < v.match_start_time) errors.match_end_time = 'season.errMatchEndBeforeStart';
  if (v.rank_kind !== 'none') {
    const n = v.rank_count;
    if (n === null || !Number.isInteger(n) || n < LIMITS.rankRuleMin || n > LIMITS.rankRuleMax)
      errors.rank_count = 'season.errRankCount';
  }
  if (textLength(v.remark) > LIMITS.seasonRemarkMax) errors.remark = 'season.errRemarkTooLong';
  return errors;
}

export function isFormChanged(a: SeasonFormValues, b: SeasonFormValues): boolean {
  return (Object.keys(a) as SeasonFormField[]).some((k) => a[k] !== b[k]);
}

/** While pending the whole setting is sent; otherwise start_time is left out (it cannot change any more). */
export function settingFromForm(v: SeasonFormValues, pending: boolean): Partial<SeasonSetting> {
  const setting: Partial<SeasonSetting> = {
    rank_rule:
      v.rank_kind === 'none' ? 0 : rankRuleCode({ kind: v.rank_kind, count: v.rank_count ?? LIMITS.rankRuleDefault }),
    auto_match: v.auto_match,
    signup_type: v.signup_type,
    signup_start_time: v.signup_start_time,
    signup_end_time: v.signup_end_time,
    match_start_time: v.match_start_time,
    match_end_time: v.match_end_time,
    end_time: v.end_time,
    remark: v.remark,
  };
  if (pending) setting.start_time = v.start_time;
  return setting;
}
