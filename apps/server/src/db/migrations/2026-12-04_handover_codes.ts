import type { Kysely } from 'kysely';

/**
 * One-time codes that hand a console session over to the players' lobby at `/m/` (issue 15 point 5) instead of the
 * long-lived token in a URL. A code is random, kept only as its SHA-256 hash, valid for about a minute and used once
 * (`used_time`); redeeming it opens a session of its own. Frozen once landed; never imports app code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('handover_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .addColumn('expire_time', 'integer', (c) => c.notNull())
    .addColumn('used_time', 'integer')
    .execute();
  await db.schema.createIndex('handover_codes_expire').on('handover_codes').column('expire_time').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('handover_codes').execute();
}
