import type { FastifyBaseLogger } from 'fastify';
import type { Caches } from './caches.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Games } from './games/runtime.js';
import type { Mailer } from './mailer.js';

/** What services get: never the request or reply. */
export interface AppContext {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** the game host and the scheduler (games/) */
  games: Games;
  /** the app's caches, one set per app (caches.ts: the registry of every cache) */
  caches: Caches;
}

/** The logged-in account a call acts for. */
export interface Actor {
  account_id: number;
  nickname: string;
  is_operator: boolean;
}
