import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDecisions } from './decision-log.js';
import { DueQueue } from './due-queue.js';
import type { EnginePort, GameState } from './engine.js';
import type { GameSpec } from './host.js';
import { testEngine } from './testing/engines.js';
import {
  finished,
  type GamesApp,
  gamesApp,
  ManualClock,
  type SharedDb,
  seasonWithPlayers,
  sharedDatabase,
  T0,
} from './testing/harness.js';

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
    const a = await gamesApp(shared, new ManualClock(T0), { engine, handSeconds: 0.25 });
    apps.push(a);
    const f = await seasonWithPlayers(a.db, T0, 1);
    const uuid = (await a.games.host.start({ ...robots(f), round_type: 2 })) as string;
    const began = Date.now();
    await new Promise((r) => setTimeout(r, 1000));
    const hands = a.games.host.progress(uuid)?.hands ?? 0;
    const elapsed = Date.now() - began;
    // a hand starts at the previous one's deadline: at most one hand per 250 ms (plus the first)
    expect(hands).toBeLessThanOrEqual(Math.floor(elapsed / 250) + 1);
    expect(a.games.host.stats().lagMs.every((ms) => ms >= 0)).toBe(true);
  });
});

describe('unwatched robot tables', () => {
  const engine = testEngine().engine;
  let shared: SharedDb;
  const apps: GamesApp[] = [];
  beforeAll(async () => {
    shared = await sharedDatabase();
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await shared.drop();
  });

  async function robotGame(handSeconds: number) {
    const a = await gamesApp(shared, new ManualClock(T0), { engine, handSeconds });
    apps.push(a);
    const f = await seasonWithPlayers(a.db, T0, 1);
    const uuid = (await a.games.host.start({
      unique_id: f.unique_id,
      season_id: f.season_id,
      plan_uuid: null,
      round_type: 2,
      detail_rule: {},
      seats: [0, 1, 2, 3].map(() => ({ account_id: 0, nickname: '', ai_level: 1, init_points: 25000 })),
      seed: 'unwatched',
    })) as string;
    return { a, uuid, began: Date.now() };
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const decisions = (a: GamesApp) => a.games.host.stats().decisions;

  it('rest as dealt until the deadline of the hand, then play it whole and deal the next', async () => {
    const { a, uuid, began } = await robotGame(0.6);
    await sleep(300);
    // half the hand's time gone: nobody watches, so no turn was played yet
    expect(Date.now() - began).toBeLessThan(600);
    expect(decisions(a)).toBe(0);
    // hands counts the hands ended
    expect(a.games.host.progress(uuid)?.hands).toBe(0);
    await sleep(600);
    // past the deadline: the first hand was played whole and the second dealt (and rests in turn)
    expect(decisions(a)).toBeGreaterThan(10);
    expect(a.games.host.progress(uuid)?.hands).toBe(1);
    const atRest = decisions(a);
    await sleep(150);
    expect(decisions(a)).toBe(atRest);
  });

  it('play the turns of a watched table spread over the hand; a new watcher wakes a resting one', async () => {
    const watched = await robotGame(0.6);
    const seen: string[] = [];
    watched.a.games.host.subscribe(watched.uuid, (e) => seen.push(e.type));
    await sleep(300);
    const midHand = decisions(watched.a);
    expect(midHand).toBeGreaterThan(0);
    expect(seen).toContain('step');
    expect(watched.a.games.host.progress(watched.uuid)?.hands).toBe(0);

    const resting = await robotGame(0.6);
    await sleep(150);
    expect(decisions(resting.a)).toBe(0);
    const events: string[] = [];
    resting.a.games.host.subscribe(resting.uuid, (e) => events.push(e.type));
    await sleep(150);
    // woken with about 300 ms of its hand left: playing it paced, not done at once
    expect(decisions(resting.a)).toBeGreaterThan(0);
    expect(events).toContain('step');
    expect(resting.a.games.host.progress(resting.uuid)?.hands).toBe(0);
  });
});

async function config(a: GamesApp, uuid: string) {
  const row = await a.db.selectFrom('games').select('config').where('uuid', '=', uuid).executeTakeFirstOrThrow();
  return JSON.parse(row.config);
}
