import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  Migrator,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import { PgReadCache } from './pg-read-cache.js';
import { type CachedRead, noReadCache, type ReadCache } from './read-cache.js';
import type { DB } from './schema.js';
import { checkpointInBackground } from './sqlite-checkpointer.js';
import { SqliteReadCache } from './sqlite-read-cache.js';

export type Database = Kysely<DB>;
/** What repositories take: the database or a transaction on it. */
export type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The checkout's root (the console's build, the default database folder): the nearest folder above this module
 * that holds `apps/server/package.json` — the same whether the server runs from source (src/db) or from its
 * compiled bundle (dist).
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps', 'server', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no Taikai checkout above ${from}`);
  }
}
export const DEFAULT_DATABASE_URL = `sqlite:${path.join(REPO_ROOT, 'data', 'taikai.db')}`;

// COUNT(*) and bigint come back from PostgreSQL as strings; every number we store fits a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface DatabaseOptions {
  /** `sqlite:<path>`, `sqlite::memory:`, or `postgres://…` */
  url: string;
  /** PostgreSQL only: a schema to create and use (tests get a fresh one each). */
  schema?: string;
  /** Keep the memory of hot reads (read-cache.ts); on unless false (the benchmark compares both). */
  readCache?: boolean;
  /** SQLite only: `synchronous` under WAL, `normal` unless told (see SqliteSync). */
  sqliteSync?: SqliteSync;
  /**
   * SQLite file only: WAL checkpoints in a worker thread (`background`, the default; sqlite-checkpointer.ts) or in
   * the commit that fills the WAL, on the event loop (`inline`, SQLite's own way).
   */
  sqliteCheckpoints?: 'background' | 'inline';
  /**
   * PostgreSQL only: told when a pooled connection fails while idle (the database restarted, an administrator ended
   * it); the pool replaces it on next use. Without a listener such a failure would end the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/** How the pool's connections show in pg_stat_activity. */
export const POOL_APPLICATION_NAME = 'taikai';

const warnIdleConnectionError = (error: Error) =>
  process.emitWarning(`a pooled PostgreSQL connection failed while idle (${error.message}); replaced on next use`);

/**
 * SQLite's `synchronous` setting under WAL. `normal` (the default, as SQLite recommends for WAL): a commit is not
 * fsynced, the WAL is at checkpoints — a crashed or killed process loses nothing, the file is never corrupted, but
 * a power cut or an operating-system crash may undo the last commits. `full`: every commit is fsynced (~1 ms each on
 * the event loop, measured under the games bench), for machines whose power is not trusted.
 */
export type SqliteSync = 'normal' | 'full';

/** PostgreSQL with something to close beside the pool (the read cache's listening connection) on `db.destroy()`. */
class ClosingPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly beforeDestroy: () => Promise<void>,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await this.beforeDestroy();
      await destroy();
    };
    return driver;
  }
}

