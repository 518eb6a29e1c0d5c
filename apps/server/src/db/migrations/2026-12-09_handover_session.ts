import type { Kysely } from 'kysely';

/**
 * A hand-over code belongs to the session that issued it (issue 31 point 8): `session_hash` is that session's token
 * hash, and a code is redeemed only while that session lives, so logging out (or the session's expiry) voids its
 * codes. Null for codes issued before this migration. Frozen once landed; never imports app code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('handover_codes').addColumn('session_hash', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('handover_codes').dropColumn('session_hash').execute();
}
