/**
 * The seasons' full running lists (contest_running_game_list without a filter), each shared by every manager's poll
 * while it is younger than LISTING_SECONDS: at 750 tables and 16 polls a second a season's list is read, built and
 * encoded about once a second instead of 16 times (the reply is frozen, so its bytes are encoded once:
 * plugins/serializer.ts). One per app (`Games.listings`).
 *
 * What shows when:
 *  - a manager's change to a live game (pause, resume, terminate, remark) drops the season's list in every process
 *    (`GameHost.announceChange`: here at once, in the others when the cluster bus delivers it), so the next poll
 *    anywhere reads it afresh;
 *  - games started or ended since, new scores, and rows changed by other means (the operator's CLI) show within
 *    LISTING_SECONDS. Scores change per hand anyway, and the console polls the list every 30 s.
 */
import type { RunningGame } from '@taikai/shared';
import { deepFreeze } from '../lib/deep-freeze.js';

export const LISTING_SECONDS = 1;
/** Seasons kept at most; older lists are swept when there are more. */
const MAX_SEASONS = 1000;

/** The reply of the list call; a shared list is frozen (read-only, like the read cache's values). */
export type RunningListReply = { list: RunningGame[] };

interface Listing {
  /** when it was built (the app clock, seconds) */
  at: number;
  /** the season's change counter when it was built */
  gen: number;
  reply: Promise<RunningListReply>;
}

export class RunningListings {
  private readonly listings = new Map<string, Listing>();
  /** per season, a counter each announced change moves (a list built before it is not used after it) */
  private readonly gens = new Map<string, number>();

  /** The season's shared list when it is young enough and no change was announced since; else `build`'s, shared. */
  get(uniqueId: number, seasonId: number, now: number, build: () => Promise<RunningGame[]>): Promise<RunningListReply> {
    const season = `${uniqueId}:${seasonId}`;
    const gen = this.gens.get(season) ?? 0;
    const kept = this.listings.get(season);
    if (kept && kept.gen === gen && now >= kept.at && now - kept.at < LISTING_SECONDS) return kept.reply;
    if (this.listings.size >= MAX_SEASONS) this.sweep(now);
    const listing: Listing = { at: now, gen, reply: build().then((list) => deepFreeze({ list })) };
    this.listings.set(season, listing);
    // a failed read is not kept
    listing.reply.catch(() => {
      if (this.listings.get(season) === listing) this.listings.delete(season);
    });
    return listing.reply;
  }

  /** A live game of the season changed: its list is read afresh at the next poll. */
  forget(uniqueId: number, seasonId: number): void {
    const season = `${uniqueId}:${seasonId}`;
    this.gens.set(season, (this.gens.get(season) ?? 0) + 1);
    this.listings.delete(season);
  }

  private sweep(now: number): void {
    for (const [season, l] of this.listings) if (now - l.at >= LISTING_SECONDS) this.listings.delete(season);
  }
}
