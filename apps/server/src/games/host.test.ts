import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/kit/games/engines.js';
import {
  type GamesApp,
  gamesApp,
  holdWhen,
  ManualClock,
  type SharedDb,
  seasonWithPlayers,
  sharedDatabase,
  T0,
  until,
} from '../../test/kit/games/harness.js';
import { gameSpec } from '../../test/kit/games/spec.js';
import { loadGame } from './games.repository.js';

/** The host on the engine it really drives: restart, takeover, and every finished record settling to zero. */

const { engine } = testEngine();
let shared: SharedDb;
const apps: GamesApp[] = [];

beforeAll(async () => {
  shared = await sharedDatabase();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await shared.drop();
});

async function newApp(clock: ManualClock): Promise<GamesApp> {
  const a = await gamesApp(shared, clock, { engine, handSeconds: 0 });
  apps.push(a);
  return a;
}

/** A game with a person at seat 0 and robots of `levels` at the others. */
const spec = (f: { unique_id: number; season_id: number; ids: number[] }, roundType: number, levels: number[]) =>
  gameSpec(f, roundType >= 10 ? [f.ids[0], 0, 0] : [f.ids[0], 0, 0, 0], { roundType, levels, nickname: () => 'p0' });

/** Hands completed so far (the engine's progress), from the host driving the game. */
function handsOf(a: GamesApp, uuid: string): number {
  return a.games.host.progress(uuid)?.hands ?? 0;
}

/** The game as another process rebuilds it: its stored config replayed with its persisted decisions. */
async function rebuild(uuid: string) {
  const db = shared.open();
  try {
    const data = await loadGame(db, uuid);
    if (!data) throw new Error('no game');
    const state = engine.replay(JSON.parse(data.game.config), data.decisions);
    const p = engine.progress(state);
    return {
      uuid,
      status: data.game.status,
      chang: p.chang,
      ju: p.ju,
      ben: p.ben,
      scores: p.scores,
      hands: p.hands,
      is_end: p.over,
      update_time: 0,
    };
  } finally {
    await db.destroy();
  }
}

const recordOf = (a: GamesApp, uuid: string) =>
  a.db.selectFrom('game_records').selectAll().where('uuid', '=', uuid).executeTakeFirst();

describe('game host', () => {
  it('resumes a game after a restart at the same hand with the same scores, and finishes it with a record', async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock);
    const f = await seasonWithPlayers(a.db, T0, 1);
    const uuid = (await a.games.host.start(spec(f, 2, [1, 1, 1, 1]))) as string;
    const hold = holdWhen(() => handsOf(a, uuid) >= 2);
    a.games.host.setController(uuid, 0, hold);
    await until(() => hold.holding());
    const before = a.games.host.progress(uuid);
    expect(before?.is_end).toBe(false);
    await a.close();

    const row = await shared.open().selectFrom('games').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row.owner).toBeNull(); // lease handed back on close
    // what a new process rebuilds from the database: the same hand, the same scores, the same decision
    const rebuilt = await rebuild(uuid);
    expect({ ...rebuilt, update_time: 0 }).toEqual({ ...before, update_time: 0 });
    const b = await newApp(clock);
    await b.games.scheduler.tick(); // takes the game over and drives it on from there
    expect(b.games.host.drives(uuid) || (await recordOf(b, uuid)) !== undefined).toBe(true);
    // a whole south game to play after the restart: 20 s is not always enough on PostgreSQL under the whole suite
    await until(async () => (await recordOf(b, uuid)) !== undefined, 60_000);
    const rec = await recordOf(b, uuid);
    const result = JSON.parse(rec?.result ?? '{}');
    expect(result.players.reduce((s: number, p: { total_point: number }) => s + p.total_point, 0)).toBe(0);
  }, 90_000);

  it('takes over a game whose driver stopped renewing its lease (a killed process), from the last persisted hand', async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock);
    const f = await seasonWithPlayers(a.db, T0, 1);
    const uuid = (await a.games.host.start(spec(f, 1, [0, 0, 0, 0]))) as string;
    const hold = holdWhen(() => handsOf(a, uuid) >= 1);
    a.games.host.setController(uuid, 0, hold);
    await until(() => hold.holding());
    // the last hand boundary is written (the hand in play is not: a killed process loses it)
    await until(async () => {
      const r = await a.db.selectFrom('games').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
      const p = a.games.host.progress(uuid);
      const seen = [r.chang, r.ju, r.ben, r.scores].join();
      return !!p && r.decision_count > 0 && seen === [p.chang, p.ju, p.ben, JSON.stringify(p.scores)].join();
    });
    const stored = await a.db.selectFrom('games').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    // rebuilt from the position the dead process last wrote (a hand boundary): the hand in play starts again
    const rebuilt = await rebuild(uuid);
    expect([rebuilt.chang, rebuilt.ju, rebuilt.ben]).toEqual([stored.chang, stored.ju, stored.ben]);
    expect(rebuilt.scores).toEqual(JSON.parse(stored.scores));
    const b = await newApp(clock);
    await b.games.scheduler.tick();
    expect(b.games.host.drives(uuid)).toBe(false); // the lease still holds
    clock.advance(31);
    await b.games.scheduler.tick();
    expect(b.games.host.drives(uuid)).toBe(true);
    await a.games.host.maintain(); // the old driver notices and lets go
    expect(a.games.host.drives(uuid)).toBe(false);
    await until(async () => (await recordOf(b, uuid)) !== undefined);
    const finished = await b.db.selectFrom('games').select('status').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(finished.status).toBe('finished');
    expect(await b.db.selectFrom('game_records').select('uuid').where('uuid', '=', uuid).execute()).toHaveLength(1);
  });

  it("keeps driving a game started while a lease renewal is under way (it is not in the renewal's answer)", async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock);
    const f = await seasonWithPlayers(a.db, T0, 12);
    const base = spec(f, 1, [0, 0, 0, 0]);
    // games start while renewals run (a second caller of start beside the scheduler, as the games bench has), the
    // renewal sent at every point of the start's database work
    for (let i = 0; i < 12; i++) {
      const seats = base.seats.map((s, seat) => (seat === 0 ? { ...s, account_id: f.ids[i], nickname: `p${i}` } : s));
      // paused, so the game cannot end on its own while the test looks
      const starting = a.games.host.start({ ...base, seats, paused: true });
      for (let turn = 0; turn < i % 6; turn++) await new Promise((r) => setImmediate(r));
      const renewal = a.games.host.maintain();
      const uuid = (await starting) as string;
      await renewal;
      await a.games.host.maintain();
      expect(a.games.host.drives(uuid), `game ${i}`).toBe(true);
    }
  });

  it('every finished game settles to zero with placements a permutation (random round types and robot levels)', async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock);
    const f = await seasonWithPlayers(a.db, T0, 1);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(1, 2, 11, 12),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }),
        async (roundType, levels) => {
          const uuid = (await a.games.host.start(spec(f, roundType, levels))) as string;
          await until(async () => (await recordOf(a, uuid)) !== undefined, 60_000);
          const rec = await recordOf(a, uuid);
          const players = JSON.parse(rec?.result ?? '{}').players as { total_point: number; placement: number }[];
          const n = roundType >= 10 ? 3 : 4;
          expect(players).toHaveLength(n);
          expect(players.reduce((s, p) => s + p.total_point, 0)).toBe(0);
          expect(players.map((p) => p.placement).sort()).toEqual(Array.from({ length: n }, (_, i) => i + 1));
          expect(JSON.parse(rec?.config ?? '{}').round_type).toBe(roundType);
        },
      ),
      { numRuns: 8 },
    );
  });
});
