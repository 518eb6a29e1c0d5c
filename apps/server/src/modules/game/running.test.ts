import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GamesApp,
  gamesApp,
  ManualClock,
  type SharedDb,
  seasonWithPlayers,
  sharedDatabase,
  T0,
  until,
} from '../../../test/kit/games/harness.js';
import { scriptedEngine } from '../../../test/kit/games/scripted-engine.js';
import { gameSpec } from '../../../test/kit/games/spec.js';
import type { Actor } from '../../context.js';
import { AppError } from '../../errors.js';
import { updateGameRemark } from './plan.service.js';
import {
  pauseRunningGame,
  progressLatest,
  runningGameList,
  runningListReply,
  terminateRunningGame,
} from './running.service.js';

/** The running-game services (the routes in modules/game call them): list, pause/resume codes, terminate, progress. */

let shared: SharedDb;
let a: GamesApp;
const clock = new ManualClock(T0);
const manager: Actor = { account_id: 1, nickname: 'creator', is_operator: false };
const postgres = (process.env.TAIKAI_TEST_DATABASE_URL ?? '').startsWith('postgres');

beforeAll(async () => {
  shared = await sharedDatabase();
  a = await gamesApp(shared, clock, { engine: scriptedEngine, handSeconds: 30 });
});
afterAll(async () => {
  await a.close();
  await shared.drop();
});

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 0;
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
};

const spec = (f: { unique_id: number; season_id: number; ids: number[] }) =>
  gameSpec(f, [f.ids[0], 0, f.ids[1], 0], { roundType: 2, nickname: (seat) => `p${seat}` });

