import type { Executor } from '../../db/database.js';

/** A held change's row: 1 pending, 2 rejected, 3 approved (the contest's review_state mirrors the latest). */
export const ReviewRowState = { Pending: 1, Rejected: 2, Approved: 3 } as const;

/** The kinds of change that can be held; only name changes are held today. */
export type ReviewKind = 'name' | 'public_notice';

export function findReview(db: Executor, id: number) {
  return db.selectFrom('contest_reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPendingReview(db: Executor, uniqueId: number, kind: ReviewKind) {
  return db
    .selectFrom('contest_reviews')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('kind', '=', kind)
    .where('state', '=', ReviewRowState.Pending)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertReview(
  db: Executor,
  r: { unique_id: number; kind: ReviewKind; payload: string; account_id: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('contest_reviews')
    .values({
      unique_id: r.unique_id,
      kind: r.kind,
      payload: r.payload,
      state: ReviewRowState.Pending,
      account_id: r.account_id,
      create_time: r.now,
      decide_time: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A newer change of the same kind replaces the pending one (one pending review per contest and kind). */
export async function replaceReviewPayload(db: Executor, id: number, payload: string, accountId: number, now: number) {
  await db
    .updateTable('contest_reviews')
    .set({ payload, account_id: accountId, create_time: now })
    .where('id', '=', id)
    .execute();
}

export async function decideReview(db: Executor, id: number, state: number, now: number): Promise<void> {
  await db.updateTable('contest_reviews').set({ state, decide_time: now }).where('id', '=', id).execute();
}

/** Reviews with the contest they belong to; pending ones only unless `all`. Oldest first. */
export function listReviews(db: Executor, opts: { all?: boolean; limit?: number } = {}) {
  let q = db
    .selectFrom('contest_reviews')
    .innerJoin('contests', 'contests.unique_id', 'contest_reviews.unique_id')
    .leftJoin('accounts', 'accounts.account_id', 'contest_reviews.account_id')
    .select([
      'contest_reviews.id',
      'contest_reviews.unique_id',
      'contests.contest_id',
      'contests.contest_name',
      'contests.deleted',
      'contest_reviews.kind',
      'contest_reviews.payload',
      'contest_reviews.state',
      'contest_reviews.account_id',
      'accounts.nickname',
      'contest_reviews.create_time',
      'contest_reviews.decide_time',
    ])
    .orderBy('contest_reviews.id')
    .limit(opts.limit ?? 200);
  if (!opts.all) q = q.where('contest_reviews.state', '=', ReviewRowState.Pending);
  return q.execute();
}
