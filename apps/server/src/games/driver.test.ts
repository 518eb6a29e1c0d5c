import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/kit/games/engines.js';
import {
  finished,
  type GamesApp,
  gamesApp,
  ManualClock,
  type SharedDb,
  seasonWithPlayers,
  sharedDatabase,
  T0,
  until,
} from '../../test/kit/games/harness.js';
import { gameSpec } from '../../test/kit/games/spec.js';
import type { Database } from '../db/database.js';
import { Mirror } from './cluster/mirror.js';
import { autoPlayAction, robotController, type SeatController } from './controllers.js';
import { decodeDecisions } from './decision-log.js';
import { RESULT_PAUSE_MS } from './driver.js';
import { DueQueue } from './due-queue.js';
import type { EnginePort, GameState } from './engine.js';
import type { GameEvent, GameSpec } from './host.js';
import { LocalGameHost } from './local-host.js';

/** The driver loop: its queue, the built-in robots' no-view path, and pacing as an upper bound on speed. */

describe('due queue', () => {
  it('gives back every entry, earliest first', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 1000 })), { maxLength: 300 }), (ops) => {
        const q = new DueQueue<number>();
        const held: number[] = [];
        let last = Number.NEGATIVE_INFINITY;
        for (const [isPush, at] of ops) {
          if (isPush || q.size === 0) {
            q.push(at, at);
            held.push(at);
            last = Number.NEGATIVE_INFINITY;
            continue;
          }
          const min = Math.min(...held);
          expect(q.peek()).toBe(min);
          const out = q.pop();
          expect(out?.at).toBe(min);
          expect(out?.item).toBe(min);
          expect(min).toBeGreaterThanOrEqual(last);
          last = min;
          held.splice(held.indexOf(min), 1);
        }
        const rest: number[] = [];
        for (let e = q.pop(); e; e = q.pop()) rest.push(e.at);
        expect(rest).toEqual(held.sort((a, b) => a - b));
        expect(q.peek()).toBe(Number.POSITIVE_INFINITY);
      }),
    );
  });
});

