import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GamesApp,
  gamesApp,
  insertPlan,
  ManualClock,
  markReady,
  type SharedDb,
  seasonWithPlayers,
  sharedDatabase,
  T0,
  until,
} from '../../test/kit/games/harness.js';
import { scriptedEngine } from '../../test/kit/games/scripted-engine.js';
import { downloadedMjai } from '../../test/kit/record.js';
import type { Database } from '../db/database.js';
import { decodeDecisions } from './decision-log.js';

/** The scheduler with a manual clock, over the scripted engine (fast, deterministic games). */

let shared: SharedDb;
const apps: GamesApp[] = [];

beforeAll(async () => {
  shared = await sharedDatabase();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await shared.drop();
});

async function newApp(clock: ManualClock, handSeconds = 0): Promise<GamesApp> {
  const a = await gamesApp(shared, clock, { engine: scriptedEngine, handSeconds });
  apps.push(a);
  return a;
}

const planOf = (db: Database, uuid: string) =>
  db.selectFrom('game_plans').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
const recordOf = (db: Database, uuid: string) =>
  db.selectFrom('game_records').selectAll().where('uuid', '=', uuid).executeTakeFirst();

describe('scheduler', () => {
  it('starts a plan at its time only once every person is ready, and finishes it into a record', async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock);
    const f = await seasonWithPlayers(a.db, T0, 3);
    const plan = await insertPlan(a.db, f, [f.ids[0], 0, f.ids[1], 0], T0 + 600);
    await markReady(a.db, f, [f.ids[0]], T0);

    expect((await a.games.scheduler.tick()).started).toEqual([]); // not its time
    clock.set(T0 + 600);
    expect((await a.games.scheduler.tick()).started).toEqual([]); // one person not ready
    expect((await planOf(a.db, plan)).status).toBe('create');

    await markReady(a.db, f, [f.ids[1], f.ids[2]], T0 + 601);
    clock.set(T0 + 620);
    const { started } = await a.games.scheduler.tick();
    expect(started).toHaveLength(1);
    const p = await planOf(a.db, plan);
    expect(p.status === 'start' || p.status === 'finish').toBe(true);
    expect(p.game_uuid).toBe(started[0]);
    // the seated people left the ready list; the one not seated is still on it
    const ready = await a.db
      .selectFrom('season_ready')
      .select('account_id')
      .where('unique_id', '=', f.unique_id)
      .execute();
    expect(ready.map((r) => r.account_id)).toEqual([f.ids[2]]);

    await until(async () => (await recordOf(a.db, started[0])) !== undefined);
    expect((await planOf(a.db, plan)).status).toBe('finish');
    const rec = await recordOf(a.db, started[0]);
    expect(rec?.terminated).toBe(0);
    const accounts = JSON.parse(rec?.accounts ?? '[]');
    expect(accounts.map((x: { account_id: number }) => x.account_id)).toEqual([f.ids[0], 0, f.ids[1], 0]);
    const result = JSON.parse(rec?.result ?? '{}');
    expect(result.players.reduce((s: number, x: { total_point: number }) => s + x.total_point, 0)).toBe(0);
    const rows = await a.db
      .selectFrom('game_record_players')
      .selectAll()
      .where('record_uuid', '=', started[0])
      .execute();
    expect(rows.map((r) => r.account_id).sort()).toEqual([f.ids[0], f.ids[1]].sort());
    const stats = await a.db
      .selectFrom('season_player_stats')
      .selectAll()
      .where('unique_id', '=', f.unique_id)
      .execute();
    expect(stats).toHaveLength(2);
    for (const s of stats) expect(s.game_count).toBe(1);
    const log = await a.db.selectFrom('game_logs').selectAll().where('uuid', '=', started[0]).executeTakeFirstOrThrow();
    expect(log.mjai).toBe(''); // the host's games keep no log: the download replays it
    const mjai = await downloadedMjai(a.app.ctx, f.unique_id, started[0]);
    expect(mjai[0]?.type).toBe('start_game');
    expect(mjai[mjai.length - 1]?.type).toBe('end_game');
    const game = await a.db.selectFrom('games').selectAll().where('uuid', '=', started[0]).executeTakeFirstOrThrow();
    expect(game.status).toBe('finished');
    expect(decodeDecisions(log.decisions)).toHaveLength(game.decision_count);
  });

  it('expires a plan 30 minutes after its start time when someone never got ready', async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock);
    const f = await seasonWithPlayers(a.db, T0, 2);
    const plan = await insertPlan(a.db, f, [f.ids[0], f.ids[1], 0, 0], T0 + 60);
    await markReady(a.db, f, [f.ids[0]], T0);
    clock.set(T0 + 60 + 1799);
    expect((await a.games.scheduler.tick()).expired).toBe(0);
    expect((await planOf(a.db, plan)).status).toBe('create');
    clock.set(T0 + 60 + 1800);
    // ready now, but the window has closed: expired, not started
    await markReady(a.db, f, [f.ids[1]], T0 + 60 + 1800);
    const report = await a.games.scheduler.tick();
    expect(report.started).toEqual([]);
    expect(report.expired).toBe(1);
    expect((await planOf(a.db, plan)).status).toBe('expired');
  });

  it('starts a plan exactly once when two server instances race for it', async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock);
    const b = await newApp(clock);
    const f = await seasonWithPlayers(a.db, T0, 4);
    const plans: string[] = [];
    for (let i = 0; i < 2; i++) plans.push(await insertPlan(a.db, f, [f.ids[i], 0, 0, 0], T0));
    await markReady(a.db, f, f.ids.slice(0, 2), T0);
    // both processes tick at once; one SQLite file in one process serialises them (a loser may time out), so each
    // ticks once more afterwards: every plan must have started exactly once
    await Promise.all([a.games.scheduler.tick(), b.games.scheduler.tick()]);
    await a.games.scheduler.tick();
    await b.games.scheduler.tick();
    const games = await a.db
      .selectFrom('games')
      .select(['uuid', 'plan_uuid'])
      .where('unique_id', '=', f.unique_id)
      .execute();
    expect(games.map((g) => g.plan_uuid).sort()).toEqual([...plans].sort());
    for (const p of plans) {
      const row = await planOf(a.db, p);
      expect(row.status === 'start' || row.status === 'finish').toBe(true);
      expect(games.find((g) => g.plan_uuid === p)?.uuid).toBe(row.game_uuid);
    }
  });

  it('auto-match seats the ready list first come first, in full tables, inside the match window', async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock);
    const f = await seasonWithPlayers(a.db, T0, 10, 2);
    await a.db
      .updateTable('seasons')
      .set({ auto_match: 1, match_start_time: T0 + 100, match_end_time: T0 + 200 })
      .where('unique_id', '=', f.unique_id)
      .execute();
    await markReady(a.db, f, f.ids.slice(0, 9).reverse(), T0); // ids[8] readied first … ids[0] last
    expect((await a.games.scheduler.tick()).matched).toEqual([]); // window not open
    clock.set(T0 + 100);
    const { matched } = await a.games.scheduler.tick();
    expect(matched).toHaveLength(2);
    const seated = await a.db.selectFrom('game_seats').select('account_id').where('game_uuid', 'in', matched).execute();
    expect(seated.map((s) => s.account_id).sort()).toEqual(f.ids.slice(1, 9).sort());
    const left = await a.db
      .selectFrom('season_ready')
      .select('account_id')
      .where('unique_id', '=', f.unique_id)
      .execute();
    expect(left.map((r) => r.account_id)).toEqual([f.ids[0]]);
  });

  it('pauses between decisions, resumes, and resumes by itself after an hour', async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock, 0.3);
    const f = await seasonWithPlayers(a.db, T0, 1);
    const uuid = (await a.games.host.start({
      unique_id: f.unique_id,
      season_id: f.season_id,
      plan_uuid: null,
      round_type: 1,
      detail_rule: {},
      seats: [f.ids[0], 0, 0, 0].map((id) => ({ account_id: id, nickname: '', ai_level: 1, init_points: 25000 })),
    })) as string;
    await clock.advanceMsAsync(100);
    expect(await a.games.host.pause(uuid)).toBe(true);
    const at = a.games.host.progress(uuid);
    // paused: the clock moves on (more than a hand), the game does not
    await clock.advanceMsAsync(400);
    expect(a.games.host.progress(uuid)).toEqual(at);
    expect(at?.status).toBe('paused');
    expect(await a.games.host.resume(uuid)).toBe(true);
    await clock.runUntil(
      () => JSON.stringify(a.games.host.progress(uuid)) !== JSON.stringify({ ...at, status: 'running' }),
    );
    expect(await a.games.host.pause(uuid)).toBe(true);
    clock.advance(3599);
    expect((await a.games.scheduler.tick()).resumed).toEqual([]);
    clock.advance(1);
    expect((await a.games.scheduler.tick()).resumed).toEqual([uuid]);
    expect(a.games.host.progress(uuid)?.status).toBe('running');
    // played on to its end at its pace: the clock moves until the record is written (the write itself is I/O)
    await clock.runUntil(async () => (await recordOf(a.db, uuid)) !== undefined);
  });

  it('terminate ends the game at once into a record marked terminated, counted in the statistics', async () => {
    const clock = new ManualClock(T0);
    const a = await newApp(clock, 5);
    const f = await seasonWithPlayers(a.db, T0, 2);
    const uuid = (await a.games.host.start({
      unique_id: f.unique_id,
      season_id: f.season_id,
      plan_uuid: null,
      round_type: 2,
      detail_rule: {},
      seats: [f.ids[0], 0, f.ids[1], 0].map((id) => ({
        account_id: id,
        nickname: '',
        ai_level: 0,
        init_points: 25000,
      })),
    })) as string;
    // some of the game played (5 s a hand)
    await clock.advanceMsAsync(500);
    expect(a.games.host.stats().decisions).toBeGreaterThan(0);
    expect(await a.games.host.terminate(uuid)).toBe(true);
    const rec = await recordOf(a.db, uuid);
    expect(rec?.terminated).toBe(1);
    const result = JSON.parse(rec?.result ?? '{}');
    expect(result.players.map((p: { placement: number }) => p.placement).sort()).toEqual([1, 2, 3, 4]);
    const game = await a.db.selectFrom('games').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(game.status).toBe('terminated');
    const stats = await a.db
      .selectFrom('season_player_stats')
      .selectAll()
      .where('unique_id', '=', f.unique_id)
      .execute();
    expect(stats.map((s) => s.game_count)).toEqual([1, 1]);
    expect(a.games.host.drives(uuid)).toBe(false);
    expect(await a.games.host.terminate(uuid)).toBe(true); // already terminated: nothing more happens
  });
});
