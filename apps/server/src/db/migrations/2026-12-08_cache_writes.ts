import { type Kysely, sql } from 'kysely';
import { CONTEST_TABLES, PLAIN_TABLES } from './2026-12-06_cache_notify.js';

/**
 * SQLite: what other connections wrote, for the read cache (sqlite-read-cache.ts). `PRAGMA data_version` says only
 * that another connection committed; with game threads (games/threads) another connection commits all the time —
 * to tables no cached read depends on. Row triggers on every table a cached read depends on (the same tables
 * PostgreSQL announces, 2026-12-06_cache_notify) record each write as `<table>:<OPERATION>:<unique_id or *>` with a
 * sequence number (one row per key, the number moved on), whichever connection or tool wrote; a connection that saw
 * data_version move reads the keys past the number it last read and forgets only what they name. The table exists on
 * PostgreSQL too (one schema for both), unused there. Frozen once landed; never imports app code.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

/** The statement a trigger runs for one written row: its key's number moved past every other. */
const record = (key: string) => `
  insert into cache_writes (write_key, seq) values (${key}, (select coalesce(max(seq), 0) + 1 from cache_writes))
  on conflict (write_key) do update set seq = excluded.seq;`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('cache_writes')
    .addColumn('write_key', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cache_writes_seq').on('cache_writes').column('seq').execute();
  if (isPostgres(db)) return;
  for (const table of CONTEST_TABLES) {
    const key = (op: string, row: 'NEW' | 'OLD') => `'${table}:${op}:' || ${row}.unique_id`;
    await sql
      .raw(
        `create trigger cache_writes_${table}_insert after insert on ${table} begin ${record(key('INSERT', 'NEW'))} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger cache_writes_${table}_update after update on ${table} begin
         ${record(key('UPDATE', 'OLD'))} ${record(key('UPDATE', 'NEW'))} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger cache_writes_${table}_delete after delete on ${table} begin ${record(key('DELETE', 'OLD'))} end`,
      )
      .execute(db);
  }
  for (const table of PLAIN_TABLES) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger cache_writes_${table}_${op} after ${op} on ${table} begin
           ${record(`'${table}:${op.toUpperCase()}:*'`)} end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) {
    for (const table of [...CONTEST_TABLES, ...PLAIN_TABLES]) {
      for (const op of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists cache_writes_${table}_${op}`).execute(db);
      }
    }
  }
  await db.schema.dropTable('cache_writes').execute();
}
