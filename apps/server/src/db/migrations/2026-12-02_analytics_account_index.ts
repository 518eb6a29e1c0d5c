import type { Kysely } from 'kysely';

/**
 * The analytics sink counts an account's events of the last day before it takes more (issue 15 point 1), and the
 * upkeep deletes old events by time: both read by index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('analytics_events_account')
    .on('analytics_events')
    .columns(['account_id', 'create_time'])
    .execute();
  await db.schema.createIndex('analytics_events_time').on('analytics_events').column('create_time').execute();
  await db.schema.createIndex('rate_events_time').on('rate_events').column('create_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_events_time').execute();
  await db.schema.dropIndex('analytics_events_time').execute();
  await db.schema.dropIndex('analytics_events_account').execute();
}
