import type { AddressInfo } from 'node:net';
import { BroadcastChannel } from 'node:worker_threads';
import { PlayerState } from '@taikai/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/database.js';
import { insertAccount } from '../../modules/account/account.repository.js';
import { insertSession } from '../../modules/auth/auth.repository.js';
import { hashToken, newToken } from '../../modules/auth/tokens.js';
import { EMPTY_ACCOUNT_DATA, insertPlayers } from '../../modules/roster/roster.repository.js';
import { robotPolicy, TableClient } from '../../modules/table/testing/table-client.js';
import { insertPlan, markReady, type SharedDb, sharedDatabase, until } from '../testing/harness.js';
import { CRASH_CHANNEL } from './testing/crash-hook.js';

/**
 * A game thread that dies mid-game (game-threads.ts): the main thread starts it again, the game's lease runs out
 * and the new thread takes the game over from its persisted decisions; the person whose socket is on the main
 * thread sees the takeover as a full view and plays on to the end; one record is written. Both databases.
 */

const now = () => Math.floor(Date.now() / 1000);
let shared: SharedDb;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  shared = await sharedDatabase();
  db = shared.open();
  app = await buildApp({
    db,
    logger: false,
    consoleDir: null,
    config: { demo: false, scheduler: true, handSeconds: 0.5, gameThreads: 1 },
    gameThreadHook: new URL('./testing/crash-hook.ts', import.meta.url).href,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.ctx.games.threads?.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await shared?.drop();
});

describe('a game thread that dies', () => {
  it('is started again; its game is taken over and played to one record, the person playing on', async () => {
    const organiser = await insertAccount(db, {
      nickname: 'organiser',
      email: `crash-${Math.random().toString(36).slice(2)}@test.local`,
      password_hash: 'x',
      zone: 1,
      diamonds: 0,
      now: now(),
    });
    const season = await makeContest(db, organiser, now() - 60);
    const account_id = await insertAccount(db, {
      nickname: 'seat0',
      email: `seat0-${Math.random().toString(36).slice(2)}@test.local`,
      password_hash: 'x',
      zone: 1,
      diamonds: 0,
      now: now(),
    });
    const token = newToken();
    await insertSession(db, hashToken(token), account_id, now(), now() + 86400);
    await insertPlayers(db, [
      {
        unique_id: season.unique_id,
        season_id: season.season_id,
        account_id,
        state: PlayerState.Joined,
        nickname: 'seat0',
        remark: '',
        create_time: now(),
        account_data: EMPTY_ACCOUNT_DATA,
      },
    ]);
    const plan = await insertPlan(db, season, [account_id, 0, 0, 0], now());
    await markReady(db, season, [account_id], now());
    let uuid = '';
    await until(async () => {
      const row = await db.selectFrom('game_plans').select('game_uuid').where('uuid', '=', plan).executeTakeFirst();
      uuid = row?.game_uuid ?? '';
      return uuid !== '';
    }, 30_000);
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const seat = new TableClient(url, token);
    await seat.connect();
    seat.open(uuid);
    await seat.next((m) => m.type === 'sync', 20_000);
    seat.policy = robotPolicy;
    await seat.next((m) => m.type === 'update' && m.seq > 30, 30_000);
    const owner = async () =>
      (await db.selectFrom('games').select('owner').where('uuid', '=', uuid).executeTakeFirst())?.owner ?? null;
    const before = await owner();
    expect(before).not.toBeNull();

    const crash = new BroadcastChannel(CRASH_CHANNEL);
    crash.postMessage('crash');
    crash.close();
    // a new thread takes the game over once its lease ran out (LEASE_SECONDS): another owner, a second full view
    await until(async () => {
      const o = await owner();
      return o !== null && o !== before;
    }, 60_000);
    const finished = await seat.next((m) => m.type === 'finished', 120_000);
    expect(finished).toMatchObject({ type: 'finished', terminated: false });
    expect(seat.messages.filter((m) => m.type === 'sync').length).toBeGreaterThanOrEqual(2);
    expect(seat.messages.some((m) => m.type === 'refused')).toBe(false);
    await until(async () => {
      const records = await db.selectFrom('game_records').select('uuid').where('uuid', '=', uuid).execute();
      return records.length === 1;
    }, 20_000);
    expect(app.ctx.games.threads?.count).toBe(1);
    const [stats] = (await app.ctx.games.threads?.stats()) ?? [];
    expect(stats).toBeDefined(); // the restarted thread answers
    await seat.close();
  }, 180_000);
});
