/**
 * The seasons' shared lists, one kind per instance (`Caches.runningLists`, `Caches.readyLists`): a season's list is
 * read once and shared by every manager's poll while young, and an older one is answered while its successor is read.
 *
 * The running lists (contest_running_game_list without a filter), each shared by every manager's poll:
 * at 750 tables and 16 polls a second a season's list is read, built and encoded about once a second instead of 16
 * times (the reply is Shared, so its bytes are encoded once: plugins/serializer.ts). One per app (src/caches.ts).
 *
 * What shows when:
 *  - a manager's change to a live game (pause, resume, terminate, remark) drops the season's list in every process
 *    (`GameHost.announceChange`: here at once, in the others when the cluster bus delivers it), so the next poll
 *    anywhere waits for the list read afresh;
 *  - games started or ended since, new scores, and rows changed by other means (the operator's CLI) show within
 *    STALE_SECONDS: a list younger than LISTING_SECONDS is answered as it is; an older one, up to STALE_SECONDS old,
 *    is still answered while the next is read behind it (one read at a time), and replaced when that is read and
 *    ready to send (encoded and gzipped: `prepare`). So a
 *    poll waits for a read only for a season's first list, after a manager's change, or after STALE_SECONDS without
 *    polls. The read and build of 750 games is tens of milliseconds of the event loop; answering the older list
 *    meanwhile spares the poll that starts a read from waiting for all of it (otherwise one poll in sixteen under
 *    the games bench). Scores change per hand anyway, and the console polls the list every 30 s.
 *
 * The ready lists (ready_player_list): the same sharing, by time alone — readiness changes with every player who
 * marks ready or leaves (a busy hour has dozens a second per season), so no change drops the list; a poll shows
 * readiness at most LISTING_SECONDS old (STALE_SECONDS while the next is read), and the create-game page polls every
 * 5 s. Read afresh for each poll it would cost a barrier and a query on PostgreSQL: p99 34–57 ms under the games
 * bench.
 */
import { deepFreeze, type Shared } from '../lib/deep-freeze.js';

export const LISTING_SECONDS = 1;
/** How old a list may be answered while its successor is read. */
export const STALE_SECONDS = 2;
/** Seasons kept at most; older lists are swept when there are more. */
const MAX_SEASONS = 1000;

/** The reply of a list call (a kept one is Shared). */
export type ListReply<T> = { list: T[] };

interface Listing<T> {
  /** when it was built (the app clock, seconds) */
  at: number;
  /** the season's change counter when it was built */
  gen: number;
  reply: Promise<Shared<ListReply<T>>>;
  /** the reply is there (a listing still being read is shared, never answered stale) */
  ready: boolean;
  /** its successor is being read */
  refreshing: boolean;
}

export class SeasonListings<T> {
  private readonly listings = new Map<string, Listing<T>>();

  /**
   * @param prepare made ready for sending (encoded, gzip form made: shared-gzip.ts `prepareShared`) before a list
   *   read behind an older one replaces it, so no poll waits for that (when it fails, the first poll does it).
   */
  constructor(private readonly prepare?: (reply: Shared<ListReply<T>>) => Promise<void>) {}

  /** per season, a counter each announced change moves (a list built before it is not used after it) */
  private readonly gens = new Map<string, number>();

  /**
   * The season's shared list when it is young enough and no change was announced since (see the header for a list
   * between LISTING_SECONDS and STALE_SECONDS old); else `build`'s, shared.
   */
  get(uniqueId: number, seasonId: number, now: number, build: () => Promise<T[]>): Promise<Shared<ListReply<T>>> {
    const season = `${uniqueId}:${seasonId}`;
    const gen = this.gens.get(season) ?? 0;
    const kept = this.listings.get(season);
    if (kept && kept.gen === gen && now >= kept.at) {
      const age = now - kept.at;
      if (age < LISTING_SECONDS) return kept.reply;
      if (age < STALE_SECONDS && kept.ready) {
        if (!kept.refreshing) this.refresh(season, kept, now, build);
        return kept.reply;
      }
    }
    if (this.listings.size >= MAX_SEASONS) this.sweep(now);
    const listing = this.read(gen, now, build);
    this.listings.set(season, listing);
    // a failed read is not kept
    listing.reply.catch(() => {
      if (this.listings.get(season) === listing) this.listings.delete(season);
    });
    return listing.reply;
  }

  /** Something the season's list shows changed: it is read afresh at the next poll. */
  forget(uniqueId: number, seasonId: number): void {
    const season = `${uniqueId}:${seasonId}`;
    this.gens.set(season, (this.gens.get(season) ?? 0) + 1);
    this.listings.delete(season);
  }

  private read(gen: number, now: number, build: () => Promise<T[]>): Listing<T> {
    const listing: Omit<Listing<T>, 'reply'> = { at: now, gen, ready: false, refreshing: false };
    const reply = build().then((list) => {
      listing.ready = true;
      return deepFreeze<ListReply<T>>({ list });
    });
    return Object.assign(listing, { reply });
  }

  /** Reads the kept list's successor behind it; it replaces the kept one when read, unless a change came first. */
  private refresh(season: string, kept: Listing<T>, now: number, build: () => Promise<T[]>): void {
    kept.refreshing = true;
    const next = this.read(kept.gen, now, build);
    next.reply.then(
      async (reply) => {
        await this.prepare?.(reply).catch(() => {});
        if (this.listings.get(season) === kept) this.listings.set(season, next);
      },
      () => {
        kept.refreshing = false; // the next poll tries again
      },
    );
  }

  private sweep(now: number): void {
    for (const [season, l] of this.listings) if (now - l.at >= STALE_SECONDS) this.listings.delete(season);
  }
}
