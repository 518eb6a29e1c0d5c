import type { Executor } from '../../db/database.js';

export async function insertAnnouncement(
  db: Executor,
  a: { lang: string; title: string; content: string; now: number },
) {
  const row = await db
    .insertInto('announcements')
    .values({ lang: a.lang, title: a.title, content: a.content, create_time: a.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The language of the most recent announcement (null when there is none). */
export async function latestAnnouncementLang(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('announcements')
    .select('lang')
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.lang ?? null;
}

export function listAnnouncements(db: Executor, lang: string, limit = 20) {
  return db
    .selectFrom('announcements')
    .select(['id', 'title', 'content', 'create_time'])
    .where('lang', '=', lang)
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