export function createDatabase(options: DatabaseOptions): Database {
  const { url } = options;
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const connection = options.schema ? { options: `-c search_path=${options.schema}` } : {};
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      application_name: POOL_APPLICATION_NAME,
      ...connection,
    });
    pool.on('error', options.onIdleConnectionError ?? warnIdleConnectionError);
    const cache = options.readCache === false ? null : new PgReadCache({ connectionString: url, ...connection });
    const db = cache
      ? new Kysely<DB>({ dialect: new ClosingPostgresDialect({ pool }, () => cache.close()), plugins: [cache.plugin] })
      : new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    if (cache) readCaches.set(db, cache);
    if (options.schema) schemas.set(db, options.schema);
    postgresTargets.set(db, { url, schema: options.schema });
    return db;
  }
  if (!url.startsWith('sqlite:')) throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got ${url}`);
  const file = url.slice('sqlite:'.length) || ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  const target = file === ':memory:' ? null : { url: `sqlite:${path.resolve(file)}`, sqliteSync: options.sqliteSync };
  sqlite.pragma(`synchronous = ${options.sqliteSync === 'full' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_SPIN_MS}`);
  const stopCheckpoints =
    file !== ':memory:' && options.sqliteCheckpoints !== 'inline' ? checkpointInBackground(sqlite, file) : null;
  const dialect = new ImmediateSqliteDialect({ database: withStatementCache(sqlite, stopCheckpoints) });
  const cache = options.readCache === false ? null : new SqliteReadCache(sqlite);
  const db = new Kysely<DB>({ dialect, plugins: cache ? [cache.plugin] : [] });
  if (cache) readCaches.set(db, cache);
  if (target) sqliteTargets.set(db, target);
  return db;
}

/** How long a writer waits for another connection's write lock on the same file before giving up (SQLITE_BUSY). */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000;
/**
 * How long SQLite itself waits for the lock, blocking the thread (better-sqlite3 is synchronous). Kept short: the
 * rest of the wait is an asynchronous retry (`retryBusy`), so the event loop keeps running — two connections of one
 * process (two app instances in a test, a CLI beside the server) would otherwise deadlock, the waiter blocking the
 * very thread the holder needs to finish its transaction.
 */
const SQLITE_BUSY_SPIN_MS = 5;

function isBusy(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Runs a statement that did nothing when it failed with SQLITE_BUSY (a `begin immediate`, or a statement outside a
 * transaction: SQLite's autocommit makes it all or nothing) again after a growing pause (1 ms doubling up to 50 ms)
 * until it passes or SQLITE_BUSY_TIMEOUT_MS have gone.
 */
async function retryBusy<T>(run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await run();
    } catch (e) {
      if (!isBusy(e) || Date.now() - started >= SQLITE_BUSY_TIMEOUT_MS) throw e;
    }
    await new Promise((r) => setTimeout(r, pause));
  }
}

/**
 * SQLite's work per turn of the event loop (ms) before a statement or transaction waits for the next turn. The
 * driver is synchronous, so a chain of statements and transactions awaited one after another (a batch of games
 * finishing, a burst of games starting, a flush of positions) runs in microtasks, and nothing queued behind it —
 * the game clocks, a poll — would run until the whole chain is done: without the budget, 30–100 ms at a time on a
 * game thread at 750 tables under the games bench. A statement or transaction never splits; the chain is cut
 * between them.
 */
const TURN_BUDGET_MS = 4;
let turnStartedAt = -1;

/** Whether this turn's SQLite work has had its budget (the first call of a turn starts the count). */
function turnBudgetSpent(): boolean {
  const now = performance.now();
  if (turnStartedAt < 0) {
    turnStartedAt = now;
    setImmediate(() => {
      turnStartedAt = -1;
    });
    return false;
  }
  return now - turnStartedAt > TURN_BUDGET_MS;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Kysely opens SQLite transactions with a plain `begin` (deferred): the transaction starts as a reader and asks for
 * the write lock at its first write. When another process committed in between, SQLite cannot upgrade it and
 * answers SQLITE_BUSY at once, without the busy timeout ("database is locked"). Every transaction here may write,
 * so each starts with `begin immediate`: it takes the write lock first, waiting for it (see `retryBusy`), and then
 * reads what it will write from. Several processes on one file then queue instead of failing.
 * A statement outside a transaction waits for the lock the same way; inside one the lock is held already.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const inTransaction = new WeakSet<DatabaseConnection>();
    const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => {
      const raw = await acquire();
      if (turnBudgetSpent()) await nextTurn();
      let conn = wrapped.get(raw);
      if (!conn) {
        const c: DatabaseConnection = {
          executeQuery: (q) => (inTransaction.has(c) ? raw.executeQuery(q) : retryBusy(() => raw.executeQuery(q))),
          streamQuery: (q, chunkSize) => raw.streamQuery(q, chunkSize),
        };
        conn = c;
        wrapped.set(raw, conn);
      }
      return conn;
    };
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      // outside a transaction still: the wrapped connection waits for the lock through `retryBusy`
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      inTransaction.add(connection);
    };
    const commit = driver.commitTransaction.bind(driver);
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.commitTransaction = async (connection: DatabaseConnection) => {
      inTransaction.delete(connection);
      await commit(connection);
    };
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      inTransaction.delete(connection);
      await rollback(connection);
    };
    return driver;
  }
}

const readCaches = new WeakMap<Executor, ReadCache>();
/** The PostgreSQL schema a database was opened on, when not the default. */
const schemas = new WeakMap<Database, string>();
/** Where a PostgreSQL database was opened (URL and schema): its cluster bus opens its own listening connection. */
const postgresTargets = new WeakMap<Database, { url: string; schema?: string }>();

/** Where a SQLite file was opened (its absolute path as a URL, and its `synchronous`); none for `:memory:`. */
const sqliteTargets = new WeakMap<Database, { url: string; sqliteSync?: SqliteSync }>();

/**
 * How another connection of this process opens the same database (a game thread, games/threads): its options, or null
 * for an in-memory SQLite database, which no other connection can open.
 */
export function reopenOptions(db: Database): DatabaseOptions | null {
  const pg = postgresTargets.get(db);
  if (pg) return { url: pg.url, schema: pg.schema };
  const lite = sqliteTargets.get(db);
  return lite ? { url: lite.url, sqliteSync: lite.sqliteSync } : null;
}

/** The URL and schema a PostgreSQL database was opened on; null for SQLite. */
export function postgresTarget(db: Database): { url: string; schema?: string } | null {
  return postgresTargets.get(db) ?? null;
}

/**
 * The memory of hot reads for this executor (see read-cache.ts): the database's own; none for a transaction (its
 * reads must see its own writes).
 */
export function readCache(db: Executor): ReadCache {
  return readCaches.get(db) ?? noReadCache;
}

/** Whether `db`'s memory can be behind a commit made elsewhere (PostgreSQL's; SQLite's hears every commit first). */
export function readsNeedSettling(db: Executor): boolean {
  return readCache(db).settle !== undefined;
}

/** Waits until every commit made before the call is heard by `db`'s memory (see `ReadCache.settle`). */
export function settleReads(db: Executor): Promise<void> {
  return readCache(db).settle?.() ?? Promise.resolve();
}

/** A declared read (`cachedRead`, read-cache.ts) through the memory of `db`, when it has one. */
export function cached<P extends object, T>(db: Executor, read: CachedRead<P, T>, params: P): Promise<T> {
  return readCache(db).get(read, params, () => read.load(db, params));
}

/**
 * Kysely prepares every query afresh; better-sqlite3 statements are reusable, so the same SQL text gets the same
 * prepared statement (a bounded cache, oldest out first). The SQL of a query builder chain is the same on every
 * call, so the hot paths hit the cache.
 */
function withStatementCache(
  sqlite: SQLite.Database,
  beforeClose: (() => Promise<void>) | null,
  max = 500,
): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      if (beforeClose) {
        void beforeClose();
        // the last checkpoint here, so the WAL file goes with the connection as SQLite's own close would do
        try {
          sqlite.pragma('wal_checkpoint(TRUNCATE)');
        } catch {
          // busy: the WAL stays and is checkpointed when the file is next opened
        }
      }
      sqlite.close();
    },
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function migrateToLatest(db: Database): Promise<string[]> {
  // Kysely looks for its migration tables in every schema unless told which one: a database opened on its own
  // schema (each test file has one) must not take another schema's tables for its own.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schemas.get(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs `fn` in one transaction: all of it lands or none of it does. */
export function inTransaction<T>(db: Database, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}
