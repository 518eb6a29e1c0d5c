import { PAGE_LANGS, type PageLang } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import { sanitizeHtml } from '../../lib/sanitize.js';
import { listAnnouncements } from './announcement.repository.js';

/** Official announcements in the page language (falling back to Simplified Chinese), HTML sanitised. */
export async function fetchAnnouncements(ctx: AppContext, language: string | undefined) {
  const lang: PageLang = (PAGE_LANGS as readonly string[]).includes(language ?? '') ? (language as PageLang) : 'zh-CN';
  let rows = await listAnnouncements(ctx.db, lang);
  if (rows.length === 0 && lang !== 'zh-CN') rows = await listAnnouncements(ctx.db, 'zh-CN');
  return { list: rows.map((r) => ({ ...r, title: sanitizeHtml(r.title), content: sanitizeHtml(r.content) })) };
}
