import { randomBytes } from 'node:crypto';
import { encodeAccountId, type ZoneValue } from '@taikai/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import type { Config } from '../src/config.js';
import { createDatabase, type Database, migrateToLatest } from '../src/db/database.js';
import type { EnginePort } from '../src/games/engine.js';
import { MemoryMailer } from '../src/mailer.js';
import { insertAccount } from '../src/modules/account/account.repository.js';
import { insertSession } from '../src/modules/auth/auth.repository.js';
import { hashPassword } from '../src/modules/auth/auth.service.js';
import { hashToken, newToken } from '../src/modules/auth/tokens.js';

/**
 * A fresh server on a fresh database for one test file: SQLite in memory by default; a throw-away PostgreSQL
 * schema when TAIKAI_TEST_DATABASE_URL is a postgres:// URL (CI runs the suite both ways).
 */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  mailer: MemoryMailer;
  /** Creates an account with password `password1` and returns its id and a session token. */
  user(opts?: { nickname?: string; zone?: ZoneValue; diamonds?: number }): Promise<TestUser>;
  get(url: string, token?: string | null, query?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown, token?: string | null): Promise<LightMyRequestResponse>;
}

export interface TestUser {
  account_id: number;
  encoded: number;
  nickname: string;
  email: string;
  token: string;
}

const PASSWORD_HASH = hashPassword('password1');
let seq = 0;

import { T0 } from './kit/time.js';

export { T0 };

/**
 * `config` overrides the test configuration (e.g. `{ registrationOpen: false }`); `logger` turns the log on (e.g.
 * `{ stream }`); `engine` replaces the engine the game host plays with.
 */
export async function createTestApp(
  options: { config?: Partial<Config>; logger?: object; engine?: EnginePort } = {},
): Promise<TestApp> {
  const url = process.env.TAIKAI_TEST_DATABASE_URL;
  let db: Database;
  let dropSchema: (() => Promise<void>) | null = null;
  if (url?.startsWith('postgres')) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = createDatabase({ url, schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    db = createDatabase({ url: 'sqlite::memory:' });
  }
  await migrateToLatest(db);
  const clock = new ManualClock(T0);
  const mailer = new MemoryMailer();
  const app = await buildApp({
    db,
    clock,
    mailer,
    logger: options.logger ?? false,
    engine: options.engine,
    consoleDir: null,
    config: { demo: false, ...options.config },
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    if (dropSchema) await dropSchema();
  });

  const get = (u: string, token?: string | null, query?: Record<string, unknown>) =>
    app.inject({
      method: 'GET',
      url: u,
      query: query as Record<string, string>,
      headers: token ? { authorization: `Majsoul ${token}` } : {},
    });
  const post = (u: string, body: unknown, token?: string | null) =>
    app.inject({
      method: 'POST',
      url: u,
      payload: body as object,
      headers: token ? { authorization: `Majsoul ${token}` } : {},
    });

  const user: TestApp['user'] = async (opts = {}) => {
    seq += 1;
    const nickname = opts.nickname ?? `player${seq}`;
    const email = `${nickname.toLowerCase().replace(/[^a-z0-9]/g, '') || 'user'}${seq}@test.local`;
    const accountId = await insertAccount(db, {
      nickname,
      email,
      password_hash: await PASSWORD_HASH,
      zone: opts.zone ?? 1,
      diamonds: opts.diamonds ?? 1000,
      now: clock.now(),
    });
    // A session straight into the database: tests make many accounts and the login route is rate-limited per IP.
    const token = newToken();
    await insertSession(db, hashToken(token), accountId, clock.now(), clock.now() + 30 * 86400);
    return { account_id: accountId, encoded: encodeAccountId(accountId), nickname, email, token };
  };

  return { app, db, clock, mailer, user, get, post };
}

/** The error code of a reply, or undefined when it succeeded. */
export function codeOf(res: LightMyRequestResponse): number | undefined {
  return res.json().error?.code;
}
