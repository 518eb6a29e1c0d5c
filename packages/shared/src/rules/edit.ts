/**
 * Pure editing helpers the rule editor calls on change. None mutates its input; each returns a new rule.
 *
 * Dependent switches (spec part 2 section 4): turning a switch OFF clears everything that needs it (turning off
 * the dora indicator clears kan indicator, ura, kan ura and "kan dora opened immediately"); turning a dependent
 * switch ON turns ON what it needs (kan ura on → indicator, kan indicator and ura on) rather than refusing, so a
 * click always has a visible effect. sanjiahele and toutiao exclude each other: turning one on turns the other off.
 */
import { type GameMode, playersOfRoundType, THINKING_TYPES } from '../enums.js';
import { type DetailRuleFields, defaultDetailRule, TOGGLE_FIELDS, type ToggleField } from './fields.js';
import {
  BLUR_MAX,
  BLUR_MIN,
  FIELD_META,
  GAME_MODE_FLAG,
  GAME_MODE_FLAGS,
  MAX_POINTS,
  type Players,
  POINT_STEP,
  type RuleField,
} from './meta.js';
import { derivedFirstUma } from './validate.js';

/** Toggles that need `field` (directly or through another dependent). */
function dependentsOf(field: ToggleField): ToggleField[] {
  const direct = TOGGLE_FIELDS.filter((f) => FIELD_META[f].requires?.includes(field));
  return [...new Set(direct.flatMap((d) => [d, ...dependentsOf(d)]))];
}

/** Sets a toggle and keeps the dependent and exclusive switches consistent (see the module comment). */
export function applyToggle<R extends DetailRuleFields>(rule: R, field: ToggleField, value: boolean): R {
  const next = { ...rule, [field]: value };
  const meta = FIELD_META[field];
  if (value) {
    for (const r of meta.requires ?? []) next[r] = true;
    if (meta.excludes) next[meta.excludes] = false;
  } else {
    for (const d of dependentsOf(field)) next[d] = false;
  }
  return next;
}

/**
 * Makes any rule's switches consistent: a dependent whose prerequisites are not all on is turned off, and when
 * both sanjiahele and toutiao are on, toutiao is turned off. Used after import or when loading old data.
 */
export function normalizeSwitches<R extends DetailRuleFields>(rule: R): R {
  const next = { ...rule };
  // TOGGLE_FIELDS lists prerequisites before their dependents, so one pass settles chains.
  for (const f of TOGGLE_FIELDS) {
    if (next[f] && (FIELD_META[f].requires ?? []).some((r) => !next[r])) next[f] = false;
  }
  if (next.have_sanjiahele && next.have_toutiao) next.have_toutiao = false;
  return next;
}

/**
 * Changes the start points (spec section 4 "Start points"). The settlement origin (jingsuanyuandian) is raised to
 * the new start points when below. The first-place target (fandian) is also raised when below, so the rule stays
 * valid (fandian ≥ init_point); outside four-player liqi the target follows the start points, keeping its distance
 * to them (35000/40000 → start 30000 gives target 35000), capped at 200000.
 */
export function applyStartPoints<R extends DetailRuleFields>(
  rule: R,
  players: Players,
  mode: GameMode,
  value: number,
): R {
  const next = { ...rule, init_point: value };
  if (next.jingsuanyuandian < value) next.jingsuanyuandian = value;
  if (mode !== 'liqi' || players !== 4) {
    const offset = Math.max(0, rule.fandian - rule.init_point);
    next.fandian = Math.max(value, Math.min(MAX_POINTS, value + offset));
  } else if (next.fandian < value) {
    next.fandian = value;
  }
  return next;
}

/** Rounds down to a multiple of `step` (spec section 4 "Round values"); not-a-number gives 0. */
export function roundDown(value: number, step: number = POINT_STEP): number {
  if (!Number.isFinite(value) || step <= 0) return 0;
  return Math.floor(value / step) * step;
}

/** Clamps a number input to 0–400000 on blur (spec section 5); not-a-number gives 0. */
export function clampOnBlur(value: number): number {
  if (Number.isNaN(value)) return BLUR_MIN;
  return Math.min(BLUR_MAX, Math.max(BLUR_MIN, value));
}

/**
 * What a number input holds after blur. Empty input falls back to the field's default for the player count (the
 * spec's special defaults: honba 300/200, noten payments 1000/1500/3000 or 1000/2000). Points fields are clamped
 * to 0–400000 and rounded down to 100; other number fields are truncated to an integer. Out-of-bound values that
 * survive (e.g. 300000) are left for validateGameRule to report.
 */
