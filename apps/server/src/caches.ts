import type { ReadyPlayer, RunningGame } from '@taikai/shared';
import { type ListReply, SeasonListings } from './games/season-listings.js';
import type { Shared } from './lib/deep-freeze.js';
import { BoundedMap, IdentityMemo, IdentityMemos } from './lib/memo.js';

/**
 * Every cache of the server, in one place: what it keeps, by which key, what empties it, how big it may grow
 * (`CACHES` below; the compiler wants an entry for each). The app's caches are one `Caches` object made by buildApp
 * and handed to services as `ctx.caches`: nothing is cached at module level, so two apps in one process (the tests
 * build several) never share an entry. The database's caches are kept by the database (db/database.ts), so the apps
 * on one database share them, as they share its data.
 *
 * A value a cache hands to several callers is `Shared` (lib/deep-freeze.ts): deep-frozen, so no caller can change
 * what another sees; only such values are memoised by identity (`replyBytes`, `gzipForms`).
 *
 * Each of the app's caches but the lists can be turned off (`on = false`: every lookup misses, nothing is kept), so a
 * benchmark measures what it saves in one run, with and without (bench/RESULTS.md "What the caches save"). A cache
 * stays only while it pays there.
 */
export interface Caches {
  readonly runningLists: SeasonListings<RunningGame>;
  readonly readyLists: SeasonListings<ReadyPlayer>;
  readonly runningSeats: BoundedMap<string, readonly RunningSeat[]>;
  readonly replyBytes: IdentityMemos<Shared<object>, Buffer>;
  readonly gzipForms: IdentityMemo<Buffer, Promise<Buffer | null>>;
}

const RUNNING_SEATS_MAX = 20_000;

interface About {
  /** what it keeps, and who uses it */
  keeps: string;
  key: string;
  emptiedBy: string;
  bound: string;
}

/** The registry: each cache of the app (`Caches`) and of the database. */
export const CACHES: Record<keyof Caches | 'readCache' | 'sqliteStatements', About> = {
  readCache: {
    keeps: 'the `cachedRead`s (session, access, seasons, roster, contest detail, rank page): db/read-cache.ts',
    key: "the read's name and every parameter",
    emptiedBy: "a write in the entry's scope (contest, accounts, sessions, all), here or a commit elsewhere",
    bound: '5,000 entries (stale ones out first, then the oldest)',
  },
  sqliteStatements: {
    keeps: 'prepared statements, per SQLite connection (db/database.ts `withStatementCache`)',
    key: 'the SQL text',
    emptiedBy: 'nothing (a statement stays valid)',
    bound: '500, the oldest out',
  },
  runningLists: {
    keeps: "a season's running list (contest_running_game_list without a filter; games/season-listings.ts)",
    key: 'season',
    emptiedBy: "a manager's change announced by any member (`GameHost.onChange`); age (season-listings.ts: 1 s, 2 s)",
    bound: '1,000 seasons (past it, lists 2 s old are swept)',
  },
  readyLists: {
    keeps: "a season's ready list (ready_player_list), shared the same way",
    key: 'season',
    emptiedBy: 'time alone (1 s; up to 2 s while its successor is read)',
    bound: '1,000 seasons',
  },
  runningSeats: {
    keeps: "the seats of the running list's games (modules/game/running.repository.ts)",
    key: 'game uuid',
    emptiedBy: "nothing (a game's seats never change)",
    bound: `${RUNNING_SEATS_MAX} games, the oldest out`,
  },
  replyBytes: {
    keeps: "a route's encoded reply of a Shared value (plugins/serializer.ts)",
    key: "the route, then the value's identity",
    emptiedBy: "the value's collection (a WeakMap per route)",
    bound: 'the Shared values alive (the read cache and the lists hold them)',
  },
  gzipForms: {
    keeps: 'the gzip form of those bytes, made once off the event loop (plugins/shared-gzip.ts)',
    key: "the bytes' identity",
    emptiedBy: "the bytes' collection (a WeakMap)",
    bound: 'the same',
  },
};

/** The caches a benchmark may turn off. */
export const SWITCHABLE = ['runningSeats', 'replyBytes', 'gzipForms'] as const;

/** A seat as the running list shows it. */
export interface RunningSeat {
  seat: number;
  account_id: number;
  nickname: string;
}

export interface CachesOptions {
  /** makes a new running list ready to send (encoded, gzipped) before it replaces an older one (SeasonListings) */
  prepareRunningList?: (reply: Shared<ListReply<RunningGame>>) => Promise<void>;
  /** the same for a new ready list */
  prepareReadyList?: (reply: Shared<ListReply<ReadyPlayer>>) => Promise<void>;
}

/** The app's caches, made once per app (buildApp). */
export function createCaches(o: CachesOptions = {}): Caches {
  return {
    runningLists: new SeasonListings<RunningGame>(o.prepareRunningList),
    readyLists: new SeasonListings<ReadyPlayer>(o.prepareReadyList),
    runningSeats: new BoundedMap(RUNNING_SEATS_MAX),
    replyBytes: new IdentityMemos(),
    gzipForms: new IdentityMemo(),
  };
}
