import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { countingRemarkRead, twoContests } from '../../test/kit/read-cache.js';
import { cached, createDatabase, migrateToLatest, readCache, settleReads } from './database.js';
import * as cacheNotify from './migrations/2026-12-06_cache_notify.js';
import { BARRIER_SINCE_VERSION, LISTENER_NAME, PgReadCache } from './pg-read-cache.js';
import { announcedEffect, CONTEST_TABLES, cachedRead, watchedTables } from './read-cache.js';

/**
 * The memory of hot reads with two connections on one database, as two server processes (or a server and the
 * operator CLI) have them: on an SQLite file, and on PostgreSQL when TAIKAI_TEST_DATABASE_URL is set (CI runs both).
 * What one commits, the other's very next read shows; a commit in another contest keeps the other's entries.
 */
const url = process.env.TAIKAI_TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TAIKAI_TEST_DATABASE_URL : null;
const postgres = url !== null;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-shared-cache-'));
const file = path.join(dir, 'shared.db');
const schema = `c_${randomBytes(6).toString('hex')}`;
/** Runs one statement on a connection of its own, outside the app (psql, a script, the CLI). */
async function fromOutside(statement: string, params: unknown[]): Promise<void> {
  if (url) {
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    try {
      await client.query(statement, params);
    } finally {
      await client.end();
    }
    return;
  }
  const other = new SQLite(file);
  other.prepare(statement.replace(/\$\d+/g, '?')).run(...params);
  other.close();
}
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
}
const open = () => (url ? createDatabase({ url, schema }) : createDatabase({ url: `sqlite:${file}` }));
const here = open();
await migrateToLatest(here);
const there = open();
afterAll(async () => {
  await here.destroy();
  await there.destroy();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const { a, b } = await twoContests(here);
const { read: remarkOf, loadsOf } = countingRemarkRead('test.shared.remark');
const remark = (c: { unique_id: number; season_id: number }) => cached(here, remarkOf, c);
/**
 * What a request waits for at its start (plugins/read-barrier.ts): SQLite hears other connections once per turn of
 * the event loop; PostgreSQL once its barrier is back.
 */
const settle = () => (postgres ? settleReads(here) : nextTurn());

/** Waits until the PostgreSQL memory listens (the first lookup starts it; lookups before bypass it). */
async function listening(): Promise<void> {
  const cache = readCache(here) as PgReadCache;
  for (let i = 0; i < 1000 && !cache.listening; i++) {
    await remark(a);
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(cache.listening).toBe(true);
}

describe('read cache across connections', () => {
  it('keeps answers in memory between writes (PostgreSQL too, once its connection listens)', async () => {
    if (postgres) await listening();
    await remark(a);
    expect(await loadsOf(() => remark(a))).toBe(0);
  });

  it('shows a commit of the other connection in the very next read', async () => {
    expect(await remark(a)).not.toBe('from there');
    await there.updateTable('seasons').set({ remark: 'from there' }).where('unique_id', '=', a.unique_id).execute();
    await settle();
    expect(await remark(a)).toBe('from there');
    // and a commit inside the other's transaction, shown only once committed
    await there.transaction().execute(async (trx) => {
      await trx
        .updateTable('seasons')
        .set({ remark: 'in a transaction' })
        .where('unique_id', '=', a.unique_id)
        .execute();
    });
    await settle();
    expect(await remark(a)).toBe('in a transaction');
  });

  it('shows each of many commits of the other connection in the read right after it', async () => {
    // one commit can race its announcement and win by luck; twenty-five in a row cannot without a barrier
    for (let i = 0; i < 25; i++) {
      await remark(a);
      await there
        .updateTable('seasons')
        .set({ remark: `burst ${i}` })
        .where('unique_id', '=', a.unique_id)
        .execute();
      await settle();
      expect(await remark(a)).toBe(`burst ${i}`);
    }
  });

  it('shows a write from outside the app (raw SQL on its own connection) in the very next read', async () => {
    await remark(a);
    await fromOutside('update seasons set remark = $1 where unique_id = $2', ['raw outside', a.unique_id]);
    await settle();
    expect(await remark(a)).toBe('raw outside');
  });

  it('keeps contest A’s entries when the other connection writes in contest B', async () => {
    await Promise.all([remark(a), remark(b)]);
    await there.updateTable('seasons').set({ remark: 'only B' }).where('unique_id', '=', b.unique_id).execute();
    await settle();
    // both know the contest of every write of another connection (PostgreSQL: its announcement; SQLite: the keys
    // triggers recorded in cache_writes once data_version moved)
    expect(await loadsOf(() => remark(a))).toBe(0);
    expect(await cached(here, remarkOf, b)).toBe('only B');
    // raw SQL from outside the app is recorded the same way
    await Promise.all([remark(a), remark(b)]);
    await fromOutside('update seasons set remark = $1 where unique_id = $2', ['B from outside', b.unique_id]);
    await settle();
    expect(await loadsOf(() => remark(a))).toBe(0);
    expect(await cached(here, remarkOf, b)).toBe('B from outside');
  });

  it('keeps every entry when the other connection writes only tables no cached read depends on', async () => {
    // what a game thread does all the time (games, decisions, events): nothing remembered is forgotten
    await Promise.all([remark(a), remark(b)]);
    for (let i = 0; i < 5; i++) {
      await there
        .insertInto('audit_log')
        .values({ unique_id: a.unique_id, account_id: 1, action: 'test.other', before: '', after: '', create_time: i })
        .execute();
      await settle();
      expect(await loadsOf(() => Promise.all([remark(a), remark(b)]))).toBe(0);
    }
  });

  it('reads from the database while it cannot hear, and forgets what it held once it hears again', async () => {
    if (!postgres) {
      // SQLite has nothing to lose: data_version is read from the file itself on every turn
      expect(readCache(here).size).toBeGreaterThan(0);
      return;
    }
    await listening();
    const cache = readCache(here) as PgReadCache;
    const admin = new pg.Client({ connectionString: url ?? '' });
    await admin.connect();
    // cut this process's listening connection, as a restart of the database or a network fault would
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [
      LISTENER_NAME,
    ]);
    await admin.end();
    for (let i = 0; i < 200 && cache.listening; i++) await new Promise((r) => setTimeout(r, 10));
    expect(cache.listening).toBe(false);
    // meanwhile a write it cannot hear: every read goes to the database, so it is seen
    await there.updateTable('seasons').set({ remark: 'while deaf' }).where('unique_id', '=', a.unique_id).execute();
    expect(await remark(a)).toBe('while deaf');
    expect(await loadsOf(() => remark(a))).toBe(1);
    await listening(); // it tries to listen again after a second
    expect(await remark(a)).toBe('while deaf');
    expect(await loadsOf(() => remark(a))).toBe(0);
  });
});

describe('the PostgreSQL server version', () => {
  const read = cachedRead({
    name: 'test.shared.version',
    tables: ['seasons'],
    load: async () => 0,
  });
  /** How many of `times` lookups, a few milliseconds apart, went to the loader, once the connection had its chance. */
  async function loadsWith(minServerVersion: number | undefined, times: number): Promise<[number, boolean]> {
    const cache = new PgReadCache({
      connectionString: url ?? '',
      options: `-c search_path=${schema}`,
      minServerVersion,
    });
    let loads = 0;
    const load = async () => ++loads;
    try {
      await cache.get(read, { unique_id: a.unique_id, season_id: a.season_id }, load); // starts listening
      for (let i = 0; i < 100 && !cache.listening; i++) await new Promise((r) => setTimeout(r, 10));
      loads = 0;
      for (let i = 0; i < times; i++) {
        await cache.settle();
        await cache.get(read, { unique_id: a.unique_id, season_id: a.season_id }, load);
      }
      return [loads, cache.listening];
    } finally {
      await cache.close();
    }
  }

  it('keeps no memory on a server older than the barrier needs; a recent one is remembered', async () => {
    if (!postgres) return; // SQLite has no such server
    expect(await loadsWith(10_000_000, 5)).toEqual([5, false]); // "older" than a version no server has
    expect(await loadsWith(undefined, 5)).toEqual([1, true]); // this server (CI runs PostgreSQL 15)
    expect(BARRIER_SINCE_VERSION).toBe(140_000);
  });
});

describe('what PostgreSQL announces', () => {
  it('covers, with triggers, every table a cached read depends on', async () => {
    const covered = new Set([...cacheNotify.CONTEST_TABLES, ...cacheNotify.PLAIN_TABLES]);
    for (const table of watchedTables()) expect(covered, table).toContain(table);
    for (const table of cacheNotify.CONTEST_TABLES) expect(CONTEST_TABLES, table).toContain(table);
    if (!postgres) return;
    const { rows } = await sql<{ table: string; trigger: string }>`
      select c.relname as "table", t.tgname as "trigger" from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where t.tgname like 'taikai_cache_%' and n.nspname = current_schema()`.execute(here);
    for (const table of cacheNotify.CONTEST_TABLES)
      expect(
        rows
          .filter((r) => r.table === table)
          .map((r) => r.trigger)
          .sort(),
        table,
      ).toEqual(['taikai_cache_delete', 'taikai_cache_insert', 'taikai_cache_truncate', 'taikai_cache_update']);
    for (const table of cacheNotify.PLAIN_TABLES)
      expect(
        rows.filter((r) => r.table === table).map((r) => r.trigger),
        table,
      ).toEqual(['taikai_cache_write']);
  });

  it('turns an announcement into the same effect a statement of this process has', () => {
    const watched = new Set(['seasons', 'accounts', 'sessions', 'contests']);
    expect(announcedEffect('seasons', 'UPDATE', [7, 9], watched)).toEqual(['contest:7', 'contest:9']);
    expect(announcedEffect('seasons', 'INSERT', 'all', watched)).toBe('all');
    expect(announcedEffect('seasons', 'DELETE', [7], watched)).toBe('all'); // a parent row: others point at it
    expect(announcedEffect('seasons', 'TRUNCATE', 'all', watched)).toBe('all');
    expect(announcedEffect('accounts', 'UPDATE', 'all', watched)).toEqual(['accounts']);
    expect(announcedEffect('sessions', 'DELETE', 'all', watched)).toEqual(['sessions']);
    expect(announcedEffect('audit_log', 'INSERT', [7], watched)).toBe('none');
  });
});