describe('running games', () => {
  it('lists live games with their seats and scores, filtered by nickname, account and start time', async () => {
    const f = await seasonWithPlayers(a.db, T0, 2);
    const uuid = (await a.games.host.start(spec(f))) as string;
    const q = { unique_id: f.unique_id, season_id: f.season_id };
    const list = await runningGameList(a.app.ctx, q);
    expect(list.map((g) => g.uuid)).toEqual([uuid]);
    expect(list[0].players.map((p) => p.account_id)).toEqual([f.ids[0], 0, f.ids[1], 0]);
    expect(list[0].scores).toHaveLength(4);
    expect(await runningGameList(a.app.ctx, { ...q, nickname: 'p2' })).toHaveLength(1);
    expect(await runningGameList(a.app.ctx, { ...q, nickname: 'nobody' })).toHaveLength(0);
    expect(await runningGameList(a.app.ctx, { ...q, account_id: f.ids[1] })).toHaveLength(1);
    expect(await runningGameList(a.app.ctx, { ...q, start_from: T0 + 1 })).toHaveLength(0);
    const p = await progressLatest(a.app.ctx, uuid, manager);
    expect(p).toMatchObject({ uuid, is_end: false, chang: 0 });
    expect(await codeOf(progressLatest(a.app.ctx, 'no-such-game', null))).toBe(1203);
  });

  it("a full listing is shared: a manager's change shows at once, a change made elsewhere within two seconds", async () => {
    const f = await seasonWithPlayers(a.db, T0, 2);
    const uuid = (await a.games.host.start(spec(f))) as string;
    const q = { unique_id: f.unique_id, season_id: f.season_id };
    const first = (await runningGameList(a.app.ctx, q))[0];
    expect(first).toMatchObject({ uuid, remark: '', tag: 0, paused: 0 });
    // another process (or the operator's CLI) changes the row: the shared listing answers until it is a second old
    await a.db.updateTable('games').set({ tag: 2 }).where('uuid', '=', uuid).execute();
    expect((await runningGameList(a.app.ctx, q))[0]).toBe(first);
    expect((await runningGameList(a.app.ctx, { ...q, nickname: 'p0' }))[0]).toMatchObject({ tag: 2 });
    clock.advance(1);
    // a second old: it still answers, at once, while its successor is read behind it — which shows the change
    expect((await runningGameList(a.app.ctx, q))[0]).toBe(first);
    await until(async () => (await runningGameList(a.app.ctx, q))[0]?.tag === 2);
    expect((await runningGameList(a.app.ctx, q))[0]).toMatchObject({ tag: 2, remark: '' });
    // a manager's remark, pause and termination through this process show at the next listing
    await updateGameRemark(a.app.ctx, manager, { unique_id: f.unique_id, uuid, remark: 'table 7' });
    expect((await runningGameList(a.app.ctx, q))[0]).toMatchObject({ remark: 'table 7', tag: 2, paused: 0 });
    await pauseRunningGame(a.app.ctx, manager, { unique_id: f.unique_id, game_uuid: uuid, resume: 1 });
    const paused = (await runningGameList(a.app.ctx, q))[0];
    expect(paused.paused).toBe(1);
    expect(paused.paused_at).toBeGreaterThan(0);
    // the live scores as the host has them now, each player's score with them
    const live = a.games.host.progress(uuid);
    expect(paused.scores).toEqual(live?.scores);
    expect(paused.players.map((p) => p.score)).toEqual(paused.players.map((p) => live?.scores[p.seat]));
    await pauseRunningGame(a.app.ctx, manager, { unique_id: f.unique_id, game_uuid: uuid, resume: 2 });
    expect((await runningGameList(a.app.ctx, q))[0]).toMatchObject({ paused: 0 });
    await terminateRunningGame(a.app.ctx, manager, { unique_id: f.unique_id, uuid });
    expect(await runningGameList(a.app.ctx, q)).toEqual([]);
    // the route's reply is the one shared object, frozen, so the serializer encodes its bytes once
    const reply = await runningListReply(a.app.ctx, q);
    expect(await runningListReply(a.app.ctx, q)).toBe(reply);
    expect(Object.isFrozen(reply)).toBe(true);
  });

  it('a game that ends leaves the shared listing within two seconds', async () => {
    const f = await seasonWithPlayers(a.db, T0, 2);
    const uuid = (await a.games.host.start(spec(f))) as string;
    const q = { unique_id: f.unique_id, season_id: f.season_id };
    expect((await runningGameList(a.app.ctx, q)).map((g) => g.uuid)).toEqual([uuid]);
    await a.db.updateTable('games').set({ status: 'finished' }).where('uuid', '=', uuid).execute();
    clock.advance(1);
    await until(async () => (await runningGameList(a.app.ctx, q)).length === 0);
    clock.advance(2);
    expect(await runningGameList(a.app.ctx, q)).toEqual([]);
  });

  it("a manager's change through one process drops the shared list in the others (PostgreSQL: through the cluster bus)", async () => {
    const b = await gamesApp(shared, clock, { engine: scriptedEngine, handSeconds: 30 });
    try {
      const f = await seasonWithPlayers(a.db, T0, 2);
      const uuid = (await a.games.host.start(spec(f))) as string;
      const q = { unique_id: f.unique_id, season_id: f.season_id };
      expect((await runningGameList(b.app.ctx, q))[0]).toMatchObject({ uuid, paused: 0 });
      await pauseRunningGame(a.app.ctx, manager, { unique_id: f.unique_id, game_uuid: uuid, resume: 1 });
      if (postgres) {
        // the other process hears the change and reads the list afresh, its second not yet over
        await until(async () => (await runningGameList(b.app.ctx, q))[0]?.paused === 1);
      } else {
        // SQLite is one server process: another app on the file sees it once its shared list is a second old (read
        // behind the old one)
        expect((await runningGameList(b.app.ctx, q))[0]?.paused).toBe(0);
        clock.advance(1);
        await until(async () => (await runningGameList(b.app.ctx, q))[0]?.paused === 1);
      }
    } finally {
      await b.close();
    }
  });

  it('pause and resume answer 1209 / 1210 when already so, write an audit row each, and terminate records it', async () => {
    const f = await seasonWithPlayers(a.db, T0, 2);
    const uuid = (await a.games.host.start(spec(f))) as string;
    const body = (resume: number) => ({ unique_id: f.unique_id, game_uuid: uuid, resume });
    expect(await codeOf(pauseRunningGame(a.app.ctx, manager, body(2)))).toBe(1210);
    await pauseRunningGame(a.app.ctx, manager, body(1));
    expect(a.games.host.progress(uuid)?.status).toBe('paused');
    expect(await codeOf(pauseRunningGame(a.app.ctx, manager, body(1)))).toBe(1209);
    await pauseRunningGame(a.app.ctx, manager, body(2));
    expect(a.games.host.progress(uuid)?.status).toBe('running');
    await terminateRunningGame(a.app.ctx, manager, { unique_id: f.unique_id, uuid });
    const rec = await a.db.selectFrom('game_records').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(rec.terminated).toBe(1);
    expect(await codeOf(terminateRunningGame(a.app.ctx, manager, { unique_id: f.unique_id, uuid }))).toBe(1203);
    expect((await progressLatest(a.app.ctx, uuid, manager)).is_end).toBe(true);
    const audit = await a.db
      .selectFrom('audit_log')
      .select('action')
      .where('unique_id', '=', f.unique_id)
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['pause_running_game', 'resume_running_game', 'terminate_running_game']);
  });
});
