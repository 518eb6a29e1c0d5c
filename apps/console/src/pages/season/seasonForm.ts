import {
  checkSeasonSetting,
  LIMITS,
  parseRankRule,
  type RankRuleKind,
  rankRuleCode,
  type Season,
  type SeasonIssueField,
  type SeasonSetting,
  type SeatingMethod,
  SignupType,
} from '@taikai/shared';

/**
 * The season-info form: values, validation (spec part 1 section 5 "Season info") and the update payload. The
 * validation is the shared `checkSeasonSetting`, the same function the server refuses an update with.
 */

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
  /** how tables are formed for auto-match and a generated round (issue 32) */
  seating_method: SeatingMethod;
}

export type SeasonFormField = keyof SeasonFormValues;
/** field → i18n key of its error */
export type SeasonFormErrors = Partial<Record<SeasonFormField, string>>;

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
    seating_method: s.seating_method ?? 'arrival',
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
  /** the season as stored: start and end are judged for the season's state only when they change */
  original: { start_time: number; end_time: number };
  /** the season's state (1 pending … 4 ended) */
  state: number;
}

/** The rank rule the form stands for (a count that is not a whole number 2–10 gives a code the check refuses). */
const rankRuleOf = (v: SeasonFormValues): number =>
  v.rank_kind === 'none' ? 0 : rankRuleCode({ kind: v.rank_kind, count: v.rank_count ?? Number.NaN });

/** The shared issue's field, as the form names it (the rank rule is edited as its count). */
const FORM_FIELD: Record<SeasonIssueField, SeasonFormField> = {
  start_time: 'start_time',
  end_time: 'end_time',
  signup_start_time: 'signup_start_time',
  signup_end_time: 'signup_end_time',
  match_start_time: 'match_start_time',
  match_end_time: 'match_end_time',
  rank_rule: 'rank_count',
  remark: 'remark',
};

export function validateSeasonForm(v: SeasonFormValues, ctx: ValidateContext): SeasonFormErrors {
  const issues = checkSeasonSetting(
    { ...v, rank_rule: rankRuleOf(v) },
    { current: ctx.original, state: ctx.state, floor: ctx.minStart },
  );
  const errors: SeasonFormErrors = {};
  for (const issue of issues) errors[FORM_FIELD[issue.field]] = issue.message;
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
    seating_method: v.seating_method,
  };
  if (pending) setting.start_time = v.start_time;
  return setting;
}
