import { type Kysely, sql } from 'kysely';

/**
 * PostgreSQL only: every committed write to a table the read cache depends on is announced on the channel
 * `taikai_cache` (pg-read-cache.ts), whichever process, connection or tool made it. The payload is
 * `<schema>:<table>:<operation>:<contests>` — the distinct `unique_id`s of the rows the statement touched (from its
 * transition tables), or `*` for a table without contests or too many to list. NOTIFY is transactional: the
 * announcement is delivered at commit, and not at all after a rollback. Statement triggers, so a statement of
 * 10,000 rows is one announcement. SQLite has one process per file and reads `PRAGMA data_version` instead: nothing
 * to do there. Frozen once landed; never imports app code (a test checks that every table a cached read declares is
 * covered here).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

/** Tables with a `unique_id` column: their announcements name the contests touched. */
export const CONTEST_TABLES = [
  'contests',
  'contest_admins',
  'seasons',
  'season_players',
  'season_player_counts',
  'season_standings',
  'season_player_stats',
];
/** Tables without contests: any write empties what depends on them. */
export const PLAIN_TABLES = ['accounts', 'sessions'];
const OPERATIONS = ['insert', 'update', 'delete'] as const;

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function taikai_cache_rows() returns trigger language plpgsql as $$
    declare ids text;
    begin
      if tg_op = 'INSERT' then
        select string_agg(distinct unique_id::text, ',') into ids from new_rows;
      elsif tg_op = 'UPDATE' then
        select string_agg(distinct unique_id::text, ',') into ids
        from (select unique_id from new_rows union select unique_id from old_rows) touched;
      else
        select string_agg(distinct unique_id::text, ',') into ids from old_rows;
      end if;
      if ids is null then
        return null; -- the statement touched no row
      end if;
      if length(ids) > 7000 then
        ids := '*'; -- NOTIFY payloads stop at 8000 bytes
      end if;
      perform pg_notify('taikai_cache', tg_table_schema || ':' || tg_table_name || ':' || tg_op || ':' || ids);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function taikai_cache_table() returns trigger language plpgsql as $$
    begin
      perform pg_notify('taikai_cache', tg_table_schema || ':' || tg_table_name || ':' || tg_op || ':*');
      return null;
    end
    $$
  `.execute(db);
  for (const table of CONTEST_TABLES) {
    for (const op of OPERATIONS) {
      const referencing =
        op === 'insert'
          ? 'new table as new_rows'
          : op === 'update'
            ? 'old table as old_rows new table as new_rows'
            : 'old table as old_rows';
      await sql
        .raw(
          `create trigger taikai_cache_${op} after ${op} on ${table} referencing ${referencing}
           for each statement execute function taikai_cache_rows()`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `create trigger taikai_cache_truncate after truncate on ${table} for each statement execute function taikai_cache_table()`,
      )
      .execute(db);
  }
  for (const table of PLAIN_TABLES) {
    await sql
      .raw(
        `create trigger taikai_cache_write after insert or update or delete or truncate on ${table}
         for each statement execute function taikai_cache_table()`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of CONTEST_TABLES) {
    for (const op of [...OPERATIONS, 'truncate'])
      await sql.raw(`drop trigger if exists taikai_cache_${op} on ${table}`).execute(db);
  }
  for (const table of PLAIN_TABLES) await sql.raw(`drop trigger if exists taikai_cache_write on ${table}`).execute(db);
  await sql`drop function if exists taikai_cache_rows()`.execute(db);
  await sql`drop function if exists taikai_cache_table()`.execute(db);
}