describe('game host driver', () => {
  const base = testEngine().engine;
  const calls = { robotDecision: 0, view: 0 };
  /** The test engine with a state-read robot decision (the view-based one behind it) and views counted. */
  const engine: EnginePort = {
    ...base,
    view: (s, seat) => {
      calls.view++;
      return base.view(s, seat);
    },
    robotDecision: (s: GameState, seat: number, level: number) => {
      calls.robotDecision++;
      return base.robotAction(base.view(s, seat), level);
    },
  };
  let shared: SharedDb;
  const apps: GamesApp[] = [];

  beforeAll(async () => {
    shared = await sharedDatabase();
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await shared.drop();
  });

  function robots(f: { unique_id: number; season_id: number }): GameSpec {
    return {
      unique_id: f.unique_id,
      season_id: f.season_id,
      plan_uuid: null,
      round_type: 1,
      detail_rule: {},
      seats: [0, 1, 2, 3].map(() => ({ account_id: 0, nickname: '', ai_level: 1, init_points: 25000 })),
      seed: 'driver-test',
    };
  }

  it('asks built-in robots from the state without building views, and the log replays to the same result', async () => {
    const a = await gamesApp(shared, new ManualClock(T0), { engine, handSeconds: 0 });
    apps.push(a);
    const f = await seasonWithPlayers(a.db, T0, 1);
    calls.robotDecision = 0;
    calls.view = 0;
    const uuid = (await a.games.host.start(robots(f))) as string;
    const done = await finished(a.games, uuid);
    expect(calls.robotDecision).toBeGreaterThan(10);
    expect(calls.view).toBe(0);
    const row = await a.db
      .selectFrom('game_logs')
      .select('decisions')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const log = decodeDecisions(row.decisions);
    expect(log.length).toBe(calls.robotDecision);
    let replayed = base.replay(await config(a, uuid), log);
    // the last hand's end: the game is over at the next hand, as the host moves it
    if (base.phase(replayed) === 'hand_end') replayed = base.nextHand(replayed).state;
    expect(base.result(replayed)).toEqual(done.result);
  });

  it('never plays a paced robot table faster than its pace', async () => {
    const clock = new ManualClock(T0);
    const a = await gamesApp(shared, clock, { engine, handSeconds: 0.25 });
    apps.push(a);
    const f = await seasonWithPlayers(a.db, T0, 1);
    const uuid = (await a.games.host.start({ ...robots(f), round_type: 2 })) as string;
    // one second of the app's clock, every timer run at its time: a hand starts at the previous one's deadline, so
    // at most one hand per 250 ms (plus the first) — and the table keeps that pace (not fewer)
    await clock.advanceMsAsync(1000);
    const hands = a.games.host.progress(uuid)?.hands ?? 0;
    expect(hands).toBeLessThanOrEqual(Math.floor(1000 / 250) + 1);
    expect(hands).toBeGreaterThanOrEqual(3);
    expect(a.games.host.stats().lagMs.every((ms) => ms >= 0)).toBe(true);
  });

  it('visits a paced game once per grain, playing the decisions due within it, and keeps its pace', async () => {
    // 1 s a hand: turns ~15 ms apart, the grain 100 ms; one visit per turn would be ~1.2 decisions a visit
    const clock = new ManualClock(T0);
    const a = await gamesApp(shared, clock, { engine, handSeconds: 1 });
    apps.push(a);
    const f = await seasonWithPlayers(a.db, T0, 1);
    const uuid = (await a.games.host.start({ ...robots(f), round_type: 2 })) as string;
    await clock.advanceMsAsync(2500);
    const { decisions, visits, hands } = a.games.host.stats();
    expect(decisions).toBeGreaterThan(20);
    expect(decisions / visits).toBeGreaterThanOrEqual(3);
    expect(hands).toBeLessThanOrEqual(Math.floor(2500 / 1000) + 1);
    expect(a.games.host.progress(uuid)).not.toBeNull();
  });

  it('at a table with a person, deals the next hand RESULT_PAUSE_MS after a hand ends, not at the robot pace', async () => {
    // 100 s a hand: a hand won early would otherwise leave its person waiting out the rest of the 100 s
    const clock = new ManualClock(T0);
    const a = await gamesApp(shared, clock, { engine, handSeconds: 100 });
    apps.push(a);
    const f = await seasonWithPlayers(a.db, T0, 1);
    const uuid = (await a.games.host.start(
      gameSpec(f, [f.ids[0], 0, 0, 0], { roundType: 1, seed: 'driver-result-pause' }),
    )) as string;
    const host = a.games.host;
    /** each hand's end to the next deal (or the game's end), ms of the app's clock */
    const pauses: number[] = [];
    let endedAt: number | null = null;
    while (pauses.length < 3) {
      await clock.advanceMsAsync(100);
      const phase = host.view(uuid, -1)?.phase ?? 'over';
      if (endedAt === null && (phase === 'hand_end' || phase === 'game_end')) endedAt = clock.nowMs();
      else if (endedAt !== null && phase !== 'hand_end' && phase !== 'game_end') {
        pauses.push(clock.nowMs() - endedAt);
        endedAt = null;
      }
      if (phase === 'over') break;
      expect(clock.nowMs() - T0 * 1000).toBeLessThan(3_600_000);
    }
    expect(pauses.length).toBeGreaterThan(0);
    for (const ms of pauses) expect(ms).toBeLessThanOrEqual(RESULT_PAUSE_MS + 200);
  });

  it('keeps the pace of a hand after a resume and after a seat changes controller (no rush of decisions)', async () => {
    // 1 s a hand: turns ~15 ms apart, so 150 ms hold ~10 turns and their claims; a rush plays the hand at once (~70)
    const clock = new ManualClock(T0);
    const a = await gamesApp(shared, clock, { engine, handSeconds: 1 });
    apps.push(a);
    const f = await seasonWithPlayers(a.db, T0, 1);
    const uuid = (await a.games.host.start({ ...robots(f), round_type: 2 })) as string;
    const host = a.games.host;
    /** decisions played while the app's clock moves `ms` (every timer at its time) */
    const decisionsIn = async (ms: number) => {
      const before = host.stats().decisions;
      await clock.advanceMsAsync(ms);
      return host.stats().decisions - before;
    };
    expect(await decisionsIn(200)).toBeGreaterThan(0);
    expect(await host.pause(uuid)).toBe(true);
    // paused: the clock moves, the game does not
    expect(await decisionsIn(100)).toBe(0);
    expect(await host.resume(uuid)).toBe(true);
    expect(await decisionsIn(150)).toBeLessThan(30);
    host.setController(uuid, 1, robotController(engine, 1));
    expect(await decisionsIn(150)).toBeLessThan(30);
    expect(await decisionsIn(300)).toBeGreaterThan(0);
  });
});

