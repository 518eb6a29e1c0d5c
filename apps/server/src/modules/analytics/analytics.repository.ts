import type { AnalyticsEvent } from '@taikai/shared';
import { sql } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';

/** The advisory-lock key space of analytics caps (one bigint key: this space's number in the high 32 bits). */
const ANALYTICS_LOCK_SPACE = 0x616e; // "an"

/**
 * On PostgreSQL, a transaction lock on an account's analytics (an advisory lock): batches of one account are
 * counted and stored one after the other, so parallel batches cannot all pass the daily cap. SQLite has one
 * writer at a time already.
 */
export async function lockAccountAnalytics(db: Executor, accountId: number): Promise<void> {
  if (!isPostgres(db)) return;
  const key = BigInt(ANALYTICS_LOCK_SPACE) * 2n ** 32n + BigInt(accountId);
  await sql`select pg_advisory_xact_lock(cast(${key.toString()} as bigint))`.execute(db);
}

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
