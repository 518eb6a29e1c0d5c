import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ErrorCode } from '@taikai/shared';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { createDatabase, migrateToLatest } from '../src/db/database.js';
import { insertAccount } from '../src/modules/account/account.repository.js';
import { insertSession } from '../src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../src/modules/auth/tokens.js';
import { makeContest } from './fixtures.js';
import { T0 } from './helpers.js';

/**
 * The served API on an SQLite file, as `npm start` runs it, with the memory of hot reads on: what the operator CLI or
 * a second process commits to the same file shows in the very next call, and so does the API's own write.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-coherence-'));
const file = path.join(dir, 'taikai.db');
const db = createDatabase({ url: `sqlite:${file}` });
await migrateToLatest(db);
const clock = new ManualClock(T0);
const app = await buildApp({ db, clock, logger: false, consoleDir: null, config: { demo: false } });
afterAll(async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const newAccount = (nickname: string) =>
  insertAccount(db, { nickname, email: null, password_hash: null, zone: 1, diamonds: 1000, now: T0 });
const creator = await newAccount('organiser');
const token = newToken();
await insertSession(db, hashToken(token), creator, T0, T0 + 86400);
const { unique_id, season_id } = await makeContest(db, creator, T0);
const headers = { authorization: `Majsoul ${token}` };
const get = (url: string) => app.inject({ method: 'GET', url, headers });
const listUrl = `/api/contest/contest_season_player_list?unique_id=${unique_id}&season_id=${season_id}&state=2`;
const detailUrl = `/api/contest/fetch_contest_detail?unique_id=${unique_id}`;
/** Another connection to the same file, as the CLI opens one; closed after one statement. */
function fromAnotherProcess(statement: string, ...params: unknown[]) {
  const other = new SQLite(file);
  other.prepare(statement).run(...params);
  other.close();
}

describe('read cache coherence through the API', () => {
  it('shows a player added by the API in the next list', async () => {
    const total = (await get(listUrl)).json().data.total;
    const player = await newAccount('newcomer');
    const res = await app.inject({
      method: 'POST',
      url: '/api/contest/add_contest_season_player',
      headers,
      payload: { unique_id, season_id, account_list: [player] },
    });
    expect(res.json().data.failed ?? []).toEqual([]);
    expect((await get(listUrl)).json().data.total).toBe(total + 1);
  });

  it('shows a player another process added in the next list', async () => {
    const player = await newAccount('outsider');
    const total = (await get(listUrl)).json().data.total;
    fromAnotherProcess(
      `insert into season_players (unique_id, season_id, account_id, state, nickname, remark, create_time, account_data)
       values (?, ?, ?, 2, 'outsider', '', ?, '{}')`,
      unique_id,
      season_id,
      player,
      T0,
    );
    await nextTurn();
    const list = (await get(listUrl)).json().data;
    expect(list.total).toBe(total + 1);
    expect(list.list.map((p: { nickname: string }) => p.nickname)).toContain('outsider');
  });

  it('shows an operator lock in the contest detail at once', async () => {
    expect((await get(detailUrl)).json().data.locked).toBe(0);
    fromAnotherProcess('update contests set locked = 1 where unique_id = ?', unique_id);
    await nextTurn();
    expect((await get(detailUrl)).json().data.locked).toBe(1);
  });

  it('refuses a token at once when the operator bans its account', async () => {
    expect((await get('/api/contest/fetch_account_info')).statusCode).toBe(200);
    fromAnotherProcess('update accounts set banned = 1 where account_id = ?', creator);
    await nextTurn();
    const res = await get('/api/contest/fetch_account_info');
    expect(res.json().error.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('refuses a token once its session has expired, though the session row is remembered', async () => {
    fromAnotherProcess('update accounts set banned = 0 where account_id = ?', creator);
    await nextTurn();
    expect((await get('/api/contest/fetch_account_info')).statusCode).toBe(200);
    clock.set(T0 + 86400);
    expect((await get('/api/contest/fetch_account_info')).json().error.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
