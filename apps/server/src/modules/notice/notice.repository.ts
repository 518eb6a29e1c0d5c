import { PUBLIC_NOTICE_REVIEW_KIND } from '@taikai/shared';
import type { Executor } from '../../db/database.js';

/** Review row states (the contest module's `ReviewRowState`): 1 pending, 2 rejected, 3 approved. */
const PENDING = 1;

export type NoticeColumn = 'public_notice' | 'private_notice';

export async function setNotice(db: Executor, uniqueId: number, column: NoticeColumn, json: string): Promise<void> {
  await db
    .updateTable('contests')
    .set(column === 'public_notice' ? { public_notice: json } : { private_notice: json })
    .where('unique_id', '=', uniqueId)
    .execute();
}

export async function setReviewState(db: Executor, uniqueId: number, reviewState: number): Promise<void> {
  await db.updateTable('contests').set({ review_state: reviewState }).where('unique_id', '=', uniqueId).execute();
}

export function findPendingNoticeReview(db: Executor, uniqueId: number) {
  return db
    .selectFrom('contest_reviews')
    .select(['id', 'payload'])
    .where('unique_id', '=', uniqueId)
    .where('kind', '=', PUBLIC_NOTICE_REVIEW_KIND)
    .where('state', '=', PENDING)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Files a held public notice: a newer change replaces the payload of the pending one (one pending review per
 * contest and kind), otherwise a new pending row is inserted. Returns the review id.
 */
export async function upsertNoticeReview(
  db: Executor,
  r: { unique_id: number; payload: string; account_id: number; now: number },
): Promise<number> {
  const pending = await findPendingNoticeReview(db, r.unique_id);
  if (pending) {
    await db
      .updateTable('contest_reviews')
      .set({ payload: r.payload, account_id: r.account_id, create_time: r.now })
      .where('id', '=', pending.id)
      .execute();
    return pending.id;
  }
  const row = await db
    .insertInto('contest_reviews')
    .values({
      unique_id: r.unique_id,
      kind: PUBLIC_NOTICE_REVIEW_KIND,
      payload: r.payload,
      state: PENDING,
      account_id: r.account_id,
      create_time: r.now,
      decide_time: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
