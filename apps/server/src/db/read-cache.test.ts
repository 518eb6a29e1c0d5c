import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { countingRemarkRead, twoContests } from '../../test/kit/read-cache.js';
import { cached, createDatabase, type Database, type Executor, migrateToLatest, readCache } from './database.js';
import * as cacheNotify from './migrations/2026-12-06_cache_notify.js';
import { CONTEST_TABLES, cachedRead, entryKey, type TableName, writeEffect } from './read-cache.js';

/** The memory of hot reads (read-cache.ts) must never answer with data the database no longer holds. */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-read-cache-'));
const file = path.join(dir, 'cache.db');
const db: Database = createDatabase({ url: `sqlite:${file}` });
await migrateToLatest(db);
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const { owner, a, b } = await twoContests(db);
const { read: remarkOf, loadsOf } = countingRemarkRead('test.remark', (remark, loads) => ({
  remark,
  list: [{ loads }],
}));
const nickname = cachedRead({
  name: 'test.nickname',
  tables: ['accounts'],
  load: async (x: Executor, p: { account_id: number }) => {
    const row = await x
      .selectFrom('accounts')
      .select('nickname')
      .where('account_id', '=', p.account_id)
      .executeTakeFirst();
    return row?.nickname;
  },
});

const remark = (c: { unique_id: number; season_id: number }) => cached(db, remarkOf, c);
const setRemark = (c: { unique_id: number; season_id: number }, text: string, x: Executor = db) =>
  x
    .updateTable('seasons')
    .set({ remark: text })
    .where('unique_id', '=', c.unique_id)
    .where('season_id', '=', c.season_id)
    .execute();

describe('read cache', () => {
  it('answers a repeated read from memory with a frozen value', async () => {
    const first = await remark(a);
    expect(await loadsOf(() => remark(a))).toBe(0);
    expect(await remark(a)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.list[0])).toBe(true);
    expect(() => {
      (first as { remark: string }).remark = 'x';
    }).toThrow(TypeError);
  });

  it('builds keys from the read’s name and every field of its params, in any order', () => {
    expect(entryKey('r', { b: 1, a: [2, { d: 1, c: undefined }] })).toBe(entryKey('r', { a: [2, { d: 1 }], b: 1 }));
    expect(entryKey('r', { a: 1 })).not.toBe(entryKey('r', { a: 1, search: '' }));
    expect(entryKey('r', { a: 1 })).not.toBe(entryKey('s', { a: 1 }));
  });

  it('shares one database read between concurrent misses', async () => {
    await setRemark(a, 'concurrent');
    const n = await loadsOf(() => Promise.all([remark(a), remark(a), remark(a)]));
    expect(n).toBe(1);
  });

  it('a write in contest A empties A’s entries and keeps contest B’s', async () => {
    await Promise.all([remark(a), remark(b)]);
    await setRemark(a, 'changed in A');
    expect(await loadsOf(() => remark(b))).toBe(0);
    expect((await remark(a)).remark).toBe('changed in A');
    await db.transaction().execute((trx) => setRemark(b, 'changed in B', trx));
    expect(await loadsOf(() => remark(a))).toBe(0);
    expect((await remark(b)).remark).toBe('changed in B');
  });

  it('an account write empties what depends on accounts, and keeps contest entries', async () => {
    await Promise.all([remark(a), cached(db, nickname, { account_id: owner })]);
    await db.updateTable('accounts').set({ nickname: 'renamed' }).where('account_id', '=', owner).execute();
    expect(await loadsOf(() => remark(a))).toBe(0);
    expect(await cached(db, nickname, { account_id: owner })).toBe('renamed');
  });

  it('a write it cannot pin to one contest, and raw SQL, empty everything', async () => {
    await Promise.all([remark(a), remark(b)]);
    await db.updateTable('seasons').set({ remark: 'all' }).where('season_id', '=', 1).execute();
    expect(await loadsOf(() => Promise.all([remark(a), remark(b)]))).toBe(2);
    await sql`update seasons set remark = 'raw' where unique_id = ${a.unique_id}`.execute(db);
    expect(await loadsOf(() => Promise.all([remark(a), remark(b)]))).toBe(2);
    expect((await remark(a)).remark).toBe('raw');
  });

  it('a write to a table no cached read depends on changes no entry', async () => {
    await remark(a);
    await db.insertInto('announcements').values({ lang: 'en', title: 't', content: 'c', create_time: 0 }).execute();
    expect(await loadsOf(() => remark(a))).toBe(0);
  });

  it('reads again when a write overlapped the read', async () => {
    await setRemark(a, 'before');
    const reading = remark(a);
    const writing = setRemark(a, 'after');
    await Promise.all([reading, writing]);
    expect((await remark(a)).remark).toBe('after');
  });

  it('never uses memory inside a transaction, whose reads must see its own writes', async () => {
    const outside = (await remark(a)).remark;
    await db
      .transaction()
      .execute(async (trx) => {
        await setRemark(a, 'inside', trx);
        expect((await cached(trx, remarkOf, a)).remark).toBe('inside');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await remark(a)).remark).toBe(outside);
  });

  it('reads everything again after another connection commits (the operator CLI, a second process)', async () => {
    await Promise.all([remark(a), remark(b)]);
    const other = new SQLite(file);
    other.prepare('update seasons set remark = ? where unique_id = ?').run('cli', b.unique_id);
    other.close();
    await nextTurn();
    expect(await loadsOf(() => Promise.all([remark(a), remark(b)]))).toBe(2);
    expect((await remark(b)).remark).toBe('cli');
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const failing = cachedRead({
      name: 'test.failing',
      tables: [],
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return calls;
      },
    });
    await expect(cached(db, failing, {})).rejects.toThrow('boom');
    expect(await cached(db, failing, {})).toBe(2);
  });

  it('refuses (in tests) a loader that reads a table its read does not declare', async () => {
    const sneaky = cachedRead({
      name: 'test.sneaky',
      tables: ['seasons'] as TableName[],
      load: (x: Executor, p: { unique_id: number }) =>
        x.selectFrom('contests').select('unique_id').where('unique_id', '=', p.unique_id).execute(),
    });
    await expect(cached(db, sneaky, { unique_id: a.unique_id })).rejects.toThrow(/undeclared tables: contests/);
  });

  it('knows the tables of a SELECT with aliases, joins and subqueries', async () => {
    const { tablesRead } = await import('./read-cache.js');
    const q = db
      .selectFrom('season_players as p')
      .leftJoin('accounts as a', 'a.account_id', 'p.account_id')
      .select(['p.account_id', (eb) => eb.selectFrom('seasons').select('remark').limit(1).as('r')])
      .where('p.unique_id', '=', 1);
    expect([...tablesRead(q.toOperationNode())].sort()).toEqual(['accounts', 'season_players', 'seasons']);
  });

  it('refuses two reads of one name, and a contest read without unique_id', async () => {
    expect(() => cachedRead({ name: 'test.remark', tables: [], load: async () => 0 })).toThrow(/twice/);
    const unscoped = cachedRead({ name: 'test.unscoped', tables: ['seasons'], load: async () => 0 });
    expect(() => cached(db, unscoped, { season_id: 1 })).toThrow(/unique_id/);
  });

  it('stays bounded', async () => {
    const many = cachedRead({ name: 'test.many', tables: [], load: async (_x, p: { i: number }) => p.i });
    for (let i = 0; i < 6_000; i++) await cached(db, many, { i });
    expect(readCache(db).size).toBeLessThanOrEqual(5_000);
  });

  it('is absent when turned off, so every read goes to the database', async () => {
    const plain = createDatabase({ url: `sqlite:${file}`, readCache: false });
    expect(await loadsOf(() => cached(plain, remarkOf, a))).toBe(1);
    expect(await loadsOf(() => cached(plain, remarkOf, a))).toBe(1);
    await plain.destroy();
  });
});

