import { levelInfo, type RuleIssue, THINKING_TYPES } from '@taikai/shared';
import type { TFunction } from 'i18next';

/** Texts of the rule editor built from the `rules.*` locale keys. */

export const fieldLabel = (t: TFunction, field: string): string => t(`rules.field.${field}`, { defaultValue: field });

export const gameModeText = (t: TFunction, mode: string): string => t(`rules.gameMode.${mode}`, { defaultValue: mode });

export const roundTypeText = (t: TFunction, roundType: number): string =>
  t(`rules.roundType.${roundType}`, { defaultValue: String(roundType) });

/** "5+20 s" for thinking_type 3. */
export function thinkingText(t: TFunction, thinkingType: number): string {
  const pair = THINKING_TYPES[thinkingType];
  return pair ? t('rules.thinkingTime', { fixed: pair[0], added: pair[1] }) : String(thinkingType);
}

/** "Expert 2", "Celestial"; 0 is "no limit". */
export function levelText(t: TFunction, id: number): string {
  if (id === 0) return t('rules.noLevelLimit');
  const info = levelInfo(id);
  if (!info) return String(id);
  const name = t(info.nameKey);
  return info.key === 'celestial' ? name : t('rules.levelWithMinor', { name, minor: info.minor });
}

/** Label of one value of an option field (red fives, minimum han, robot level). */
export function optionText(t: TFunction, field: string, value: number): string {
  if (field === 'dora_count') return t('rules.option.redFives', { count: value });
  if (field === 'fanfu') return t('rules.option.han', { count: value });
  if (field === 'ai_level') return t(`rules.option.aiLevel.${value}`, { defaultValue: String(value) });
  return String(value);
}

/** The inline text of a rule issue (`rule.error.<x>` → `rules.error.<x>`), its parameters made readable. */
export function issueText(t: TFunction, issue: RuleIssue): string {
  const key = issue.code.replace(/^rule\.error\./, '');
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(issue.params ?? {})) {
    if (Array.isArray(v)) params[k] = v.join(', ');
    else if ((k === 'requires' || k === 'with') && typeof v === 'string') params[k] = fieldLabel(t, v);
    else params[k] = v as string | number;
  }
  return t(`rules.error.${key}`, params);
}
