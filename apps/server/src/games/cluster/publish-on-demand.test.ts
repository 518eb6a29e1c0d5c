import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SharedDb, seasonWithPlayers, sharedDatabase, T0, until } from '../../../test/kit/games/harness.js';
import { ManualClock } from '../../clock.js';
import { type Database, postgresTarget } from '../../db/database.js';
import { realEngine } from '../engine.js';
import type { GameEvent, GameSpec } from '../host.js';
import { type BusOptions, PgBus } from './bus.js';
import { ClusterGameHost } from './cluster-host.js';

/**
 * A game is published only while another process follows it (cluster-host.ts): nothing is written for a game
 * nobody elsewhere watches; a follower's want starts publishing mid-game from a sync carrying the decision log (the
 * mirror equals the driving game, though decisions are written only at hand ends); when the wants stop, a `quiet`
 * ends the log, and following again starts it anew from a second sync.
 */
const postgres = (process.env.TAIKAI_TEST_DATABASE_URL ?? '').startsWith('postgres');

describe.runIf(postgres)('publishing on demand (PostgreSQL)', () => {
  let shared: SharedDb;
  let dbA: Database;
  let dbB: Database;
  let a: ClusterGameHost;
  let b: ClusterGameHost;
  let season: { unique_id: number; season_id: number };
  /** both hosts' clock: the games are paced on it (the test moves it) */
  const clock = new ManualClock(T0);

  beforeAll(async () => {
    shared = await sharedDatabase();
    dbA = shared.open();
    dbB = shared.open();
    const log = Fastify({ logger: false }).log;
    const engine = realEngine();
    const want = { everyMs: 50, ttlMs: 400 };
    const bus = (db: Database) => (o: BusOptions) =>
      new PgBus({ ...o, db, ...(postgresTarget(db) as { url: string; schema?: string }) });
    a = new ClusterGameHost({ db: dbA, clock, engine, handSeconds: 0.4, log, want, bus: bus(dbA) });
    b = new ClusterGameHost({ db: dbB, clock, engine, handSeconds: 0.4, log, want, bus: bus(dbB) });
    season = await seasonWithPlayers(dbA, T0, 0);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbA?.destroy();
    await dbB?.destroy();
    await shared?.drop();
  });

  const logOf = (uuid: string) =>
    dbA
      .selectFrom('game_events')
      .select(['seq', 'kind', 'body'])
      .where('game_uuid', '=', uuid)
      .orderBy('seq')
      .execute();

  /** Pauses the game and waits until B's mirror has every event A emitted; then both views must be the same. */
  async function expectSameViews(uuid: string) {
    await a.pause(uuid);
    await until(() => b.eventSeq(uuid) === a.eventSeq(uuid) && b.view(uuid, -1) !== null, 10_000);
    for (const seat of [-1, 0, 1, 2, 3]) expect(b.view(uuid, seat)).toEqual(a.view(uuid, seat));
    expect(b.progress(uuid)).toEqual(a.progress(uuid));
  }

  it('publishes only while followed, from a sync with the decision log, and goes quiet when the wants stop', async () => {
    const spec: GameSpec = {
      ...season,
      plan_uuid: null,
      round_type: 2,
      detail_rule: {},
      seats: [0, 1, 2, 3].map(() => ({ account_id: 0, nickname: '', ai_level: 1, init_points: 25000 })),
      seed: 'publish-on-demand',
    };
    const uuid = (await a.start(spec)) as string;
    // played for a while (the app's clock moved) with nobody following: nothing built, nothing written (the wait on
    // real time is for a write, had one been queued: the publisher gathers for 5 ms)
    await clock.runUntil(() => a.stats().decisions > 20);
    await new Promise((r) => setTimeout(r, 100));
    expect(await logOf(uuid)).toEqual([]);

    // B follows mid-hand: A publishes from a sync whose log is every decision so far
    const got: GameEvent[] = [];
    let off = b.subscribe(uuid, (e) => got.push(e));
    expect(await b.follow(uuid)).toBe(true);
    const first = (await logOf(uuid))[0];
    expect(first.kind).toBe('sync');
    const sync = JSON.parse(first.body) as Extract<GameEvent, { type: 'sync' }>;
    expect(sync.decisions).toBeGreaterThan(20);
    expect(sync.log).toHaveLength(sync.decisions as number);
    await expectSameViews(uuid);
    await a.resume(uuid);
    // the game plays on as the clock moves (about as fast as real time: the events reach B through the database)
    await clock.runUntil(() => got.some((e) => e.type === 'table'), { stepMs: 10, ioWaitMs: 10 });

    // B stops following: once its wants have lapsed A's upkeep ends the log with `quiet` and writes no more (the wants
    // are the cluster's bookkeeping between processes, on the machine's time: cluster-host.ts)
    off();
    let quietLog = await logOf(uuid);
    await until(async () => {
      await b.maintain();
      await a.maintain();
      quietLog = await logOf(uuid);
      return quietLog[quietLog.length - 1].kind === 'quiet';
    }, 5_000);
    // the game plays on (the clock moves), and nothing more is written (given time to be)
    const before = a.stats().decisions;
    await clock.advanceMsAsync(400);
    expect(a.stats().decisions).toBeGreaterThan(before);
    await new Promise((r) => setTimeout(r, 100));
    expect(await logOf(uuid)).toHaveLength(quietLog.length);

    // following again: a second sync, numbered after the quiet, and B's mirror is the game again
    off = b.subscribe(uuid, (e) => got.push(e));
    expect(await b.follow(uuid)).toBe(true);
    const again = await logOf(uuid);
    const syncs = again.filter((r) => r.kind === 'sync');
    expect(syncs).toHaveLength(2);
    expect(syncs[1].seq).toBeGreaterThan(quietLog[quietLog.length - 1].seq);
    expect(again.map((r) => r.seq)).toEqual(again.map((_, i) => again[0].seq + i)); // numbered without a gap
    await expectSameViews(uuid);
    off();
    await a.terminate(uuid);
  }, 60_000);
});
