/**
 * Test set-up for the games area (not a test file): a database several app instances can share (a SQLite file, or
 * a throw-away PostgreSQL schema when TAIKAI_TEST_DATABASE_URL is set), apps with the scheduler loop off (tests
 * tick it), a contest with a season and joined players, plans written straight into the tables.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultGameRuleSetting, PlayerState } from '@taikai/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/app.js';
import { type Clock, ManualClock } from '../../../src/clock.js';
import { createDatabase, type Database, migrateToLatest } from '../../../src/db/database.js';
import { autoPlayAction, type SeatController } from '../../../src/games/controllers.js';
import type { EnginePort } from '../../../src/games/engine.js';
import { insertGame } from '../../../src/games/games.repository.js';
import type { FinishedGame } from '../../../src/games/host.js';
import type { Games } from '../../../src/games/runtime.js';
import { insertAccount } from '../../../src/modules/account/account.repository.js';
import { insertSession } from '../../../src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../../../src/modules/auth/tokens.js';
import { EMPTY_ACCOUNT_DATA, insertPlayers } from '../../../src/modules/roster/roster.repository.js';
import { makeContest } from '../../fixtures.js';
import { T0 } from '../time.js';

export { T0 };

export interface SharedDb {
  open(): Database;
  drop(): Promise<void>;
}

export async function sharedDatabase(): Promise<SharedDb> {
  const url = process.env.TAIKAI_TEST_DATABASE_URL;
  if (url?.startsWith('postgres')) {
    const schema = `g_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const first = createDatabase({ url, schema });
    await migrateToLatest(first);
    await first.destroy();
    return {
      open: () => createDatabase({ url, schema }),
      drop: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-games-'));
  const file = `sqlite:${path.join(dir, 'games.db')}`;
  const first = createDatabase({ url: file });
  await migrateToLatest(first);
  await first.destroy();
  return {
    open: () => createDatabase({ url: file }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface GamesApp {
  app: FastifyInstance;
  db: Database;
  games: Games;
  close(): Promise<void>;
}

export async function gamesApp(
  shared: SharedDb,
  /** a ManualClock in tests (they move it); the system clock for probes that run in real time */
  clock: Clock,
  opts: { engine?: EnginePort; handSeconds?: number } = {},
): Promise<GamesApp> {
  const db = shared.open();
  const app = await buildApp({
    db,
    clock,
    logger: false,
    consoleDir: null,
    engine: opts.engine,
    config: { demo: false, scheduler: false, handSeconds: opts.handSeconds ?? 0 },
  });
  let closed = false;
  return {
    app,
    db,
    games: app.ctx.games,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await db.destroy();
    },
  };
}

/** A contest (rule of `roundType`) with a running season and `players` joined players (ids from 91_000_000). */
export async function seasonWithPlayers(
  db: Database,
  now: number,
  players: number,
  roundType: 1 | 2 | 11 | 12 = 1,
): Promise<{ unique_id: number; season_id: number; ids: number[] }> {
  const f = await makeContest(db, 1, now);
  await db
    .updateTable('contests')
    .set({ game_rule_setting: JSON.stringify(defaultGameRuleSetting(roundType)) })
    .where('unique_id', '=', f.unique_id)
    .execute();
  const first = 91_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
  const ids = Array.from({ length: players }, (_, i) => first + i);
  await insertPlayers(
    db,
    ids.map((id, i) => ({
      unique_id: f.unique_id,
      season_id: f.season_id,
      account_id: id,
      state: PlayerState.Joined,
      nickname: `p${i}`,
      remark: '',
      create_time: now,
      account_data: EMPTY_ACCOUNT_DATA,
    })),
  );
  return { ...f, ids };
}

/**
 * A live games row written straight into the table (no host drives it): a 4-seat east game of `season` owned by
 * `owner` with its lease until `leaseUntil`, seated with `people` (default the season's first four players).
 */
export async function insertGameRow(
  db: Database,
  season: { unique_id: number; season_id: number; ids: number[] },
  o: { owner: string; leaseUntil: number; remark?: string; people?: number[] },
): Promise<string> {
  const uuid = randomUUID();
  const people = o.people ?? season.ids.slice(0, 4);
  await insertGame(db, {
    uuid,
    plan_uuid: null,
    unique_id: season.unique_id,
    season_id: season.season_id,
    round_type: 1,
    config: { seed: uuid, roundType: 1, initPoints: [25000, 25000, 25000, 25000] } as never,
    remark: o.remark ?? '',
    owner: o.owner,
    lease_until: o.leaseUntil,
    now: T0,
    seats: people.map((account_id, seat) => ({ seat, account_id, nickname: `p${account_id}`, ai_level: 1 })),
    scores: [25000, 25000, 25000, 25000],
  });
  return uuid;
}

