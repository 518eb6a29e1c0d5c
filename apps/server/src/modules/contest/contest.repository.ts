import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ContestsTable } from '../../db/schema.js';

export type NewContest = Insertable<ContestsTable>;

export async function insertContest(db: Executor, c: NewContest): Promise<number> {
  const row = await db.insertInto('contests').values(c).returning('unique_id').executeTakeFirstOrThrow();
  return row.unique_id;
}

export function findContest(db: Executor, uniqueId: number) {
  return db.selectFrom('contests').selectAll().where('unique_id', '=', uniqueId).executeTakeFirst();
}

export async function contestIdTaken(db: Executor, contestId: number): Promise<boolean> {
  const row = await db.selectFrom('contests').select('unique_id').where('contest_id', '=', contestId).executeTakeFirst();
  return row !== undefined;
}
