import { CONTENT_LANGS, type ContentLang, I18N_LANGS, type LangContent, LIMITS } from '@taikai/shared';
import { textLength } from '@taikai/shared/text-length';
import { ErrorCode, ensure, fail } from '../../errors.js';
import { findForbiddenWord } from './forbidden-words.js';

/**
 * Contest names (spec part 1 section 5): one `default` name of at most 25 characters without multi-language;
 * with it, names in chs, chs_t, jp, en and kr are all required, at most 25 characters for the Chinese ones and
 * 50 for the others. Lengths count characters as people see them (grapheme clusters, the shared `textLength`
 * the console's counters use), not UTF-16 units or code points. Names are stored trimmed.
 */
export const nameLength = textLength;

export function nameMaxFor(lang: ContentLang): number {
  return lang === 'default' || lang === 'chs' || lang === 'chs_t'
    ? LIMITS.contestNameMax
    : LIMITS.contestNameMaxNonChinese;
}

function checkOne(lang: ContentLang, content: string, words: readonly string[], field: string): void {
  ensure(nameLength(content) <= nameMaxFor(lang), ErrorCode.NAME_TOO_LONG, field);
  ensure(findForbiddenWord(words, content) === null, ErrorCode.FORBIDDEN_WORD, field);
}

/** The name of a new contest: the `default` entry (else the first), stored as the single `default` name. */
export function validateCreateName(list: readonly LangContent[], words: readonly string[]): LangContent[] {
  const entry = list.find((e) => e.lang === 'default') ?? list[0];
  const content = (entry?.content ?? '').trim();
  ensure(content.length > 0, ErrorCode.PARAM_ERROR, 'name');
  checkOne('default', content, words, 'name');
  return [{ lang: 'default', content }];
}

/**
 * The names of a contest against its multi-language switch. Returns the list to store: trimmed, empty optional
 * entries dropped, in the order of CONTENT_LANGS. Fields are named `<prefix>.<lang>`.
 */
export function validateNames(
  list: readonly LangContent[],
  i18n: boolean,
  words: readonly string[],
  prefix = 'setting.name',
): LangContent[] {
  const byLang = new Map<ContentLang, string>();
  for (const e of list) {
    if (byLang.has(e.lang)) fail(ErrorCode.PARAM_ERROR, `${prefix}.${e.lang}`);
    byLang.set(e.lang, e.content.trim());
  }
  const required: readonly ContentLang[] = i18n ? I18N_LANGS : ['default'];
  for (const lang of required) ensure(byLang.get(lang), ErrorCode.PARAM_ERROR, `${prefix}.${lang}`);
  const out: LangContent[] = [];
  for (const lang of CONTENT_LANGS) {
    const content = byLang.get(lang);
    if (!content) continue;
    checkOne(lang, content, words, `${prefix}.${lang}`);
    out.push({ lang, content });
  }
  return out;
}

const langOrder = (e: LangContent) => CONTENT_LANGS.indexOf(e.lang);

/** Whether two name lists say the same, whatever their order. */
export function sameNames(a: readonly LangContent[], b: readonly LangContent[]): boolean {
  const key = (l: readonly LangContent[]) =>
    JSON.stringify([...l].sort((x, y) => langOrder(x) - langOrder(y)).map((e) => [e.lang, e.content]));
  return key(a) === key(b);
}
