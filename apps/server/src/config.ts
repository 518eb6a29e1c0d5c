import os from 'node:os';
import { DEFAULT_DATABASE_URL, type SqliteSync } from './db/database.js';

export const DEFAULT_MAX_ACTIVE_CONTESTS = 100_000;

export const HTTPS_MODES = ['auto', 'always', 'never'] as const;
export type HttpsMode = (typeof HTTPS_MODES)[number];

/** Configuration by environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  demo: boolean;
  smtpUrl: string | null;
  channel: string;
  logLevel: string;
  /** Seconds a session token lives. */
  tokenTtlSeconds: number;
  /** The platform-wide cap on active contests (code 2502). */
  maxActiveContests: number;
  /** Check every reply against its zod schema before it is written (tests and development; see serializer.ts). */
  validateReplies: boolean;
  /** Whether people may create their own player accounts (`POST /api/register`); `TAIKAI_REGISTRATION=closed` turns it off. */
  registrationOpen: boolean;
  /** Seconds a robot-only hand lasts (TAIKAI_HAND_SECONDS, default 75; 0 = as fast as possible, for tests). */
  handSeconds: number;
  /**
   * Multiplies every thinking-clock second on the players' table (TAIKAI_THINK_SCALE, default 1; e.g. 0.05 in
   * tests and demos so people's clocks run out fast). Robots are paced by handSeconds.
   */
  thinkScale: number;
  /**
   * Seconds a game waits for a person who has not sat down yet, after it starts (or is taken over or resumed after
   * a restart), before their seat is auto-played (TAIKAI_START_GRACE, default 30; 0 under test unless set, where
   * games are played with nobody at the table).
   */
  startGraceSeconds: number;
  /**
   * Seconds a contest observer's watch feed runs behind the game (TAIKAI_WATCH_DELAY, default 60), so a watcher
   * cannot pass live information to a player. Managers and the creator watch live (they control the game).
   */
  watchDelaySeconds: number;
  /**
   * Which peers may set X-Forwarded-For / -Proto / -Host (TAIKAI_TRUST_PROXY): off by default, so per-address
   * limits see the real peer. `true` trusts any peer (only behind a proxy that overwrites the header), a number the
   * hops to trust, anything else a comma-separated list of addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`).
   */
  trustProxy: boolean | number | string;
  /**
   * When the HTTPS-only headers (HSTS, CSP `upgrade-insecure-requests`) are sent (TAIKAI_HTTPS): `auto` (default) on
   * requests that came over HTTPS (X-Forwarded-Proto believed only from TAIKAI_TRUST_PROXY), `always`, or `never`.
   */
  https: HttpsMode;
  /** Days analytics events are kept before the upkeep deletes them (TAIKAI_ANALYTICS_DAYS, default 180). */
  analyticsDays: number;
  /** Run the games scheduler loop in this process (TAIKAI_SCHEDULER=0 turns it off; off by default under test). */
  scheduler: boolean;
  /** SQLite's `synchronous` under WAL (TAIKAI_SQLITE_SYNC): `normal` (default) or `full`; see db/database.ts. */
  sqliteSync: SqliteSync;
  /**
   * Worker threads that play the games (TAIKAI_GAME_THREADS; games/threads): 0 plays them on the main thread with
   * the requests; N > 0 leaves the main thread to requests and sockets. Default: see `defaultGameThreads`. Only a
   * process that runs the scheduler plays games, and an in-memory database cannot be shared with threads.
   */
  gameThreads: number;
  /**
   * Connection limits and timeouts (plugins/connection-limits.ts; README "Operations: limits and timeouts"). `false`
   * (TAIKAI_CONNECTION_LIMITS=off) keeps Node's and Fastify's defaults and no caps: only for the before/after
   * measurement in bench/connections.ts, never in production.
   */
  connectionLimits: boolean;
  /** Milliseconds a client has to send a request's headers, from its first byte or a new connection's start. */
  headersTimeoutMs: number;
  /** Milliseconds a client has to send a whole request, headers and body (a body sent a byte at a time ends here). */
  requestTimeoutMs: number;
  /** Milliseconds an idle keep-alive connection is kept between two requests. */
  keepAliveTimeoutMs: number;
  /** Milliseconds a connection may pass with no byte either way while a request is served (a client not reading). */
  idleTimeoutMs: number;
  /** Connections one address (an IPv6 /64) may hold open; 0 = no cap. A TAIKAI_TRUST_PROXY proxy has none. */
  maxConnectionsPerAddress: number;
  /** Connections the process holds open in all; 0 = derived from the open-file limit (`defaultMaxConnections`). */
  maxConnections: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    demo: env.TAIKAI_DEMO !== '0',
    smtpUrl: env.SMTP_URL || null,
    channel: env.TAIKAI_CHANNEL || 'cn',
    logLevel: env.LOG_LEVEL || 'info',
    tokenTtlSeconds: Number(env.TAIKAI_TOKEN_TTL ?? 7 * 24 * 3600),
    maxActiveContests: positiveInteger(env.TAIKAI_MAX_ACTIVE_CONTESTS, DEFAULT_MAX_ACTIVE_CONTESTS),
    validateReplies: env.NODE_ENV === 'test' || env.NODE_ENV === 'development',
    registrationOpen: (env.TAIKAI_REGISTRATION ?? 'open').trim().toLowerCase() !== 'closed',
    handSeconds: nonNegativeNumber(env.TAIKAI_HAND_SECONDS, 75),
    thinkScale: nonNegativeNumber(env.TAIKAI_THINK_SCALE, 1),
    startGraceSeconds: nonNegativeNumber(env.TAIKAI_START_GRACE, env.NODE_ENV === 'test' ? 0 : 30),
    watchDelaySeconds: nonNegativeNumber(env.TAIKAI_WATCH_DELAY, 60),
    trustProxy: trustProxyOf(env.TAIKAI_TRUST_PROXY),
    https: httpsModeOf(env.TAIKAI_HTTPS),
    analyticsDays: positiveInteger(env.TAIKAI_ANALYTICS_DAYS, 180),
    scheduler: env.TAIKAI_SCHEDULER ? env.TAIKAI_SCHEDULER !== '0' : env.NODE_ENV !== 'test',
    sqliteSync: env.TAIKAI_SQLITE_SYNC?.trim().toLowerCase() === 'full' ? 'full' : 'normal',
    gameThreads: env.TAIKAI_GAME_THREADS
      ? nonNegativeInteger(env.TAIKAI_GAME_THREADS, 'TAIKAI_GAME_THREADS')
      : defaultGameThreads(env),
    connectionLimits: !['0', 'off', 'false'].includes((env.TAIKAI_CONNECTION_LIMITS ?? '').trim().toLowerCase()),
    ...connectionTimeouts(env),
    maxConnectionsPerAddress: countOf(
      env.TAIKAI_MAX_CONNECTIONS_PER_ADDRESS,
      256,
      'TAIKAI_MAX_CONNECTIONS_PER_ADDRESS',
    ),
    maxConnections: countOf(env.TAIKAI_MAX_CONNECTIONS, 0, 'TAIKAI_MAX_CONNECTIONS'),
  };
}