/**
 * A person who can open the players' table: an account with a session token (`insertAccount`, `insertSession`), and,
 * given a season, joined to it under the same nickname.
 */
export async function personWithSession(
  db: Database,
  nickname: string,
  now: number,
  season?: { unique_id: number; season_id: number },
): Promise<{ account_id: number; token: string }> {
  const account_id = await insertAccount(db, {
    nickname,
    email: `${nickname}-${randomBytes(6).toString('hex')}@test.local`,
    password_hash: 'x',
    zone: 1,
    diamonds: 0,
    now,
  });
  const token = newToken();
  await insertSession(db, hashToken(token), account_id, now, now + 86400 * 30);
  if (season) {
    await insertPlayers(db, [
      {
        unique_id: season.unique_id,
        season_id: season.season_id,
        account_id,
        state: PlayerState.Joined,
        nickname,
        remark: '',
        create_time: now,
        account_data: EMPTY_ACCOUNT_DATA,
      },
    ]);
  }
  return { account_id, token };
}

export async function markReady(db: Database, f: { unique_id: number; season_id: number }, ids: number[], at: number) {
  for (const [i, id] of ids.entries()) {
    await db
      .insertInto('season_ready')
      .values({ unique_id: f.unique_id, season_id: f.season_id, account_id: id, ready_time: at + i })
      .execute();
  }
}

/** A plan row with its seats (account 0 = robot), as create_game_plan would leave it. */
export async function insertPlan(
  db: Database,
  f: { unique_id: number; season_id: number },
  accounts: number[],
  startTime: number,
  opts: { initPoints?: number; aiLevel?: number } = {},
): Promise<string> {
  const uuid = randomUUID();
  await db
    .insertInto('game_plans')
    .values({
      uuid,
      unique_id: f.unique_id,
      season_id: f.season_id,
      game_start_time: startTime,
      shuffle_seats: 0,
      ai_level: opts.aiLevel ?? 1,
      remark: '',
      status: 'create',
      game_uuid: null,
      created_by: 1,
      create_time: startTime - 60,
      update_time: startTime - 60,
    })
    .execute();
  const points = opts.initPoints ?? (accounts.length === 4 ? 25000 : 35000);
  await db
    .insertInto('game_plan_seats')
    .values(accounts.map((account_id, seat) => ({ plan_uuid: uuid, seat, account_id, init_points: points })))
    .execute();
  return uuid;
}

/**
 * Plans a game of `accounts` (0: a robot) due now by the system clock, its people ready, and answers the uuid of the
 * game a running scheduler (a game thread's, say) started from it.
 */
export async function dueGame(
  db: Database,
  season: { unique_id: number; season_id: number },
  accounts: number[],
  timeoutMs = 30_000,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const plan = await insertPlan(db, season, accounts, now);
  await markReady(
    db,
    season,
    accounts.filter((id) => id > 0),
    now,
  );
  let uuid: string | null = null;
  await until(async () => {
    const row = await db.selectFrom('game_plans').select('game_uuid').where('uuid', '=', plan).executeTakeFirst();
    uuid = row?.game_uuid ?? null;
    return uuid !== null;
  }, timeoutMs);
  return uuid as unknown as string;
}

/** Resolves when the game's record is written (by this host). */
export function finished(games: Games, uuid: string, timeoutMs = 20_000): Promise<FinishedGame> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`game ${uuid} did not finish`)), timeoutMs);
    const off = games.host.onFinish((g) => {
      if (g.uuid !== uuid) return;
      clearTimeout(timer);
      off();
      resolve(g);
    });
  });
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export { ManualClock };

/**
 * A person who plays auto-play until `when()` holds (checked at each of their turns), then stops answering: the game
 * waits where it is.
 */
export function holdWhen(when: () => boolean): SeatController & { holding: () => boolean } {
  let held = false;
  return {
    kind: 'person',
    holding: () => held,
    decide: ({ view }) => {
      if (!held && view.phase === 'turn' && when()) held = true;
      return held ? new Promise(() => {}) : autoPlayAction(view);
    },
  };
}
