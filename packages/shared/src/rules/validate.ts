/**
 * validateGameRule: every rule check of spec part 2 sections 4–5 as a pure function. The editor runs it as the
 * user types (one inline error per field), the zod schema runs it in `.superRefine`, and the server answers
 * SETTINGS_ERROR (2517) naming the first issue's field. Issues come in editor order, at most one per field.
 */
import { GAME_MODES, type GameMode, playersOfRoundType, ROUND_TYPES, THINKING_TYPES } from '../enums.js';
import type { DetailRuleFields, ToggleField } from './fields.js';
import { isLevelLimit } from './levels.js';
import {
  FIELD_META,
  FIELDS_IN_EDITOR_ORDER,
  FOUR_PLAYER_ONLY_MODES,
  fieldApplies,
  fieldOptions,
  GAME_MODE_FLAG,
  GAME_MODE_FLAGS,
  HONBA_STEP,
  type Players,
  type RuleField,
} from './meta.js';

/** The message keys an issue can carry (`rule.error.<something>`; the console supplies the texts). */
export const RULE_ERROR = {
  integer: 'rule.error.integer',
  boolean: 'rule.error.boolean',
  min: 'rule.error.min',
  max: 'rule.error.max',
  step: 'rule.error.step',
  option: 'rule.error.option',
  level: 'rule.error.level',
  fandianBelowInit: 'rule.error.fandian_below_init',
  jingsuanyuandianBelowInit: 'rule.error.jingsuanyuandian_below_init',
  honbaMultiple: 'rule.error.honba_multiple',
  umaSecondExceedsFirst: 'rule.error.uma_second_exceeds_first',
  umaThirdExceedsSecond: 'rule.error.uma_third_exceeds_second',
  umaFourthExceedsThird: 'rule.error.uma_fourth_exceeds_third',
  umaSum: 'rule.error.uma_sum',
  requires: 'rule.error.requires',
  exclusive: 'rule.error.exclusive',
  thinkingTime: 'rule.error.thinking_time_mismatch',
  modeFlag: 'rule.error.mode_flag',
  modePlayers: 'rule.error.mode_players',
} as const;
export type RuleErrorCode = (typeof RULE_ERROR)[keyof typeof RULE_ERROR];

/** Top-level fields of a game rule setting that can carry an issue. */
export type SettingField = 'round_type' | 'thinking_type' | 'game_mode';

export interface RuleIssue {
  field: RuleField | SettingField;
  code: RuleErrorCode;
  params?: Record<string, string | number | readonly number[]>;
}

/** The shape validateGameRule reads (a parsed GameRuleSetting, or the editor's state). */
export interface GameRuleLike {
  round_type: number;
  thinking_type: number;
  game_mode: GameMode | string;
  detail_rule: DetailRuleFields;
}

/** Where an issue lives inside a game_rule_setting object (zod issue path). */
export const issuePath = (field: RuleIssue['field']): string[] =>
  field === 'round_type' || field === 'thinking_type' || field === 'game_mode' ? [field] : ['detail_rule', field];

