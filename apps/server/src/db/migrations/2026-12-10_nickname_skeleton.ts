import { type Kysely, sql } from 'kysely';
import { rectifyConfusion } from 'unicode-confusables';

/**
 * Look-alike nicknames (issue 31 point 6): `accounts.nickname_skeleton` holds the skeleton of the nickname — the
 * Unicode TR39 skeleton after NFKC, case-folded — so registration can refuse a nickname that looks like another
 * account's (1011) with one index lookup, and the operator CLI can list the look-alikes that were there before
 * (`account look-alikes`). The index is not unique: existing look-alikes are kept.
 *
 * The column is filled here for the accounts that exist, with this migration's own frozen copy of the skeleton
 * (modules/account/nickname-skeleton.ts is the app's; a test checks the two agree). `not null default ''`: SQLite
 * adds a not-null column only with a default; every account the app writes carries its skeleton. Frozen once
 * landed; imports no app code, only the confusables data (`unicode-confusables`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

/** Accounts read and written per statement (three parameters each, well under either database's limit). */
const BATCH = 500;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('nickname_skeleton', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (let after: number | null = null; ; ) {
    let q = db.selectFrom('accounts').select(['account_id', 'nickname']).orderBy('account_id').limit(BATCH);
    if (after !== null) q = q.where('account_id', '>', after);
    const rows = (await q.execute()) as { account_id: number; nickname: string }[];
    if (rows.length === 0) break;
    const cases = rows.map((r) => sql`when ${r.account_id} then ${skeleton(r.nickname)}`);
    await sql`update accounts set nickname_skeleton = case account_id ${sql.join(cases, sql` `)} end
      where account_id in (${sql.join(rows.map((r) => r.account_id))})`.execute(db);
    after = Number(rows[rows.length - 1].account_id);
  }
  await db.schema.createIndex('accounts_nickname_skeleton').on('accounts').column('nickname_skeleton').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('accounts_nickname_skeleton').execute();
  await db.schema.alterTable('accounts').dropColumn('nickname_skeleton').execute();
}

/** The skeleton as of this migration: NFKC, lower case, then TR39 (NFD, no default-ignorables, prototypes, NFD) and lower case until stable. */
function skeleton(nickname: string): string {
  let text = nickname.trim().normalize('NFKC').toLowerCase();
  for (let round = 0; round < 4; round++) {
    const next = rectifyConfusion(text.normalize('NFD').replace(/\p{Default_Ignorable_Code_Point}/gu, ''))
      .normalize('NFD')
      .toLowerCase();
    if (next === text) break;
    text = next;
  }
  return text;
}
