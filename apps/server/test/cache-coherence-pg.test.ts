import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@taikai/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { createDatabase, type Database, migrateToLatest } from '../src/db/database.js';
import { insertAccount } from '../src/modules/account/account.repository.js';
import { insertSession } from '../src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../src/modules/auth/tokens.js';
import { makeContest } from './fixtures.js';
import { T0 } from './helpers.js';

/**
 * The served API on PostgreSQL with the read cache on, and "another process" (a second connection pool on the same
 * schema) writing: each request waits once, at its start, for the read cache to hear every commit made before it
 * (plugins/read-barrier.ts), so the very next request after another process's commit shows it — its session, the
 * caller's role and the page, all cached reads made after that one barrier. Without the barrier these requests run
 * before the commit's notification is heard and answer from memory (the loops below fail).
 */
const url = process.env.TAIKAI_TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TAIKAI_TEST_DATABASE_URL : null;

describe.runIf(url)('read cache coherence across processes through the API (PostgreSQL)', () => {
  const schema = `k_${randomBytes(6).toString('hex')}`;
  let db: Database;
  let other: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  let unique_id: number;
  let season_id: number;
  let listUrl: string;
  const get = (path: string, t = token) =>
    app.inject({ method: 'GET', url: path, headers: { authorization: `Majsoul ${t}` } });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url ?? '' });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = createDatabase({ url: url ?? '', schema });
    await migrateToLatest(db);
    other = createDatabase({ url: url ?? '', schema, readCache: false });
    app = await buildApp({ db, clock: new ManualClock(T0), logger: false, consoleDir: null, config: { demo: false } });
    const creator = await insertAccount(db, {
      nickname: 'organiser',
      email: null,
      password_hash: null,
      zone: 1,
      diamonds: 1000,
      now: T0,
    });
    token = newToken();
    await insertSession(db, hashToken(token), creator, T0, T0 + 86400);
    ({ unique_id, season_id } = await makeContest(db, creator, T0));
    await db
      .insertInto('season_players')
      .values({
        unique_id,
        season_id,
        account_id: 7_000_001,
        state: 2,
        nickname: 'player',
        remark: '',
        create_time: T0,
        account_data: '{}',
      })
      .execute();
    listUrl = `/api/contest/contest_season_player_list?unique_id=${unique_id}&season_id=${season_id}&state=2`;
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await other?.destroy();
    const c = new pg.Client({ connectionString: url ?? '' });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  });

  it('shows another process’s commit in the very next request, every time', async () => {
    await get(listUrl); // the memory listens and holds the page
    for (let i = 0; i < 25; i++) {
      await other
        .updateTable('season_players')
        .set({ remark: `r${i}` })
        .where('unique_id', '=', unique_id)
        .where('account_id', '=', 7_000_001)
        .execute();
      const res = await get(listUrl);
      expect(res.json().data.list.map((p: { remark: string }) => p.remark)).toEqual([`r${i}`]);
    }
  });

  it('refuses at once a session another process ended, and a manager another process removed', async () => {
    const helper = await insertAccount(db, {
      nickname: 'helper',
      email: null,
      password_hash: null,
      zone: 1,
      diamonds: 0,
      now: T0,
    });
    for (let i = 0; i < 10; i++) {
      const t = newToken();
      await insertSession(db, hashToken(t), helper, T0, T0 + 86400);
      await db.insertInto('contest_admins').values({ unique_id, account_id: helper, create_time: T0 }).execute();
      expect((await get(listUrl, t)).statusCode).toBe(200); // cached now: the session and the role
      await other
        .deleteFrom('contest_admins')
        .where('unique_id', '=', unique_id)
        .where('account_id', '=', helper)
        .execute();
      expect((await get(listUrl, t)).json().error.code).toBe(ErrorCode.NO_PERMISSION);
      await other.deleteFrom('sessions').where('token_hash', '=', hashToken(t)).execute();
      expect((await get(listUrl, t)).json().error.code).toBe(ErrorCode.NOT_LOGGED_IN);
    }
  });
});
