import type { Kysely } from 'kysely';

/**
 * Tables played elsewhere keep what was entered (issue 32): `game_records.offline_table` is the table as a manager
 * last entered or imported it, as JSON (the shared `OfflineTable`: times, seats with their points before the leftover
 * riichi sticks, the sticks and who took them, penalties, yakuman, remark), so an edit starts from it and not from the
 * settled result. '' for games played here and for offline records entered before this migration (their input was
 * not kept and cannot be recovered). Frozen once landed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('game_records')
    .addColumn('offline_table', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('game_records').dropColumn('offline_table').execute();
}
