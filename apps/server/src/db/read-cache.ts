import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { deepFreeze } from '../lib/deep-freeze.js';
import type { Executor } from './database.js';
import type { DB } from './schema.js';

/**
 * A memory of the hot reads (who a token belongs to, a contest and the caller's role in it, a season, the seasons of a
 * contest, a roster page, the contest detail), exact and not timed: an entry is used only while nothing it was read
 * from has changed. Scoped, so a busy tournament keeps its hit rate: a write in one contest never empties another
 * contest's entries.
 *
 * Reads. Each cached read is declared once with `cachedRead({ name, tables, load })`: the tables its loader reads and
 * a loader of the whole parsed input (`params`). The key is the name and every field of `params` (a stable encoding;
 * no hand-assembled strings); an entry reading a contest's tables belongs to the contest `params.unique_id` names. In
 * tests every SELECT a loader runs is checked against its declared tables, so a loader cannot read a table its entry
 * is not invalidated by.
 *
 * Writes. The scope of a write is read from the statement itself, not trusted from the caller: a Kysely plugin sees
 * every statement before it runs, and
 *  - a write to a table no cached read declares (games, records, readiness, audit, analytics, rate limits, …) changes
 *    no entry;
 *  - a write to a contest's table (a `unique_id` column) whose rows are pinned to one contest — an INSERT whose every
 *    row names `unique_id = X`, an UPDATE or DELETE whose WHERE is `unique_id = X AND …` and that does not set
 *    `unique_id` — empties contest X's entries only;
 *  - a write to `accounts` empties what depends on accounts (sessions, the managers' nicknames); to `sessions`, the
 *    session lookups; a DELETE of an account, a contest or a season (rows others point at) empties everything;
 *  - anything else — raw SQL, a migration, a statement the plugin cannot pin to one contest — empties everything.
 * Triggers follow the row that fired them (the season counts are kept per contest); a test lists the database's
 * triggers so a new one is reviewed here.
 *
 * Other connections (game threads, the operator CLI, a second process) commit without this connection seeing the
 * statements. On SQLite (sqlite-read-cache.ts) `PRAGMA data_version`, read once per turn of the event loop, says when
 * another connection committed, and the keys triggers recorded in `cache_writes` say what it wrote to the tables
 * cached reads declare (by table, operation and contest). On PostgreSQL (pg-read-cache.ts) triggers on every table a cached read declares announce each committed
 * write with its tables and contests (NOTIFY), and a lookup first waits for a barrier that proves every commit made
 * before it has been heard; while the listening connection is down, every read goes to the database.
 *
 * Each entry keeps the generations of its scopes as they were when its read started; a write bumps its scope's
 * generation before and after it runs. An entry is used only while all of them are unchanged, so a read that
 * overlapped a write is read again. Reads inside a transaction never use the memory (they go through a `Transaction`,
 * which has none); values are deep-frozen; concurrent misses share one read.
 */
export interface ReadCache {
  /** The value of a declared read (see `cachedRead`), from memory when nothing it depends on changed. */
  get<P extends object, T>(read: CachedRead<P, T>, params: P, load: () => Promise<T>): Promise<T>;
  /**
   * Resolves once every commit made anywhere before the call has been heard (PostgreSQL: a barrier, see
   * pg-read-cache.ts; nothing to wait for elsewhere). Every API request and socket message waits for it once at its
   * start (plugins/read-barrier.ts), so its lookups show every commit made before it began.
   */
  settle?(): Promise<void>;
  /** Entries held now; for tests and the benchmark. */
  readonly size: number;
}

export type TableName = keyof DB & string;

/** Tables whose rows belong to one contest (their `unique_id` column); a test checks the list against the database. */
export const CONTEST_TABLES: ReadonlySet<string> = new Set<TableName>([
  'contests',
  'contest_admins',
  'contest_observers',
  'contest_reviews',
  'seasons',
  'season_players',
  'season_player_counts',
  'season_blacklist',
  'chat_limits',
  'season_ready',
  'season_standings',
  'season_player_stats',
  'audit_log',
  'game_plans',
  'games',
  'game_records',
  'yakuman_records',
]);
/** Tables other rows point at: deleting from them may reach rows of any scope. */
const PARENT_TABLES: ReadonlySet<string> = new Set<TableName>(['accounts', 'contests', 'seasons']);

