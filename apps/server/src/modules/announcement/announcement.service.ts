import { PAGE_LANGS, type PageLang } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import { sanitizeHtml } from '../../lib/sanitize.js';
import { latestAnnouncementLang, listAnnouncements } from './announcement.repository.js';

/**
 * Every way a caller may name a page language: the page codes, the payload codes of the spec (chs, chs_t, jp, kr,
 * en) and BCP 47 tags (`ko-KR`, `ja-JP`, `zh-Hant`, ...), compared lower-case with `_` as `-`.
 */
const ALIASES: Record<PageLang, readonly string[]> = {
  'zh-CN': ['zh-cn', 'zh-hans', 'zh-hans-cn', 'zh-sg', 'zh', 'chs', 'cn', 'default'],
  'zh-TW': ['zh-tw', 'zh-hant', 'zh-hant-tw', 'zh-hk', 'zh-mo', 'chs-t', 'cht', 'tw'],
  'en-US': ['en-us', 'en', 'en-gb'],
  ja: ['ja', 'ja-jp', 'jp'],
  kr: ['kr', 'ko', 'ko-kr'],
};

/** The page language a `language` parameter names, or null when it names none of the five. */
export function announcementLang(language: string | undefined): PageLang | null {
  const want = (language ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (!want) return null;
  for (const lang of PAGE_LANGS) if (ALIASES[lang].includes(want)) return lang;
  // a regional tag of a known base (`en-AU`, `ja-Latn`): its base language
  const [base, ...rest] = want.split('-');
  if (base === 'zh') return rest.some((p) => ['hant', 'tw', 'hk', 'mo'].includes(p)) ? 'zh-TW' : 'zh-CN';
  return PAGE_LANGS.find((lang) => ALIASES[lang].includes(base)) ?? null;
}

/**
 * Official announcements in the caller's language. Announcements are stored one row per language; the caller gets
 * the rows of their language, else — as contest names and notices fall back (the console's `localizedContent`:
 * own language, then default/Simplified Chinese, then whatever there is) — the Simplified Chinese rows, else the
 * rows of the language posted most recently. Each item says which language it is in (`lang`, a page code), so
 * the page can mark it (a Chinese fallback inside a Japanese page is drawn with Chinese glyphs). HTML sanitised.
 */
export async function fetchAnnouncements(ctx: AppContext, language: string | undefined) {
  const chain: PageLang[] = [];
  const asked = announcementLang(language);
  if (asked) chain.push(asked);
  if (!chain.includes('zh-CN')) chain.push('zh-CN');
  for (const lang of chain) {
    const rows = await listAnnouncements(ctx.db, lang);
    if (rows.length > 0) return present(rows, lang);
  }
  const other = await latestAnnouncementLang(ctx.db);
  return present(other ? await listAnnouncements(ctx.db, other) : [], other ?? 'zh-CN');
}

function present(rows: Awaited<ReturnType<typeof listAnnouncements>>, lang: string) {
  return {
    list: rows.map((r) => ({ ...r, lang, title: sanitizeHtml(r.title), content: sanitizeHtml(r.content) })),
  };
}