describe('a follower joining after a deal', () => {
  const engine = testEngine().engine;
  let shared: SharedDb;
  let db: Database;
  let host: LocalGameHost;
  beforeAll(async () => {
    shared = await sharedDatabase();
    db = shared.open();
    // the built-in host itself (on PostgreSQL the app's host is the cluster's, which calls this one's `sync`)
    host = new LocalGameHost({
      db,
      clock: new ManualClock(T0),
      engine,
      handSeconds: 0,
      log: Fastify({ logger: false }).log,
    });
  });
  afterAll(async () => {
    await host.close();
    await db.destroy();
    await shared.drop();
  });

  it('rebuilds the hand in play from the sync, though its deal is implied in the stored log', async () => {
    const f = await seasonWithPlayers(db, T0, 1);
    const uuid = (await host.start({
      unique_id: f.unique_id,
      season_id: f.season_id,
      plan_uuid: null,
      round_type: 2,
      detail_rule: {},
      seats: [0, 1, 2, 3].map(() => ({ account_id: 0, nickname: '', ai_level: 1, init_points: 25000 })),
      seed: 'follower-after-deal',
    })) as string;
    // people at every seat, answering at once through the first hand; the first question of the second hand is held
    let held = false;
    const person = (): SeatController => ({
      kind: 'person',
      decide: ({ view }) => {
        if ((host.progress(uuid)?.hands ?? 0) >= 1) {
          held = true;
          return new Promise<never>(() => {});
        }
        return Promise.resolve(autoPlayAction(view));
      },
    });
    for (const seat of [0, 1, 2, 3]) host.setController(uuid, seat, person());
    await until(() => held, 10_000);
    // the second hand was dealt with nobody listening, and nobody decided in it yet: a follower joins now
    const events: GameEvent[] = [];
    host.subscribe(uuid, (e) => events.push(e));
    expect(host.sync(uuid)).toBe(true);
    const sync = events.find((e) => e.type === 'sync') as Extract<GameEvent, { type: 'sync' }>;
    expect(sync.log?.at(-1)).toEqual({ seat: -1, action: { type: 'next_hand' } });
    expect(sync.decisions).toBe(sync.log?.length);
    const mirror = Mirror.rebuild(
      engine,
      uuid,
      JSON.parse(
        (await db.selectFrom('games').select('config').where('uuid', '=', uuid).executeTakeFirstOrThrow()).config,
      ),
      sync.log ?? [],
      false,
      T0,
    );
    for (const seat of [-1, 0, 1, 2, 3]) expect(mirror.view(seat)).toEqual(host.view(uuid, seat));
  });
});

async function config(a: GamesApp, uuid: string) {
  const row = await a.db.selectFrom('games').select('config').where('uuid', '=', uuid).executeTakeFirstOrThrow();
  return JSON.parse(row.config);
}