/** 1st-place uma is not stored: −(2nd + 3rd + 4th), or −(2nd + 3rd) with three players (DESIGN section 4). */
export function derivedFirstUma(
  rule: Pick<DetailRuleFields, 'shunweima_2' | 'shunweima_3' | 'shunweima_4'>,
  players: Players,
): number {
  return -(rule.shunweima_2 + rule.shunweima_3 + (players === 4 ? rule.shunweima_4 : 0));
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** Per-field checks of kind, bounds, step and options (the spec section 5 table). */
function checkField(field: RuleField, rule: DetailRuleFields, players: Players): RuleIssue | null {
  const m = FIELD_META[field];
  const v = (rule as Record<string, unknown>)[field];
  if (m.kind === 'toggle') return typeof v === 'boolean' ? null : { field, code: RULE_ERROR.boolean };
  if (!isInt(v)) return { field, code: RULE_ERROR.integer };
  if (m.kind === 'level')
    return isLevelLimit(v, players) ? null : { field, code: RULE_ERROR.level, params: { players } };
  const options = fieldOptions(field, players);
  if (options && !options.includes(v)) return { field, code: RULE_ERROR.option, params: { options } };
  if (m.min !== undefined && v < m.min) return { field, code: RULE_ERROR.min, params: { min: m.min } };
  if (m.max !== undefined && v > m.max) return { field, code: RULE_ERROR.max, params: { max: m.max } };
  if (m.minField) {
    const min = rule[m.minField];
    if (isInt(min) && v < min) {
      const code = field === 'jingsuanyuandian' ? RULE_ERROR.jingsuanyuandianBelowInit : RULE_ERROR.fandianBelowInit;
      return { field, code, params: { min } };
    }
  }
  if (m.step && v % m.step !== 0) return { field, code: RULE_ERROR.step, params: { step: m.step } };
  if (field === 'changbang_value' && v % HONBA_STEP[players] !== 0) {
    return { field, code: RULE_ERROR.honbaMultiple, params: { step: HONBA_STEP[players] } };
  }
  return null;
}

/** Uma order and zero sum (spec section 5 "Uma errors"), each its own error. */
function checkUma(rule: DetailRuleFields, players: Players): RuleIssue[] {
  const { shunweima_2: s2, shunweima_3: s3, shunweima_4: s4 } = rule;
  if (![s2, s3, s4].every(isInt)) return [];
  const out: RuleIssue[] = [];
  // 2nd ≤ −(sum of the others) ⇔ 2nd ≤ the derived 1st.
  const first = derivedFirstUma(rule, players);
  if (s2 > first) out.push({ field: 'shunweima_2', code: RULE_ERROR.umaSecondExceedsFirst, params: { max: first } });
  if (s3 > s2) out.push({ field: 'shunweima_3', code: RULE_ERROR.umaThirdExceedsSecond, params: { max: s2 } });
  if (players === 4 && s4 > s3)
    out.push({ field: 'shunweima_4', code: RULE_ERROR.umaFourthExceedsThird, params: { max: s3 } });
  // With the 1st derived the four values always sum to 0; with three players the unused 4th must be 0, or the
  // stored values would not sum to 0.
  if (players === 3 && s4 !== 0) out.push({ field: 'shunweima_4', code: RULE_ERROR.umaSum });
  return out;
}

/** Dependent and exclusive switches (spec section 4). */
function checkSwitches(rule: DetailRuleFields, players: Players, mode: GameMode): RuleIssue[] {
  const out: RuleIssue[] = [];
  for (const field of FIELDS_IN_EDITOR_ORDER) {
    const m = FIELD_META[field];
    if (m.kind !== 'toggle' || !fieldApplies(field, players, mode) || rule[field as ToggleField] !== true) continue;
    const missing = (m.requires ?? []).find((r) => rule[r] !== true);
    if (missing) out.push({ field, code: RULE_ERROR.requires, params: { requires: missing } });
    // Reported once, on the first of the pair in editor order (have_sanjiahele).
    if (
      m.excludes &&
      rule[m.excludes] === true &&
      fieldApplies(m.excludes, players, mode) &&
      field === 'have_sanjiahele'
    ) {
      out.push({ field, code: RULE_ERROR.exclusive, params: { with: m.excludes } });
    }
  }
  return out;
}

/** Every issue of a game rule setting, in editor order, at most one per field; empty when the rule is valid. */
export function validateGameRule(setting: GameRuleLike): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const roundOk = (ROUND_TYPES as readonly number[]).includes(setting.round_type);
  if (!roundOk) issues.push({ field: 'round_type', code: RULE_ERROR.option, params: { options: ROUND_TYPES } });
  const thinking = THINKING_TYPES[setting.thinking_type];
  if (!isInt(setting.thinking_type) || !thinking) {
    issues.push({
      field: 'thinking_type',
      code: RULE_ERROR.option,
      params: { options: Object.keys(THINKING_TYPES).map(Number) },
    });
  }
  const modeOk = (GAME_MODES as readonly string[]).includes(setting.game_mode);
  if (!modeOk) issues.push({ field: 'game_mode', code: RULE_ERROR.option, params: { options: GAME_MODES.join(',') } });
  if (!roundOk || !modeOk) return issues;

  const players = playersOfRoundType(setting.round_type);
  const mode = setting.game_mode as GameMode;
  const rule = setting.detail_rule;
  if (players === 3 && FOUR_PLAYER_ONLY_MODES.includes(mode))
    issues.push({ field: 'game_mode', code: RULE_ERROR.modePlayers, params: { players } });

  for (const field of FIELDS_IN_EDITOR_ORDER) {
    if (!fieldApplies(field, players, mode)) continue;
    const issue = checkField(field, rule, players);
    if (issue) issues.push(issue);
  }
  issues.push(...checkUmaIfApplies(rule, players, mode), ...checkSwitches(rule, players, mode));

  // Derived fields: thinking time from thinking_type, mode flags from game_mode.
  if (thinking) {
    if (rule.time_fixed !== thinking[0])
      issues.push({ field: 'time_fixed', code: RULE_ERROR.thinkingTime, params: { expected: thinking[0] } });
    if (rule.time_add !== thinking[1])
      issues.push({ field: 'time_add', code: RULE_ERROR.thinkingTime, params: { expected: thinking[1] } });
  }
  for (const flag of GAME_MODE_FLAGS) {
    const expected = GAME_MODE_FLAG[mode] === flag ? 1 : 0;
    if (rule[flag] !== expected) issues.push({ field: flag, code: RULE_ERROR.modeFlag, params: { expected } });
  }
  return orderIssues(issues);
}

function checkUmaIfApplies(rule: DetailRuleFields, players: Players, mode: GameMode): RuleIssue[] {
  return fieldApplies('shunweima_2', players, mode) ? checkUma(rule, players) : [];
}

const ORDER: readonly string[] = ['round_type', 'thinking_type', 'game_mode', ...FIELDS_IN_EDITOR_ORDER];

/** Keeps the first issue of each field and sorts them in editor order (top-level fields first). */
function orderIssues(issues: RuleIssue[]): RuleIssue[] {
  const seen = new Set<string>();
  return issues
    .filter((i) => {
      if (seen.has(i.field)) return false;
      seen.add(i.field);
      return true;
    })
    .sort((a, b) => ORDER.indexOf(a.field) - ORDER.indexOf(b.field));
}

/** True when the setting has no issue. */
export const isValidGameRule = (setting: GameRuleLike): boolean => validateGameRule(setting).length === 0;

/** The issues of a single field (what the editor shows under that input). */
export const issuesOfField = (issues: readonly RuleIssue[], field: RuleIssue['field']): RuleIssue[] =>
  issues.filter((i) => i.field === field);