/**
 * The HTTP timeouts, set in seconds (decimals allowed): headers 15, whole request 30, keep-alive 30, idle 60. A
 * value that is not a positive number, or headers longer than the request, stops the start.
 */
function connectionTimeouts(env: NodeJS.ProcessEnv) {
  const t = {
    headersTimeoutMs: secondsOf(env.TAIKAI_HEADERS_TIMEOUT, 15, 'TAIKAI_HEADERS_TIMEOUT'),
    requestTimeoutMs: secondsOf(env.TAIKAI_REQUEST_TIMEOUT, 30, 'TAIKAI_REQUEST_TIMEOUT'),
    keepAliveTimeoutMs: secondsOf(env.TAIKAI_KEEPALIVE_TIMEOUT, 30, 'TAIKAI_KEEPALIVE_TIMEOUT'),
    idleTimeoutMs: secondsOf(env.TAIKAI_IDLE_TIMEOUT, 60, 'TAIKAI_IDLE_TIMEOUT'),
  };
  if (t.headersTimeoutMs > t.requestTimeoutMs) {
    throw new Error('TAIKAI_HEADERS_TIMEOUT must not be longer than TAIKAI_REQUEST_TIMEOUT');
  }
  return t;
}

function secondsOf(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text.trim() === '') return fallback * 1000;
  const n = Number(text.trim());
  if (Number.isFinite(n) && n > 0 && n <= 3600) return Math.max(1, Math.round(n * 1000));
  throw new Error(`${name} must be a number of seconds above 0 and at most 3600 (got "${text}")`);
}

function countOf(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text.trim() === '') return fallback;
  const n = Number(text.trim());
  if (Number.isInteger(n) && n >= 0) return n;
  throw new Error(`${name} must be a whole number (got "${text}")`);
}

/**
 * One core for requests and sockets, the others for games (at most 8 threads); none on one core, and none under
 * test (tests drive a ManualClock and scripted engines on the main thread, and ask for threads where they test them).
 */
export function defaultGameThreads(env: NodeJS.ProcessEnv, cores = os.availableParallelism()): number {
  if (env.NODE_ENV === 'test') return 0;
  return Math.min(8, Math.max(0, cores - 1));
}

/** TAIKAI_HTTPS: `auto` unless it names another mode; an unknown value stops the start (a typo must not go unnoticed). */
export function httpsModeOf(text: string | undefined): HttpsMode {
  const value = (text ?? '').trim().toLowerCase() || 'auto';
  if ((HTTPS_MODES as readonly string[]).includes(value)) return value as HttpsMode;
  throw new Error(`TAIKAI_HTTPS must be one of ${HTTPS_MODES.join(', ')} (got "${text}")`);
}

function trustProxyOf(text: string | undefined): boolean | number | string {
  const value = (text ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function positiveInteger(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function nonNegativeNumber(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** A count the operator set: a whole number from 0 to 64, else the start stops (a typo must not go unnoticed). */
function nonNegativeInteger(text: string, name: string): number {
  const n = Number(text.trim());
  if (Number.isInteger(n) && n >= 0 && n <= 64) return n;
  throw new Error(`${name} must be a whole number from 0 to 64 (got "${text}")`);
}