export interface CachedRead<P extends object, T> {
  readonly name: string;
  readonly tables: readonly TableName[];
  /** Reads from `db` and `params` only: the key is built from them, so nothing else may decide the value. */
  readonly load: (db: Executor, params: P) => Promise<T>;
}

const names = new Set<string>();
/** Every declared read, for the table-coverage check and the docs. */
export const cachedReads: CachedRead<object, unknown>[] = [];

/**
 * Declares a cached read: a unique name, the tables its loader reads, and the loader. Reads of a contest's tables
 * take `unique_id` in their params (their entries belong to that contest).
 */
export function cachedRead<P extends object, T>(read: CachedRead<P, T>): CachedRead<P, T> {
  if (names.has(read.name)) throw new Error(`cached read ${read.name} is declared twice`);
  names.add(read.name);
  cachedReads.push(read as unknown as CachedRead<object, unknown>);
  return read;
}

/** The entry key: the read's name and its params in a stable encoding (keys sorted, undefined left out). */
export function entryKey(name: string, params: object): string {
  return `${name}:${stableJson(params)}`;
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const object = value as Record<string, unknown>;
  let out = '{';
  for (const key of Object.keys(object).sort()) {
    const v = object[key];
    if (v !== undefined) out += `${JSON.stringify(key)}:${stableJson(v)},`;
  }
  return `${out}}`;
}

/** The scopes an entry depends on: its contest and/or `accounts` / `sessions`. */
function scopesOf(read: CachedRead<object, unknown>, params: object): string[] {
  const scopes: string[] = [];
  if (read.tables.some((t) => CONTEST_TABLES.has(t))) {
    const uniqueId = (params as { unique_id?: unknown }).unique_id;
    if (typeof uniqueId !== 'number') throw new Error(`cached read ${read.name} reads a contest without unique_id`);
    scopes.push(`contest:${uniqueId}`);
  }
  if (read.tables.includes('accounts')) scopes.push('accounts');
  if (read.tables.includes('sessions')) scopes.push('sessions');
  return scopes;
}

/** What a write statement empties: nothing, some scopes, or everything (`'all'`). */
export type WriteEffect = 'none' | 'all' | string[];

/** Tables some declared read depends on; writes to others change no entry. */
export function watchedTables(): Set<string> {
  return new Set(cachedReads.flatMap((r) => r.tables));
}

/** Decides what a statement empties, from the statement alone (see the comment at the top). */
export function writeEffect(node: RootOperationNode, watched: ReadonlySet<string> = watchedTables()): WriteEffect {
  if (node.kind === 'SelectQueryNode') return 'none';
  const target = targetTable(node);
  if (!target) return 'all';
  if (!watched.has(target)) return 'none';
  if (node.kind === 'DeleteQueryNode' && PARENT_TABLES.has(target)) return 'all';
  if (target === 'accounts') return ['accounts'];
  if (target === 'sessions') return ['sessions'];
  if (!CONTEST_TABLES.has(target)) return 'all';
  const uniqueId = pinnedContest(node);
  return uniqueId === null ? 'all' : [`contest:${uniqueId}`];
}

/**
 * What a write committed elsewhere and announced by the database empties (PostgreSQL's triggers, pg-read-cache.ts):
 * the same rules as `writeEffect`, from the table, the operation and the contests of the rows it touched.
 */
export function announcedEffect(
  table: string,
  op: string,
  contests: readonly number[] | 'all',
  watched: ReadonlySet<string> = watchedTables(),
): WriteEffect {
  if (!watched.has(table)) return 'none';
  if (op === 'TRUNCATE' || (op === 'DELETE' && PARENT_TABLES.has(table))) return 'all';
  if (table === 'accounts') return ['accounts'];
  if (table === 'sessions') return ['sessions'];
  if (!CONTEST_TABLES.has(table) || contests === 'all') return 'all';
  return contests.map((id) => `contest:${id}`);
}

type AnyNode = OperationNode & Record<string, unknown>;

