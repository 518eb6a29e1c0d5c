import type { Kysely } from 'kysely';

/**
 * Tables played elsewhere (issue 32): `game_records.offline` is 1 for a result a manager entered by hand (no log, no
 * replay), `entered_by` the account that entered or last edited it (0 for games played here), and `penalties` the
 * point adjustments of its seats as JSON `[{seat, points, reason}]` (already counted in the seats' totals). Frozen
 * once landed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('game_records')
    .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('game_records')
    .addColumn('entered_by', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('game_records')
    .addColumn('penalties', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('game_records').dropColumn('penalties').execute();
  await db.schema.alterTable('game_records').dropColumn('entered_by').execute();
  await db.schema.alterTable('game_records').dropColumn('offline').execute();
}
