import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zoneIdRange } from '@taikai/shared';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../../db/database.js';
import { insertAccount, type NewAccount } from './account.repository.js';

/**
 * Account ids are allocated as "the zone's highest id + 1". Two writers on one database (the server and the operator
 * CLI, two servers) can read the same highest id; both accounts must still be created, with different ids. Two
 * handles on one database: an SQLite file, or PostgreSQL when TAIKAI_TEST_DATABASE_URL is set (CI runs both).
 */
const url = process.env.TAIKAI_TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TAIKAI_TEST_DATABASE_URL : null;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-account-ids-'));
const schema = `a_${randomBytes(6).toString('hex')}`;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
}
const open = () =>
  url ? createDatabase({ url, schema }) : createDatabase({ url: `sqlite:${path.join(dir, 'accounts.db')}` });
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

let n = 0;
const account = (zone: 1 | 2 | 3 = 1): NewAccount => {
  n++;
  return { nickname: `racer ${n}`, email: `racer${n}@taikai.test`, password_hash: null, zone, diamonds: 0, now: 1 };
};

describe(`insertAccount with two writers (${url ? 'PostgreSQL' : 'SQLite file'})`, () => {
  it('creates every account when both read the same highest id, each with its own id in the zone', async () => {
    const before = await here.selectFrom('accounts').select('account_id').execute();
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, i) => insertAccount(i % 2 === 0 ? here : there, account(2))),
    );
    expect(new Set(ids).size).toBe(24);
    const { first, last } = zoneIdRange(2);
    for (const id of ids) expect(id >= first && id <= last).toBe(true);
    const rows = await here.selectFrom('accounts').select(['account_id', 'nickname']).execute();
    expect(rows.length).toBe(before.length + 24);
    const stored = new Set(rows.map((r) => r.account_id));
    for (const id of ids) expect(stored.has(id)).toBe(true);
  });

  it('creates every account when the writers allocate inside their own transactions', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? here : there).transaction().execute((trx) => insertAccount(trx, account(3))),
      ),
    );
    expect(new Set(ids).size).toBe(12);
  });

  it('still refuses a taken e-mail, and the refused account is not stored', async () => {
    const taken = account(1);
    await insertAccount(here, taken);
    const again = { ...account(1), email: taken.email };
    await expect(insertAccount(there, again)).rejects.toThrow();
    const named = await here
      .selectFrom('accounts')
      .select('account_id')
      .where('nickname', '=', again.nickname)
      .execute();
    expect(named).toEqual([]);
  });
});
