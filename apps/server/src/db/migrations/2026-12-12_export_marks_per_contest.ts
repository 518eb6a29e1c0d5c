import type { Kysely } from 'kysely';

/**
 * The export cooldown per contest (issue 29 defect 10): `export_marks` is keyed by manager, contest and export kind,
 * so a download in one contest no longer holds back the same kind in another (spec part 2 section 9 keeps the 300 s).
 * The marks are only the last five minutes' downloads: the table is made anew, its old rows (no contest) dropped —
 * at most one early download per manager and kind. Frozen once landed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropTable('export_marks').execute();
  await db.schema
    .createTable('export_marks')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('unique_id', 'integer', (c) => c.notNull().references('contests.unique_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('last_time', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('export_marks_pk', ['account_id', 'unique_id', 'kind'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('export_marks').execute();
  await db.schema
    .createTable('export_marks')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('last_time', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('export_marks_pk', ['account_id', 'kind'])
    .execute();
}
