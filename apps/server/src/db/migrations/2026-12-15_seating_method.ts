import type { Kysely } from 'kysely';

/**
 * Seating (issue 32): `seasons.seating_method` is how a season forms tables for auto-match and for a generated
 * round — 'arrival' (first come first seated, as before), 'fewest_repeats' or 'swiss'. Frozen once landed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('seasons')
    .addColumn('seating_method', 'text', (c) => c.notNull().defaultTo('arrival'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('seasons').dropColumn('seating_method').execute();
}
