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

/** How many events an account sent after `since` (by the account/time index). */
export async function countAccountEventsSince(db: Executor, accountId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('create_time', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