describe('what a write empties, read from the statement', () => {
  const watched = new Set(['seasons', 'season_players', 'accounts', 'sessions', 'contests']);
  const effect = (q: { toOperationNode(): unknown }) => writeEffect(q.toOperationNode() as never, watched);
  const row = (unique_id: number, account_id: number) => ({
    unique_id,
    season_id: 1,
    account_id,
    state: 2,
    nickname: 'n',
    remark: '',
    create_time: 0,
    account_data: '{}',
  });

  it('pins inserts, updates and deletes that name one contest', () => {
    expect(effect(db.insertInto('season_players').values([row(7, 1), row(7, 2)]))).toEqual(['contest:7']);
    expect(
      effect(db.updateTable('seasons').set({ remark: 'r' }).where('season_id', '=', 1).where('unique_id', '=', 7)),
    ).toEqual(['contest:7']);
    expect(
      effect(db.deleteFrom('season_players').where('unique_id', '=', 7).where('account_id', 'in', [1, 2])),
    ).toEqual(['contest:7']);
  });

  it('empties everything for rows of several contests, a moved row, an unpinned write or a parent row deleted', () => {
    expect(effect(db.insertInto('season_players').values([row(7, 1), row(8, 2)]))).toBe('all');
    expect(effect(db.updateTable('season_players').set({ unique_id: 8 }).where('unique_id', '=', 7))).toBe('all');
    expect(effect(db.updateTable('seasons').set({ remark: 'r' }).where('season_id', '=', 1))).toBe('all');
    expect(
      effect(
        db
          .updateTable('seasons')
          .set({ remark: 'r' })
          .where((eb) => eb.or([eb('unique_id', '=', 7), eb('season_id', '=', 1)])),
      ),
    ).toBe('all');
    expect(effect(db.deleteFrom('seasons').where('unique_id', '=', 7))).toBe('all');
    expect(effect(db.deleteFrom('accounts').where('account_id', '=', 7))).toBe('all');
  });

  it('empties account and session lookups for their tables, and nothing for tables no read depends on', () => {
    expect(effect(db.updateTable('accounts').set({ banned: 1 }).where('account_id', '=', 7))).toEqual(['accounts']);
    expect(effect(db.deleteFrom('sessions').where('token_hash', '=', 'h'))).toEqual(['sessions']);
    expect(
      effect(
        db
          .insertInto('audit_log')
          .values({ unique_id: 7, account_id: 1, action: 'x', before: '', after: '', create_time: 0 }),
      ),
    ).toBe('none');
  });
});

describe('the schema the read cache relies on', () => {
  it('lists as contest tables only tables of the database with a unique_id column', async () => {
    for (const table of CONTEST_TABLES) {
      const columns = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
      expect(
        columns.rows.map((c) => c.name),
        table,
      ).toContain('unique_id');
    }
  });

  it('has only the reviewed triggers, whose writes stay in the contest of the row that fired them', async () => {
    const rows = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'trigger' order by name`.execute(db);
    const recorders = [...cacheNotify.CONTEST_TABLES, ...cacheNotify.PLAIN_TABLES].flatMap((table) =>
      ['delete', 'insert', 'update'].map((op) => `cache_writes_${table}_${op}`),
    );
    expect(rows.rows.map((r) => r.name)).toEqual(
      [
        ...recorders, // they write cache_writes only, which no cached read declares (migration 2026-12-08)
        'season_players_count_delete',
        'season_players_count_insert',
        'season_players_count_update',
      ].sort(),
    );
  });
});
