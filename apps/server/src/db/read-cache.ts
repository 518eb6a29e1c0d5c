import type SQLite from 'better-sqlite3';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { deepFreeze } from '../lib/deep-freeze.js';

/**
 * A memory of the hot reads (who a token belongs to, a contest and its managers, a season, a roster page, the
 * seasons of a contest, and the whole answers built only from such reads) that is exact, not timed: an entry is used only while the database is unchanged since it was
 * read. "Unchanged" is two numbers:
 *
 *  - this process's write generation, bumped by a Kysely plugin before and after any statement that is not a SELECT
 *    (inserts, updates, deletes, raw SQL, migrations), inside a transaction or not;
 *  - SQLite's `PRAGMA data_version`, which changes when another connection commits (the operator CLI, a second
 *    server process on the same file). It is read once per turn of the event loop: another process's commit is
 *    concurrent with everything this process does in that turn, so the reads of the turn may be ordered before it.
 *
 * The embedded SQLite database has one connection that Kysely serialises, so a read never overlaps a write
 * transaction of this process. Every entry belongs to the version it was read under: when the version moves on, all
 * entries go, a read still under way included. Reads inside a transaction never use the memory (they go through a
 * `Transaction`, not the root `Kysely` the memory belongs to). On PostgreSQL, where several server processes may
 * share the database, there is no memory: every read goes to the database.
 *
 * Values are frozen, so a caller that tried to change a shared value fails loudly instead of corrupting it. Misses
 * for the same key while a read is under way share that read.
 */
export interface ReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Entries held now; for tests and the benchmark. */
  readonly size: number;
}

const MAX_ENTRIES = 5_000;

export class SqliteReadCache implements ReadCache {
  #generation = 0;
  #version = '';
  readonly #entries = new Map<string, Promise<unknown>>();
  readonly #writes = new WeakSet<QueryId>();
  readonly #dataVersion: SQLite.Statement;
  #foreign: number | undefined;

  constructor(sqlite: SQLite.Database) {
    this.#dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  }

  /** The Kysely plugin that counts this process's writes. */
  readonly plugin: KyselyPlugin = {
    transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => {
      if (args.node.kind !== 'SelectQueryNode') {
        this.#generation++;
        this.#writes.add(args.queryId);
      }
      return args.node;
    },
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      if (this.#writes.has(args.queryId)) this.#generation++;
      return args.result;
    },
  };

  get size(): number {
    return this.#entries.size;
  }

  /** `PRAGMA data_version` as read in this turn of the event loop. */
  #foreignVersion(): number {
    if (this.#foreign === undefined) {
      this.#foreign = this.#dataVersion.get() as number;
      setImmediate(() => {
        this.#foreign = undefined;
      });
    }
    return this.#foreign;
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = `${this.#generation}:${this.#foreignVersion()}`;
    if (version !== this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    const hit = this.#entries.get(key);
    if (hit) return hit as Promise<T>;
    const value: Promise<T> = load().then(deepFreeze, (error: unknown) => {
      if (this.#entries.get(key) === value) this.#entries.delete(key);
      throw error;
    });
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, value);
    return value;
  }
}

/** No memory at all: every read goes to the database (PostgreSQL, and reads inside transactions). */
export const noReadCache: ReadCache = {
  read: (_key, load) => load(),
  size: 0,
};
