import { BroadcastChannel } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { dueGame, personWithSession, type SharedDb, sharedDatabase, until } from '../../../test/kit/games/harness.js';
import { robotPolicy, TableClient } from '../../../test/kit/table-client.js';
import { CRASH_CHANNEL } from '../../../test/kit/threads/crash-hook.js';
import { threadedApp } from '../../../test/kit/threads/threaded-app.js';
import type { Database } from '../../db/database.js';

/**
 * A game thread that dies mid-game (game-threads.ts), one of two: the main thread hands its games back and starts it
 * again, and the other thread takes the game over from its persisted decisions within seconds; the person whose socket is on the main
 * thread sees the takeover as a full view and plays on to the end; one record is written. Both databases.
 */

const now = () => Math.floor(Date.now() / 1000);
let shared: SharedDb;
let db: Database;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  shared = await sharedDatabase();
  db = shared.open();
  ({ app, url } = await threadedApp(db, {
    hook: new URL('../../../test/kit/threads/crash-hook.ts', import.meta.url),
    threads: 2,
  }));
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await shared?.drop();
});

describe('a game thread that dies', () => {
  it('is started again; its game is taken over by the other at once and played to one record, the person playing on', async () => {
    const organiser = await personWithSession(db, 'organiser', now());
    const season = await makeContest(db, organiser.account_id, now() - 60);
    const { account_id, token } = await personWithSession(db, 'seat0', now(), season);
    const uuid = await dueGame(db, season, [account_id, 0, 0, 0]);
    const seat = new TableClient(url, token);
    await seat.connect();
    seat.open(uuid);
    await seat.next((m) => m.type === 'sync', 20_000);
    seat.policy = robotPolicy;
    await seat.next((m) => m.type === 'update' && m.seq > 30, 30_000);
    const row = () =>
      db.selectFrom('games').select(['owner', 'lease_until']).where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const { owner: before, lease_until: leaseBefore } = await row();
    expect(before).not.toBeNull();

    const crash = new BroadcastChannel(CRASH_CHANNEL);
    crash.postMessage(before); // the thread driving the game ends
    crash.close();
    // the main thread hands the dead thread's games back at once; the other thread takes the game over at its next
    // upkeep (every second) — before the dead thread's lease (15–25 s long after a renewal) would have run out, so not
    // by its expiry — and the person gets a second full view. (The threads run on the system clock: wall seconds.)
    let takenAt = Number.POSITIVE_INFINITY;
    await until(async () => {
      const { owner: o } = await row();
      if (o === null || o === before) return false;
      takenAt = Math.floor(Date.now() / 1000);
      return true;
    }, 60_000);
    expect(takenAt).toBeLessThan(leaseBefore);
    const finished = await seat.next((m) => m.type === 'finished', 120_000);
    expect(finished).toMatchObject({ type: 'finished', terminated: false });
    expect(seat.messages.filter((m) => m.type === 'sync').length).toBeGreaterThanOrEqual(2);
    expect(seat.messages.some((m) => m.type === 'refused')).toBe(false);
    await until(async () => {
      const records = await db.selectFrom('game_records').select('uuid').where('uuid', '=', uuid).execute();
      return records.length === 1;
    }, 20_000);
    // the dead thread was started again: both answer
    await until(async () => ((await app.ctx.games.threads?.stats()) ?? []).length === 2, 30_000);
    await seat.close();
  }, 180_000);
});
