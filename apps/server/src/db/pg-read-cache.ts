import pg from 'pg';
import { announcedEffect, BYPASS, ScopedReadCache } from './read-cache.js';

/** The channel the triggers of migration 2026-12-06_cache_notify announce committed writes on. */
export const CACHE_CHANNEL = 'taikai_cache';

/** How the listening connection reaches the database: the pool's URL and connection options (search_path). */
export interface ListenTarget {
  connectionString: string;
  options?: string;
  /** the oldest server (`server_version_num`) the memory is used with; BARRIER_SINCE_VERSION unless a test says */
  minServerVersion?: number;
}

/** The listening connection's name in `pg_stat_activity` (the pool's connections are `taikai`). */
export const LISTENER_NAME = 'taikai_cache';

/** What a barrier sends: the protocol's empty query (the server answers EmptyQueryResponse, then ReadyForQuery). */
const EMPTY_QUERY = ';';

/**
 * The oldest server the barrier is sure on: from PostgreSQL 14 a commit signals the listeners inside the commit
 * (async.c AtCommit_Notify), and a backend delivers the notifications it was signalled about before it reports ready
 * (tcop/postgres.c, since 13). Older servers get no memory of hot reads: every read goes to the database.
 */
export const BARRIER_SINCE_VERSION = 140_000;

/** Seconds between attempts to listen again after the listening connection failed. */
const RETRY_MS = 1_000;

/**
 * PostgreSQL's memory of hot reads (read-cache.ts), exact across processes.
 *
 * Hearing. One connection per process LISTENs on `taikai_cache`; the database's triggers announce every committed
 * write to a watched table with its contests (migration 2026-12-06_cache_notify), whoever made it — this process,
 * another server process, the operator CLI, psql — and each announcement bumps what it names (`announcedEffect`).
 *
 * Exactness. Every API request and socket message first waits for a barrier (`settle`, called by
 * plugins/read-barrier.ts): an empty query on the listening connection. A committing backend signals the listening
 * backends before it acknowledges its commit, and a backend delivers the notifications it was signalled about before
 * it reports itself ready for the next query (PostgreSQL 14 and later, BARRIER_SINCE_VERSION) — node-postgres hands them
 * over before it resolves the query. So once the empty query is back, every write committed before the request began
 * has been heard: a request never gets an answer older than a commit it could know of, and its lookups, all made
 * after that, need no barrier of their own. The empty query costs the database almost nothing, where a NOTIFYed
 * token waited for would make every barrier a committed transaction (a transaction id, a commit record, a queue
 * entry) that wakes every listening process. The requests of one turn of the event loop
 * share one barrier, sent at the end of the turn once the previous one is back (one round trip serves a whole burst).
 * Lookups outside any request (the scheduler, the game host) see other processes' commits as soon as they are heard,
 * a few milliseconds.
 *
 * Failure. Until the connection listens, and whenever it is lost, every read goes to the database; when it listens
 * (again) everything remembered before is forgotten, since announcements may have been missed.
 */
export class PgReadCache extends ScopedReadCache {
  #client: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  #listening = false;
  /** the server is older than BARRIER_SINCE_VERSION: every read goes to the database */
  #unsupported = false;
  #closed = false;
  #nextAttempt = 0;
  #schema = '';
  /** the round trip in flight (resolved when none), and the one the lookups of this turn wait for */
  #inflight: Promise<void> = Promise.resolve();
  #next: Promise<void> | null = null;

  constructor(
    private readonly target: ListenTarget,
    checkTables?: boolean,
  ) {
    super(checkTables);
  }

  /** Whether lookups may use the memory now (the connection listens); for tests. */
  get listening(): boolean {
    return this.#listening;
  }

  protected foreign(): undefined | typeof BYPASS {
    if (this.#listening) return undefined;
    if (this.#unsupported) return BYPASS;
    this.#listen();
    return BYPASS;
  }

  /** The barrier a request passes once at its start (see the class comment); nothing while not listening. */
  settle(): Promise<void> {
    return this.#listening ? this.#barrier() : Promise.resolve();
  }

  /** Starts listening, at most once a second after a failure; lookups bypass the memory meanwhile. */
  #listen(): void {
    if (this.#connecting || this.#closed || Date.now() < this.#nextAttempt) return;
    this.#connecting = this.#connect()
      .catch(() => this.#lost(this.#client))
      .finally(() => {
        this.#connecting = null;
      });
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.target.connectionString,
      options: this.target.options,
      application_name: LISTENER_NAME,
    });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', (n) => this.#heard(n.payload ?? ''));
    this.#client = client;
    await client.connect();
    const { rows } = await client.query<{ schema: string; version: string }>(
      "select current_schema() as schema, current_setting('server_version_num') as version",
    );
    this.#schema = rows[0]?.schema ?? 'public';
    if (Number(rows[0]?.version ?? 0) < (this.target.minServerVersion ?? BARRIER_SINCE_VERSION)) {
      // an older server may report ready before the notifications it was signalled about: no exact barrier there
      this.#unsupported = true;
      this.#client = null;
      await client.end().catch(() => {});
      return;
    }
    await client.query(`listen ${CACHE_CHANNEL}`);
    if (this.#closed || this.#client !== client) {
      if (this.#client === client) this.#client = null;
      await client.end().catch(() => {});
      return;
    }
    this.bump('all'); // writes committed while nobody listened were not heard
    this.#listening = true;
  }

  #lost(client: pg.Client | null): void {
    if (client === null || client !== this.#client) return;
    this.#client = null;
    this.#listening = false;
    this.#nextAttempt = Date.now() + RETRY_MS;
    this.bump('all');
    client.end().catch(() => {});
  }

  /** An announcement of a committed write; those of other schemas (other databases' tests, say) are not ours. */
  #heard(payload: string): void {
    const [schema, table, op, ids] = payload.split(':');
    if (schema !== this.#schema || table === undefined || op === undefined || ids === undefined) return;
    this.bump(announcedEffect(table, op, ids === '*' ? 'all' : ids.split(',').map(Number)));
  }

  /** Resolves once every write committed before the call has been heard (see the class comment). */
  #barrier(): Promise<void> {
    // Every lookup of this turn of the event loop joins one round trip, sent once the turn is over (the requests
    // that arrived together share it) and the round trip in flight is back (it may have left before this lookup's
    // commits). Under load one token serves a whole turn's requests instead of one or two: each is a query sent and
    // the reply read, which cost about as much CPU as the cached answer itself.
    if (!this.#next) {
      const after = this.#inflight;
      this.#next = new Promise<void>((resolve) => {
        setImmediate(() => {
          void after.then(() => {
            this.#next = null;
            this.#inflight = this.#roundTrip();
            resolve(this.#inflight);
          });
        });
      });
    }
    return this.#next;
  }

  async #roundTrip(): Promise<void> {
    const client = this.#client;
    if (!client || !this.#listening) return;
    try {
      // the empty query: one message each way, nothing parsed, planned or committed
      await client.query(EMPTY_QUERY);
    } catch {
      this.#lost(client);
    }
  }

  /** Stops listening (the database is being closed). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    await this.#connecting; // a connection being made ends itself once it sees `closed`
    const client = this.#client;
    this.#client = null;
    if (client) await client.end().catch(() => {});
  }
}
