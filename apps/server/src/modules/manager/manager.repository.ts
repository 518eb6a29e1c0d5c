import type { Executor } from '../../db/database.js';

/** The two member lists of a contest; both have the same columns (unique_id, account_id, create_time). */
export type MemberTable = 'contest_admins' | 'contest_observers';

/** The members with their current nicknames, oldest first. */
export function listMembers(db: Executor, table: MemberTable, uniqueId: number) {
  return db
    .selectFrom(table)
    .innerJoin('accounts', 'accounts.account_id', `${table}.account_id`)
    .select([`${table}.account_id as account_id`, 'accounts.nickname as nickname'])
    .where(`${table}.unique_id`, '=', uniqueId)
    .orderBy(`${table}.create_time`)
    .orderBy(`${table}.account_id`)
    .execute();
}

export async function memberIds(db: Executor, table: MemberTable, uniqueId: number): Promise<number[]> {
  const rows = await db.selectFrom(table).select('account_id').where('unique_id', '=', uniqueId).execute();
  return rows.map((r) => Number(r.account_id));
}

/** Rows per INSERT, well inside SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

export async function insertMembers(
  db: Executor,
  table: MemberTable,
  uniqueId: number,
  ids: readonly number[],
  now: number,
) {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = ids.slice(i, i + CHUNK).map((account_id) => ({ unique_id: uniqueId, account_id, create_time: now }));
    await db.insertInto(table).values(rows).execute();
  }
}

export async function deleteMembers(db: Executor, table: MemberTable, uniqueId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom(table)
    .where('unique_id', '=', uniqueId)
    .where('account_id', 'in', [...ids])
    .execute();
}
