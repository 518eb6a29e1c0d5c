import type { AnalyticsEvent } from '@taikai/shared';
import type { Executor } from '../../db/database.js';

/** One multi-row insert per batch. */
export async function insertAnalyticsEvents(
  db: Executor,
  accountId: number | null,
  events: readonly AnalyticsEvent[],
  now: number,
) {
  if (events.length === 0) return;
  await db
    .insertInto('analytics_events')
    .values(
      events.map((e) => ({
        account_id: accountId,
        type: e.type,
        path: e.path,
        value: e.value === undefined ? '' : String(e.value),
        time: e.time,
        create_time: now,
      })),
    )
    .execute();
}
