import { I18N_LANGS, type LangContent } from '@taikai/shared';
import { charCount } from '../../components/textCount';

/** Form model of the notice page: the texts of each language, and the `{lang, content}` lists the calls take. */

export type NoticeLang = 'default' | (typeof I18N_LANGS)[number];
export type NoticeTexts = Partial<Record<NoticeLang, string>>;

/** One `default` box when multi-language is off, else the five languages in tab order. */
export const noticeLangs = (i18n: number): readonly NoticeLang[] => (i18n === 1 ? I18N_LANGS : ['default']);

/**
 * The texts of a stored notice for the form. With multi-language on and only a `default` text stored (the switch
 * was turned on later), that text starts the Simplified Chinese tab; with it off, `default` (else Simplified
 * Chinese, else the first text) fills the single box.
 */
export function textsOf(list: readonly LangContent[] | undefined, i18n: number): NoticeTexts {
  const by = (lang: string) => list?.find((x) => x.lang === lang)?.content;
  if (i18n !== 1) return { default: by('default') ?? by('chs') ?? list?.find((x) => x.content)?.content ?? '' };
  const texts: NoticeTexts = Object.fromEntries(I18N_LANGS.map((l) => [l, by(l) ?? '']));
  if (I18N_LANGS.every((l) => !texts[l]) && by('default')) texts.chs = by('default');
  return texts;
}

export const listOf = (texts: NoticeTexts, i18n: number): LangContent[] =>
  noticeLangs(i18n).map((lang) => ({ lang, content: texts[lang] ?? '' }));

/** Length in characters as people count them (grapheme clusters), as the server counts it. */
export { charCount };

/** Languages whose text is over `max` characters. */
export const overLimit = (texts: NoticeTexts, i18n: number, max: number): NoticeLang[] =>
  noticeLangs(i18n).filter((l) => charCount(texts[l]) > max);

export const sameTexts = (a: NoticeTexts, b: NoticeTexts, i18n: number): boolean =>
  noticeLangs(i18n).every((l) => (a[l] ?? '') === (b[l] ?? ''));
