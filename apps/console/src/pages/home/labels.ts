import { THINKING_TYPES } from '@taikai/shared/enums';
import { cutToLength } from '@taikai/shared/text-length';
import type { TFunction } from 'i18next';

/** Date-time display format of the console (spec part 1 section 9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** First `max` characters (as people count them) and whether the text was cut. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  const cut = cutToLength(text, max);
  return cut.cut ? { text: `${cut.text}…`, cut: true } : cut;
}

export const gameModeLabel = (t: TFunction, mode: string) => t(`common.gameMode.${mode}`, { defaultValue: mode });
export const roundTypeLabel = (t: TFunction, roundType: number) =>
  t(`common.roundType.${roundType}`, { defaultValue: String(roundType) });

export function thinkingLabel(t: TFunction, thinkingType: number): string {
  const pair = THINKING_TYPES[thinkingType];
  return pair ? t('common.thinkingTime', { fixed: pair[0], added: pair[1] }) : String(thinkingType);
}
