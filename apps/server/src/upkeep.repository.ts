import type { Executor } from './db/database.js';

/** Deletes analytics events stored before `before`; returns how many. */
export async function deleteAnalyticsBefore(db: Executor, before: number): Promise<number> {
  const result = await db.deleteFrom('analytics_events').where('create_time', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes rate-limit events recorded before `before`; returns how many. */
export async function deleteRateEventsBefore(db: Executor, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_events').where('create_time', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
