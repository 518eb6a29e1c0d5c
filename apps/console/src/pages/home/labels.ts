import { THINKING_TYPES } from '@taikai/shared/enums';
import type { TFunction } from 'i18next';

/** Date-time display format of the console (spec part 1 section 9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** First `max` characters (by code point) and whether the text was cut. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  const chars = Array.from(text);
  return chars.length > max ? { text: `${chars.slice(0, max).join('')}…`, cut: true } : { text, cut: false };
}

export const gameModeLabel = (t: TFunction, mode: string) => t(`common.gameMode.${mode}`, { defaultValue: mode });
export const roundTypeLabel = (t: TFunction, roundType: number) =>
  t(`common.roundType.${roundType}`, { defaultValue: String(roundType) });

export function thinkingLabel(t: TFunction, thinkingType: number): string {
  const pair = THINKING_TYPES[thinkingType];
  return pair ? t('common.thinkingTime', { fixed: pair[0], added: pair[1] }) : String(thinkingType);
}
