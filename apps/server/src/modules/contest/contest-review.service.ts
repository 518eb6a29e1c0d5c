import {
  AuditAction,
  type HeldPublicNoticePayload,
  OPERATOR_ACTOR_ID,
  PUBLIC_NOTICE_REVIEW_KIND,
  parseJsonList,
  parseJsonOr,
  ReviewState,
} from '@taikai/shared';
import { type Database, type Executor, inTransaction } from '../../db/database.js';
import { ErrorCode, fail } from '../../errors.js';
import type { ContestRow } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { contestNames } from './contest.mapper.js';
import { findContest, updateContest } from './contest.repository.js';
import { decideReview, findReview, listReviews, ReviewRowState } from './contest-review.repository.js';
import type { HeldNamePayload } from './contest-update.service.js';

/**
 * The platform operator's side of contests (operator CLI): deciding held changes, locking a contest's
 * configuration, and turning review of name changes on or off. Refusals are AppErrors with catalogue codes.
 * Audit rows carry OPERATOR_ACTOR_ID.
 */

async function loadLiveContest(db: Executor, uniqueId: number): Promise<ContestRow> {
  const contest = (await findContest(db, uniqueId)) ?? fail(ErrorCode.CONTEST_NOT_FOUND);
  if (contest.deleted) fail(ErrorCode.CONTEST_DELETED);
  return contest;
}

export async function pendingReviews(db: Database, opts: { all?: boolean } = {}) {
  const rows = await listReviews(db, opts);
  return rows.map((r) => ({ ...r, contest_name: contestNames(r), payload: parseJsonOr<unknown>(r.payload, null) }));
}

/** Approves a pending review: the held change applies and the contest's review state becomes passed (3). */
export function approveReview(db: Database, reviewId: number, now: number): Promise<{ unique_id: number }> {
  return decide(db, reviewId, now, true);
}

/** Rejects a pending review: nothing applies and the contest's review state becomes failed (2). */
export function rejectReview(db: Database, reviewId: number, now: number): Promise<{ unique_id: number }> {
  return decide(db, reviewId, now, false);
}

function decide(db: Database, reviewId: number, now: number, approve: boolean) {
  return inTransaction(db, async (trx) => {
    const review = await findReview(trx, reviewId);
    if (!review || review.state !== ReviewRowState.Pending) fail(ErrorCode.REVIEW_CONTENT_UNAVAILABLE);
    const contest = await loadLiveContest(trx, review.unique_id);
    const payload = parseJsonOr<HeldNamePayload | HeldPublicNoticePayload | null>(review.payload, null);
    if (approve) {
      if (!payload) fail(ErrorCode.REVIEW_CONTENT_UNAVAILABLE);
      await updateContest(trx, contest.unique_id, {
        ...heldChange(review.kind, payload),
        review_state: ReviewState.Passed,
      });
    } else {
      await updateContest(trx, contest.unique_id, { review_state: ReviewState.Failed });
    }
    await decideReview(trx, review.id, approve ? ReviewRowState.Approved : ReviewRowState.Rejected, now);
    await writeAudit(trx, {
      unique_id: contest.unique_id,
      account_id: OPERATOR_ACTOR_ID,
      action: approve ? AuditAction.ApproveReview : AuditAction.RejectReview,
      before: {
        review_id: review.id,
        kind: review.kind,
        contest_name: contestNames(contest),
        i18n_switch: contest.i18n_switch,
        public_notice: parseJsonList(contest.public_notice),
      },
      after: approve ? payload : { review_id: review.id, rejected: payload },
      now,
    });
    return { unique_id: contest.unique_id };
  });
}

/** The contest columns a held change of this kind sets when it is approved. */
function heldChange(kind: string, payload: HeldNamePayload | HeldPublicNoticePayload) {
  if (kind === 'name' && 'contest_name' in payload) {
    return { contest_name: JSON.stringify(payload.contest_name), i18n_switch: payload.i18n_switch };
  }
  if (kind === PUBLIC_NOTICE_REVIEW_KIND && 'public_notice' in payload) {
    return { public_notice: JSON.stringify(payload.public_notice) };
  }
  return fail(ErrorCode.REVIEW_CONTENT_UNAVAILABLE);
}

/** Locks or unlocks the contest's configuration (while locked every change answers 2558). False if already so. */
export function setContestLocked(db: Database, uniqueId: number, locked: boolean, now: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const contest = await loadLiveContest(trx, uniqueId);
    const value = locked ? 1 : 0;
    if (contest.locked === value) return false;
    await updateContest(trx, uniqueId, { locked: value });
    await writeAudit(trx, {
      unique_id: uniqueId,
      account_id: OPERATOR_ACTOR_ID,
      action: locked ? AuditAction.LockContest : AuditAction.UnlockContest,
      before: { locked: contest.locked },
      after: { locked: value },
      now,
    });
    return true;
  });
}

/** Turns review of name changes on (check_state 1: changes are held) or off. False if already so. */
export function setContestCheckState(db: Database, uniqueId: number, on: boolean, now: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const contest = await loadLiveContest(trx, uniqueId);
    const value = on ? 1 : 0;
    if (contest.check_state === value) return false;
    await updateContest(trx, uniqueId, { check_state: value });
    await writeAudit(trx, {
      unique_id: uniqueId,
      account_id: OPERATOR_ACTOR_ID,
      action: AuditAction.SetCheckState,
      before: { check_state: contest.check_state },
      after: { check_state: value },
      now,
    });
    return true;
  });
}