function tableName(node: unknown): string | null {
  const n = node as AnyNode | undefined;
  if (!n) return null;
  if (n.kind === 'TableNode') return ((n.table as AnyNode).identifier as { name: string }).name;
  if (n.kind === 'AliasNode') return tableName(n.node);
  return null;
}

function targetTable(node: RootOperationNode): string | null {
  const n = node as unknown as AnyNode;
  if (n.kind === 'InsertQueryNode') return tableName(n.into);
  if (n.kind === 'UpdateQueryNode') return tableName(n.table);
  if (n.kind === 'DeleteQueryNode') {
    const froms = (n.from as { froms: unknown[] } | undefined)?.froms ?? [];
    return froms.length === 1 ? tableName(froms[0]) : null;
  }
  return null;
}

function columnName(node: unknown): string | null {
  const n = node as AnyNode | undefined;
  if (n?.kind === 'ReferenceNode') return columnName(n.column);
  if (n?.kind === 'ColumnNode') return (n.column as { name: string }).name;
  return null;
}

/** The contest every row of an INSERT / UPDATE / DELETE belongs to, when the statement pins one; else null. */
function pinnedContest(node: RootOperationNode): number | null {
  const n = node as unknown as AnyNode;
  if (n.kind === 'InsertQueryNode') {
    const columns = ((n.columns as unknown[] | undefined) ?? []).map(columnName);
    const at = columns.indexOf('unique_id');
    const values = n.values as AnyNode | undefined;
    if (at < 0 || values?.kind !== 'ValuesNode') return null;
    const ids = (values.values as AnyNode[]).map((row) => {
      if (row.kind === 'PrimitiveValueListNode') return (row.values as unknown[])[at];
      if (row.kind === 'ValueListNode') {
        const v = (row.values as AnyNode[])[at];
        return v?.kind === 'ValueNode' ? v.value : undefined;
      }
      return undefined;
    });
    const first = ids[0];
    return typeof first === 'number' && ids.every((id) => id === first) ? first : null;
  }
  if (n.kind === 'UpdateQueryNode') {
    const sets = (n.updates as AnyNode[] | undefined) ?? [];
    if (sets.some((u) => columnName(u.column) === 'unique_id')) return null;
    if (n.from || n.joins) return null;
  }
  if (n.kind === 'DeleteQueryNode' && (n.using || n.joins)) return null;
  const where = (n.where as AnyNode | undefined)?.where;
  return conjunctContest(where as AnyNode | undefined);
}

/** `unique_id = <number>` as one of the top-level AND terms of a WHERE. */
function conjunctContest(node: AnyNode | undefined): number | null {
  if (!node) return null;
  if (node.kind === 'AndNode') return conjunctContest(node.left as AnyNode) ?? conjunctContest(node.right as AnyNode);
  if (node.kind === 'ParensNode') return conjunctContest(node.node as AnyNode);
  if (node.kind !== 'BinaryOperationNode') return null;
  const operator = (node.operator as { operator?: string }).operator;
  const value = node.rightOperand as AnyNode;
  if (operator !== '=' || columnName(node.leftOperand) !== 'unique_id' || value?.kind !== 'ValueNode') return null;
  return typeof value.value === 'number' ? value.value : null;
}

/** Every table a SELECT names (FROM, JOIN, subqueries); column references (`p.account_id`) are not tables. */
export function tablesRead(node: unknown, out = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const item of node) tablesRead(item, out);
    return out;
  }
  if ((node as AnyNode).kind === 'ReferenceNode') return out;
  const name = (node as AnyNode).kind === 'TableNode' ? tableName(node) : null;
  if (name) out.add(name);
  else for (const value of Object.values(node)) tablesRead(value, out);
  return out;
}

const MAX_ENTRIES = 5_000;

interface Entry {
  value: Promise<unknown>;
  global: number;
  scopes: [string, number][];
}

/** What `foreign()` answers when the memory cannot be trusted now: every read goes to the database. */
export const BYPASS = Symbol('bypass');

