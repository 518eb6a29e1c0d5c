import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, migrateToLatest, readCache } from './database.js';

/** The memory of hot reads (read-cache.ts) must never answer with data the database no longer holds. */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-read-cache-'));
const file = path.join(dir, 'cache.db');
const db: Database = createDatabase({ url: `sqlite:${file}` });
await migrateToLatest(db);
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

let seq = 0;
async function announcementCount(): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
function addAnnouncement(executor: Pick<Database, 'insertInto'> = db) {
  seq += 1;
  return executor
    .insertInto('announcements')
    .values({ lang: 'en', title: `t${seq}`, content: 'c', create_time: seq })
    .execute();
}
/** A read through the cache that counts how often it really went to the database. */
function counted(key: string) {
  let loads = 0;
  const read = () =>
    readCache(db).read(key, async () => {
      loads += 1;
      return { n: await announcementCount(), list: [{ seq }] };
    });
  return { read, loads: () => loads };
}

describe('read cache', () => {
  it('answers a repeated read from memory with a frozen value', async () => {
    const r = counted('repeat');
    const first = await r.read();
    const second = await r.read();
    expect(second).toBe(first);
    expect(r.loads()).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.list[0])).toBe(true);
    expect(() => {
      (first as { n: number }).n = 99;
    }).toThrow(TypeError);
  });

  it('shares one database read between concurrent misses', async () => {
    const r = counted('concurrent');
    const values = await Promise.all([r.read(), r.read(), r.read()]);
    expect(r.loads()).toBe(1);
    expect(new Set(values).size).toBe(1);
  });

  it('reads again after a write of this process, outside or inside a transaction', async () => {
    const r = counted('own-writes');
    const before = (await r.read()).n;
    await addAnnouncement();
    expect((await r.read()).n).toBe(before + 1);
    await db.transaction().execute((trx) => addAnnouncement(trx));
    expect((await r.read()).n).toBe(before + 2);
    await sql`update announcements set title = 'raw' where id = 1`.execute(db);
    await r.read();
    expect(r.loads()).toBe(4);
  });

  it('never uses memory inside a transaction, whose reads must see its own writes', async () => {
    const outside = await readCache(db).read('in-trx', () => announcementCount());
    await db
      .transaction()
      .execute(async (trx) => {
        await addAnnouncement(trx);
        const inside = await readCache(trx).read('in-trx', async () => {
          const row = await trx
            .selectFrom('announcements')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(row.n);
        });
        expect(inside).toBe(outside + 1);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await readCache(db).read('in-trx', () => announcementCount())).toBe(outside);
  });

  it('reads again after another connection commits (the operator CLI, a second process)', async () => {
    const r = counted('foreign');
    const before = (await r.read()).n;
    const other = new SQLite(file);
    other.prepare("insert into announcements (lang, title, content, create_time) values ('en', 'cli', 'c', 0)").run();
    other.close();
    await nextTurn();
    expect((await r.read()).n).toBe(before + 1);
    expect(r.loads()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const failing = () =>
      readCache(db).read('failing', async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return calls;
      });
    await expect(failing()).rejects.toThrow('boom');
    expect(await failing()).toBe(2);
  });

  it('stays bounded', async () => {
    const cache = readCache(db);
    for (let i = 0; i < 6_000; i++) await cache.read(`bounded:${i}`, async () => i);
    expect(cache.size).toBeLessThanOrEqual(5_000);
  });

  it('is absent when turned off, so every read goes to the database', async () => {
    const plain = createDatabase({ url: `sqlite:${file}`, readCache: false });
    let loads = 0;
    const read = () => readCache(plain).read('off', async () => ++loads);
    await read();
    await read();
    expect(loads).toBe(2);
    await plain.destroy();
  });
});
