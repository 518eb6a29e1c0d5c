import type { TFunction } from 'i18next';
import { gameModeLabel, roundTypeLabel, thinkingLabel } from '../../home/labels';
import { formatTime, rankRuleLabel, signupLabel, stateLabel } from '../../season/seasonDisplay';

/**
 * An audit row's before/after (JSON text) in words: one line per field that the row names, with the field's label
 * and its old and new value as a person reads them (dates, on/off, zone names, season states, names), so the
 * activity tab never shows raw JSON unless a value has no better form.
 */
export interface ChangeLine {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

const parse = (text: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const FLAG_FIELDS = new Set(['open_show', 'observer_switch', 'i18n_switch', 'ended', 'auto_match', 'locked', 'held']);
const ZONE_FIELDS = new Set(['show_zones', 'available_zones']);
const cut = (s: string, max = 80) => (s.length > max ? `${s.slice(0, max)}…` : s);

const isLangList = (v: unknown): v is { lang: string; content: string }[] =>
  Array.isArray(v) && v.every((x) => x && typeof x === 'object' && 'content' in x);

/** One value in words. */
export function valueInWords(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('contest.activity.empty');
  if (typeof value === 'number') {
    if (field.endsWith('_time')) return formatTime(value);
    if (FLAG_FIELDS.has(field)) return value ? t('contest.activity.on') : t('contest.activity.off');
    if (field === 'state') return stateLabel(t, value);
    if (field === 'signup_type') return signupLabel(t, value);
    if (field === 'rank_rule') return rankRuleLabel(t, value);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? t('contest.activity.on') : t('contest.activity.off');
  if (typeof value === 'string') return `“${cut(value, 60)}”`;
  if (ZONE_FIELDS.has(field) && Array.isArray(value))
    return value.length
      ? value.map((z) => t(`contest.zones.${z}`, { defaultValue: String(z) })).join('、')
      : t('contest.activity.none');
  if (isLangList(value)) return value.map((x) => x.content).join(' / ') || t('contest.activity.empty');
  if (field === 'game_rule_setting' && typeof value === 'object' && 'round_type' in value) {
    const r = value as { round_type: number; thinking_type?: number; game_mode?: string };
    return [
      roundTypeLabel(t, r.round_type),
      r.thinking_type !== undefined ? thinkingLabel(t, r.thinking_type) : null,
      r.game_mode ? gameModeLabel(t, r.game_mode) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  if (Array.isArray(value) && value.every((x) => typeof x === 'number'))
    return t('contest.activity.count', { count: value.length });
  return cut(JSON.stringify(value));
}

/** The lines of one audit row: fields of `after` (then any only in `before`), in the order the row lists them. */
export function describeChange(t: TFunction, beforeText: string, afterText: string): ChangeLine[] {
  const before = parse(beforeText) ?? {};
  const after = parse(afterText) ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.map((field) => ({
    field,
    label: t(`contest.activity.fields.${field}`, { defaultValue: field }),
    before: field in before ? valueInWords(t, field, before[field]) : null,
    after: field in after ? valueInWords(t, field, after[field]) : null,
  }));
}

/** The kind of an action in words (`season.end` → "End season"); unknown kinds show as they are stored. */
export const actionLabel = (t: TFunction, action: string): string =>
  t(`contest.activity.actions.${action}`, { defaultValue: action });
