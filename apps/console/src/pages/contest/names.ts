import { I18N_LANGS, type LangContent, LIMITS } from '@taikai/shared';
import { cutToLength, textLength } from '@taikai/shared/text-length';

/** Contest names per payload language: one `default` name, or five when multi-language is on. */

export type NameLang = 'default' | (typeof I18N_LANGS)[number];
export type NameValues = Record<NameLang, string>;
export type NameError = 'required' | 'tooLong';

export const MULTI_NAME_LANGS: readonly NameLang[] = I18N_LANGS;

/** Chinese names (and the single default name) allow 25 characters, the other languages 50. */
export function nameMax(lang: NameLang): number {
  return lang === 'default' || lang === 'chs' || lang === 'chs_t'
    ? LIMITS.contestNameMax
    : LIMITS.contestNameMaxNonChinese;
}

/** Length in characters as people count them (an emoji, even a ZWJ family, is one; shared with the server). */
export const charCount = textLength;

export function nameError(lang: NameLang, value: string): NameError | null {
  if (value.trim() === '') return 'required';
  if (charCount(value.trim()) > nameMax(lang)) return 'tooLong';
  return null;
}

export function namesFromList(list: readonly LangContent[]): NameValues {
  const values: NameValues = { default: '', chs: '', chs_t: '', jp: '', en: '', kr: '' };
  for (const item of list) if (item.lang in values) values[item.lang as NameLang] = item.content;
  return values;
}

/** Cuts to `max` characters with an ellipsis; `cut` tells whether anything was left off. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  const cut = cutToLength(text, max);
  return cut.cut ? { text: `${cut.text}…`, cut: true } : cut;
}
