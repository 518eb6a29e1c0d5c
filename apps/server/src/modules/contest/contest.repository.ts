import type { Insertable, Updateable } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';
import type { ContestsTable } from '../../db/schema.js';

export type NewContest = Insertable<ContestsTable>;
export type ContestPatch = Updateable<Omit<ContestsTable, 'unique_id'>>;

export async function insertContest(db: Executor, c: NewContest): Promise<number> {
  const row = await db.insertInto('contests').values(c).returning('unique_id').executeTakeFirstOrThrow();
  return row.unique_id;
}

export function findContest(db: Executor, uniqueId: number) {
  return db.selectFrom('contests').selectAll().where('unique_id', '=', uniqueId).executeTakeFirst();
}

export async function contestIdTaken(db: Executor, contestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('contests')
    .select('unique_id')
    .where('contest_id', '=', contestId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateContest(db: Executor, uniqueId: number, patch: ContestPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('contests').set(patch).where('unique_id', '=', uniqueId).execute();
}

/** Contests the account created or manages, not deleted, newest first. */
export function listContestsOfAccount(db: Executor, accountId: number) {
  return db
    .selectFrom('contests')
    .selectAll()
    .where('deleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb('creator_id', '=', accountId),
        eb(
          'unique_id',
          'in',
          eb
            .selectFrom('contest_admins')
            .select('contest_admins.unique_id')
            .where('contest_admins.account_id', '=', accountId),
        ),
      ]),
    )
    .orderBy('create_time', 'desc')
    .orderBy('unique_id', 'desc')
    .execute();
}

async function count(query: {
  executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined>;
}): Promise<number> {
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Active contests (not deleted, not yet finished), of one creator or, with `creatorId` null, of the platform. */
export function countActiveContests(db: Executor, creatorId: number | null, now: number): Promise<number> {
  let q = db
    .selectFrom('contests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted', '=', 0)
    .where('finish_time', '>', now);
  if (creatorId !== null) q = q.where('creator_id', '=', creatorId);
  return count(q);
}

/** When the account last created a contest (deleted ones included), or null if it never did. */
export async function lastCreateTime(db: Executor, accountId: number): Promise<number | null> {
  const row = await db
    .selectFrom('contests')
    .select((eb) => eb.fn.max<number>('create_time').as('t'))
    .where('creator_id', '=', accountId)
    .executeTakeFirst();
  return row?.t == null ? null : Number(row.t);
}

/** Finish times of the account's active contests (not deleted, not finished), earliest first. */
export async function activeFinishTimes(db: Executor, accountId: number, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('contests')
    .select('finish_time')
    .where('creator_id', '=', accountId)
    .where('deleted', '=', 0)
    .where('finish_time', '>', now)
    .orderBy('finish_time')
    .execute();
  return rows.map((r) => Number(r.finish_time));
}

/**
 * Reads the creator's account for a contest creation. On PostgreSQL the row is locked for the transaction so two
 * concurrent creates by one account are serialised (SQLite serialises writers already).
 */
export function lockCreatorAccount(db: Executor, accountId: number) {
  const q = db
    .selectFrom('accounts')
    .select(['account_id', 'diamonds', 'can_create'])
    .where('account_id', '=', accountId);
  return (isPostgres(db) ? q.forUpdate() : q).executeTakeFirst();
}

/** Takes `amount` diamonds if the account has them; false (nothing taken) otherwise. */
export async function spendDiamonds(db: Executor, accountId: number, amount: number): Promise<boolean> {
  const res = await db
    .updateTable('accounts')
    .set((eb) => ({ diamonds: eb('diamonds', '-', amount) }))
    .where('account_id', '=', accountId)
    .where('diamonds', '>=', amount)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The contest's managers (the creator is not one of them), with their current nicknames, oldest first. */
export function listContestAdmins(db: Executor, uniqueId: number) {
  return db
    .selectFrom('contest_admins')
    .innerJoin('accounts', 'accounts.account_id', 'contest_admins.account_id')
    .select(['contest_admins.account_id', 'accounts.nickname'])
    .where('contest_admins.unique_id', '=', uniqueId)
    .orderBy('contest_admins.create_time')
    .orderBy('contest_admins.account_id')
    .execute();
}

export async function addContestAdmin(db: Executor, uniqueId: number, accountId: number, now: number): Promise<void> {
  await db
    .insertInto('contest_admins')
    .values({ unique_id: uniqueId, account_id: accountId, create_time: now })
    .execute();
}