/**
 * The memory itself, whatever the database: entries with the generations of their scopes, this process's writes
 * seen by a Kysely plugin. How other connections' commits are heard is the subclass's `foreign()`: it runs before
 * every lookup and bumps generations (`bump`) for what changed elsewhere — synchronously (SQLite's data_version),
 * or by answering a promise that settles once every commit made before the call has been heard (PostgreSQL).
 */
export abstract class ScopedReadCache implements ReadCache {
  #global = 0;
  readonly #generations = new Map<string, number>();
  readonly #entries = new Map<string, Entry>();
  readonly #writes = new Map<QueryId, WriteEffect>();
  /** In tests: the read whose loader is running, to check its SELECTs against its declared tables. */
  readonly #loading = new AsyncLocalStorage<CachedRead<object, unknown>>();

  constructor(private readonly checkTables = process.env.NODE_ENV === 'test') {}

  /** Hears other connections' commits; see the class comment. */
  protected abstract foreign(): void | Promise<void> | typeof BYPASS;

  /** The Kysely plugin that sees this process's writes (and, in tests, checks cached loaders' reads). */
  readonly plugin: KyselyPlugin = {
    transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => {
      if (args.node.kind === 'SelectQueryNode') {
        if (this.checkTables) this.#checkRead(args.node);
        return args.node;
      }
      const effect = writeEffect(args.node);
      if (effect !== 'none') {
        this.bump(effect);
        this.#writes.set(args.queryId, effect);
      }
      return args.node;
    },
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      const effect = this.#writes.get(args.queryId);
      if (effect) {
        this.#writes.delete(args.queryId);
        this.bump(effect);
      }
      return args.result;
    },
  };

  get size(): number {
    return this.#entries.size;
  }

  /** Marks what `effect` names as changed: entries read before now are not used again. */
  protected bump(effect: WriteEffect): void {
    if (effect === 'none') return;
    if (effect === 'all') {
      this.#global++;
      return;
    }
    for (const scope of effect) this.#generations.set(scope, (this.#generations.get(scope) ?? 0) + 1);
  }

  #checkRead(node: RootOperationNode): void {
    const read = this.#loading.getStore();
    if (!read) return;
    const undeclared = [...tablesRead(node)].filter((t) => !read.tables.includes(t as TableName));
    if (undeclared.length)
      throw new Error(`cached read ${read.name} reads undeclared tables: ${undeclared.join(', ')}`);
  }

  #fresh(entry: Entry): boolean {
    return entry.global === this.#global && entry.scopes.every(([s, g]) => (this.#generations.get(s) ?? 0) === g);
  }

  get<P extends object, T>(read: CachedRead<P, T>, params: P, load: () => Promise<T>): Promise<T> {
    const heard = this.foreign();
    if (heard === BYPASS) return load();
    if (heard) return heard.then(() => this.#lookup(read, params, load));
    return this.#lookup(read, params, load);
  }

  #lookup<P extends object, T>(read: CachedRead<P, T>, params: P, load: () => Promise<T>): Promise<T> {
    const key = entryKey(read.name, params);
    const hit = this.#entries.get(key);
    if (hit && this.#fresh(hit)) return hit.value as Promise<T>;
    if (hit) this.#entries.delete(key);
    const entry: Entry = {
      value: Promise.resolve(),
      global: this.#global,
      scopes: scopesOf(read as unknown as CachedRead<object, unknown>, params).map((s) => [
        s,
        this.#generations.get(s) ?? 0,
      ]),
    };
    const run = () => load().then(deepFreeze);
    const value: Promise<T> = (
      this.checkTables ? this.#loading.run(read as unknown as CachedRead<object, unknown>, run) : run()
    ).catch((error: unknown) => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
      throw error;
    });
    entry.value = value;
    if (this.#entries.size >= MAX_ENTRIES) this.#evict();
    this.#entries.set(key, entry);
    return value;
  }

  /** Stale entries first, then the oldest. */
  #evict(): void {
    for (const [key, entry] of this.#entries) if (!this.#fresh(entry)) this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}

/** No memory at all: every read goes to the database (reads inside transactions; `readCache: false`). */
export const noReadCache: ReadCache = {
  get: (_read, _params, load) => load(),
  size: 0,
};
