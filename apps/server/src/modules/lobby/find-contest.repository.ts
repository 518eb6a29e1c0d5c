import type { Executor } from '../../db/database.js';

/** A contest by the public id people share (several rows never share one: creation picks a free id). */
export function findContestByPublicId(db: Executor, contestId: number) {
  return db
    .selectFrom('contests')
    .select(['unique_id', 'contest_id', 'contest_name', 'deleted'])
    .where('contest_id', '=', contestId)
    .orderBy('unique_id', 'desc')
    .executeTakeFirst();
}

/** A contest's notices (the stored JSON lists) by its public id. */
export function findContestNoticesByPublicId(db: Executor, contestId: number) {
  return db
    .selectFrom('contests')
    .select(['unique_id', 'contest_id', 'deleted', 'public_notice', 'private_notice'])
    .where('contest_id', '=', contestId)
    .orderBy('unique_id', 'desc')
    .executeTakeFirst();
}

/** The account's state (1 waiting, 2 joined) in each season of a contest where it has signed up. */
export async function myStatesInContest(db: Executor, uniqueId: number, accountId: number) {
  const rows = await db
    .selectFrom('season_players')
    .select(['season_id', 'state'])
    .where('unique_id', '=', uniqueId)
    .where('account_id', '=', accountId)
    .execute();
  return new Map(rows.map((r) => [r.season_id, r.state]));
}
