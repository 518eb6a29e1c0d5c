import type { Executor } from '../../db/database.js';
import { chunked } from '../../lib/chunked.js';

/** Readiness (table season_ready) and the seasons an account plays in. */

export function findReadiness(db: Executor, uniqueId: number, seasonId: number, accountId: number) {
  return db
    .selectFrom('season_ready')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Marks ready; marking again keeps the first ready time (the player's place in the queue). */
export async function setReady(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  accountId: number,
  now: number,
): Promise<number> {
  await db
    .insertInto('season_ready')
    .values({ unique_id: uniqueId, season_id: seasonId, account_id: accountId, ready_time: now })
    .onConflict((oc) => oc.columns(['unique_id', 'season_id', 'account_id']).doNothing())
    .execute();
  const row = await findReadiness(db, uniqueId, seasonId, accountId);
  return row?.ready_time ?? now;
}

export async function deleteReadiness(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[],
): Promise<void> {
  for (const part of chunked([...new Set(ids)], 1000)) {
    await db
      .deleteFrom('season_ready')
      .where('unique_id', '=', uniqueId)
      .where('season_id', '=', seasonId)
      .where('account_id', 'in', part)
      .execute();
  }
}

/** The seasons (of contests not deleted) the account is signed up for or joined, newest season start first. */
export function seasonsOfAccount(db: Executor, accountId: number, max: number) {
  return db
    .selectFrom('season_players as p')
    .innerJoin('seasons as s', (j) =>
      j.onRef('s.unique_id', '=', 'p.unique_id').onRef('s.season_id', '=', 'p.season_id'),
    )
    .innerJoin('contests as c', 'c.unique_id', 'p.unique_id')
    .leftJoin('season_ready as r', (j) =>
      j
        .onRef('r.unique_id', '=', 'p.unique_id')
        .onRef('r.season_id', '=', 'p.season_id')
        .onRef('r.account_id', '=', 'p.account_id'),
    )
    .select([
      'p.unique_id',
      'p.season_id',
      'p.state',
      'c.contest_id',
      'c.contest_name',
      's.start_time',
      's.end_time',
      's.ended',
      'r.ready_time',
    ])
    .where('p.account_id', '=', accountId)
    .where('c.deleted', '=', 0)
    .orderBy('s.start_time', 'desc')
    .orderBy('p.unique_id', 'desc')
    .orderBy('p.season_id', 'desc')
    .limit(max)
    .execute();
}
