import type { Kysely } from 'kysely';

/**
 * Players' readiness for the next game of a season (DESIGN section 9): one row per ready player, deleted when the
 * player marks unready or leaves the roster. The games scheduler reads it. Frozen once landed; never imports app
 * code.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('season_ready')
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('ready_time', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('season_ready_pk', ['unique_id', 'season_id', 'account_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('season_ready').ifExists().execute();
}
