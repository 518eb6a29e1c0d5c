import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { dueGame, personWithSession, type SharedDb, sharedDatabase, until } from '../../../test/kit/games/harness.js';
import { robotPolicy, TableClient } from '../../../test/kit/table-client.js';
import { threadedApp } from '../../../test/kit/threads/threaded-app.js';
import type { Database } from '../../db/database.js';

/**
 * Games on game threads (TAIKAI_GAME_THREADS, games/threads), on the test database (a SQLite file: the threads talk
 * over a BroadcastChannel; PostgreSQL: LISTEN/NOTIFY): the thread's scheduler starts a due plan and plays it to its
 * record while the main thread drives nothing; a person whose socket is on the main thread plays a seat of it, and a
 * manager's pause and resume on the main thread reach it; closing hands the thread's games back, and the next
 * start's thread finishes them.
 */

const now = () => Math.floor(Date.now() / 1000);
let shared: SharedDb;
let db: Database;
let app: FastifyInstance;
let url: string;
let season: { unique_id: number; season_id: number };
const people: { account_id: number; token: string }[] = [];

const playPlan = (accounts: number[]) => dueGame(db, season, accounts);

const recordOf = (uuid: string) =>
  db.selectFrom('game_records').select(['uuid', 'terminated']).where('uuid', '=', uuid).executeTakeFirst();

beforeAll(async () => {
  shared = await sharedDatabase();
  db = shared.open();
  const creator = await personWithSession(db, 'organiser', now());
  season = await makeContest(db, creator.account_id, now() - 60);
  for (let i = 0; i < 3; i++) people.push(await personWithSession(db, `seat${i}`, now(), season));
  ({ app, url } = await threadedApp(db));
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await shared?.drop();
});

describe('game threads', () => {
  it('a due plan is started and played to its record on a game thread; the main thread drives nothing', async () => {
    expect(app.ctx.games.threads?.count).toBe(1);
    const uuid = await playPlan([people[0].account_id, 0, 0, 0]);
    expect(app.ctx.games.host.drives(uuid)).toBe(false);
    await until(async () => (await recordOf(uuid)) !== undefined, 60_000);
    expect(await recordOf(uuid)).toMatchObject({ uuid, terminated: 0 });
    const plan = await db.selectFrom('game_plans').select('status').where('game_uuid', '=', uuid).executeTakeFirst();
    expect(plan?.status).toBe('finish');
    // the thread's figures reach the main thread
    const [stats] = (await app.ctx.games.threads?.stats()) ?? [];
    expect(stats.host.hands).toBeGreaterThan(0);
  }, 90_000);

  it("a person on the main thread's socket plays the thread's game; a manager's pause and resume reach it", async () => {
    const host = app.ctx.games.host;
    const uuid = await playPlan([people[1].account_id, 0, people[2].account_id, 0]);
    expect(await host.pause(uuid)).toBe(true);
    const seats = await Promise.all(
      [people[1], people[2]].map(async (p) => {
        const c = new TableClient(url, p.token);
        await c.connect();
        c.open(uuid);
        // the thread applied the pause (at once, through the bus): the full view it publishes says so, or, when the
        // view was built a moment before, the paused event after it
        const paused = c.next((m) => (m.type === 'sync' && m.paused) || m.type === 'paused', 20_000);
        const first = await c.next((m) => m.type === 'sync' || m.type === 'refused', 20_000);
        expect(first.type).toBe('sync');
        await paused;
        c.policy = robotPolicy;
        return c;
      }),
    );
    const done = seats.map((c) => c.next((m) => m.type === 'finished', 120_000));
    expect(await host.resume(uuid)).toBe(true);
    for (const m of await Promise.all(done)) expect(m).toMatchObject({ type: 'finished', terminated: false });
    for (const c of seats) {
      // each answer went to the thread and was applied there
      expect(c.messages.filter((m) => m.type === 'accepted').length).toBeGreaterThan(5);
      expect(c.messages.some((m) => m.type === 'refused')).toBe(false);
    }
    await until(async () => (await recordOf(uuid)) !== undefined, 20_000);
    expect(host.drives(uuid)).toBe(false);
    await Promise.all(seats.map((c) => c.close()));
  }, 180_000);

  it("closing hands the thread's games back; the next start's thread plays them to the end", async () => {
    const uuid = await playPlan([people[0].account_id, 0, 0, 0]);
    // held by a person who never answers (connected, no policy): the game waits at their question
    const c = new TableClient(url, people[0].token);
    await c.connect();
    c.open(uuid);
    await c.next((m) => m.type === 'sync', 20_000);
    await app.close();
    await c.close().catch(() => {});
    const row = await db.selectFrom('games').select(['owner', 'status']).where('uuid', '=', uuid).executeTakeFirst();
    expect(row?.owner ?? null).toBeNull();
    expect(await recordOf(uuid)).toBeUndefined();
    ({ app } = await threadedApp(db));
    await until(async () => (await recordOf(uuid)) !== undefined, 60_000);
    expect(await recordOf(uuid)).toMatchObject({ uuid, terminated: 0 });
  }, 120_000);
});
