import { DAY_SECONDS } from '@taikai/shared';
import type { AppContext } from './context.js';
import { RATE_EVENTS_KEEP_SECONDS } from './modules/auth/rate-limit.js';
import { deleteAnalyticsBefore, deleteRateEventsBefore } from './upkeep.repository.js';

/** How often the server purges old rows (and once a minute after start). */
export const UPKEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges what only grows: analytics events older than `config.analyticsDays`, and rate-limit
 * events older than the longest window any limit looks back over. Safe to run on every instance at once (plain
 * deletes by time).
 */
export async function runUpkeep(ctx: AppContext): Promise<{ analytics: number; rateEvents: number }> {
  const now = ctx.clock.now();
  const analytics = await deleteAnalyticsBefore(ctx.db, now - ctx.config.analyticsDays * DAY_SECONDS);
  const rateEvents = await deleteRateEventsBefore(ctx.db, now - RATE_EVENTS_KEEP_SECONDS);
  return { analytics, rateEvents };
}

/** Runs the upkeep a minute after start and then every hour; returns `stop`. Timers never keep the process up. */
export function startUpkeep(ctx: AppContext): () => void {
  const run = () =>
    void runUpkeep(ctx)
      .then((n) => {
        if (n.analytics || n.rateEvents) ctx.log.info(n, 'upkeep: old rows purged');
      })
      .catch((err) => ctx.log.warn({ err }, 'upkeep failed; next run in an hour'));
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, UPKEEP_INTERVAL_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