export function blurValue(field: RuleField, raw: string | number | null | undefined, players: Players): number {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  const fallback = defaultDetailRule(players)[field] as number;
  if (text === '' || text === '-') return fallback;
  const n = Number(text);
  if (!Number.isFinite(n)) return fallback;
  const kind = FIELD_META[field].kind;
  if (kind === 'points') return roundDown(clampOnBlur(n));
  if (kind === 'count') return Math.trunc(clampOnBlur(n));
  return Math.trunc(n);
}

/** Oka in points: (settlement origin − start points) × players, paid to 1st. */
export function okaPoints(rule: Pick<DetailRuleFields, 'jingsuanyuandian' | 'init_point'>, players: Players): number {
  return (rule.jingsuanyuandian - rule.init_point) * players;
}

/**
 * Placement bonus by rank in thousands, uma plus oka for 1st: M-League (25000/30000, uma 30/10/−10/−30) gives
 * [50, 10, −10, −30]. Three entries with three players.
 */
export function placementBonus(rule: DetailRuleFields, players: Players): number[] {
  const first = derivedFirstUma(rule, players) + okaPoints(rule, players) / 1000;
  return players === 4
    ? [first, rule.shunweima_2, rule.shunweima_3, rule.shunweima_4]
    : [first, rule.shunweima_2, rule.shunweima_3];
}

/** Sets the stored emoji flag from what the user sees (the stored flag is inverted: on = emojis off). */
export const setEmojiEnabled = <R extends DetailRuleFields>(rule: R, enabled: boolean): R => ({
  ...rule,
  emoji_switch: !enabled,
});
export const emojiEnabled = (rule: Pick<DetailRuleFields, 'emoji_switch'>): boolean => !rule.emoji_switch;

/** The minimal setting shape the helpers below edit. */
export interface EditableSetting {
  round_type: number;
  thinking_type: number;
  game_mode: GameMode;
  detail_rule: DetailRuleFields;
}

/** Changes thinking_type and the derived time_fixed/time_add. */
export function applyThinkingType<S extends EditableSetting>(setting: S, thinkingType: number): S {
  const t = THINKING_TYPES[thinkingType];
  if (!t) return { ...setting, thinking_type: thinkingType };
  return {
    ...setting,
    thinking_type: thinkingType,
    detail_rule: { ...setting.detail_rule, time_fixed: t[0], time_add: t[1] },
  };
}

/** Sets the mode flags a game mode implies (its own flag 1, the other game-mode flags 0). */
export function withModeFlags<R extends DetailRuleFields>(rule: R, mode: GameMode): R {
  const next = { ...rule };
  for (const f of GAME_MODE_FLAGS) next[f] = GAME_MODE_FLAG[mode] === f ? 1 : 0;
  return next;
}

/** Changes the game mode and its flags. */
export function applyGameMode<S extends EditableSetting>(setting: S, mode: GameMode): S {
  return { ...setting, game_mode: mode, detail_rule: withModeFlags(setting.detail_rule, mode) };
}

/**
 * Changes the round type. Within the same player count the rule is kept; across player counts the detail rule is
 * reset to the new count's default (keeping the thinking time, the mode flags, the header switches and the level
 * limits), since points, honba, uma and red fives all differ.
 */
export function applyRoundType<S extends EditableSetting>(setting: S, roundType: number): S {
  const from = playersOfRoundType(setting.round_type);
  const to = playersOfRoundType(roundType);
  if (from === to) return { ...setting, round_type: roundType };
  const old = setting.detail_rule;
  const fresh = withModeFlags(defaultDetailRule(to), setting.game_mode);
  const kept: (keyof DetailRuleFields)[] = [
    'time_fixed',
    'time_add',
    'emoji_switch',
    'disable_broadcast',
    'required_level_p4',
    'required_level_p3',
    'max_game_count',
  ];
  const detail_rule = { ...fresh, ...Object.fromEntries(kept.map((k) => [k, old[k]])) } as DetailRuleFields;
  return { ...setting, round_type: roundType, detail_rule };
}

/** Whether the edited setting differs from the saved one (the editor's update button is disabled until it does). */
export function isRuleChanged(current: EditableSetting, saved: EditableSetting): boolean {
  if (
    current.round_type !== saved.round_type ||
    current.thinking_type !== saved.thinking_type ||
    current.game_mode !== saved.game_mode
  )
    return true;
  const a = current.detail_rule as Record<string, unknown>;
  const b = saved.detail_rule as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return true;
  return false;
}
