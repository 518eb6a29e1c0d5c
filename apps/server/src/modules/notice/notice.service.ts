import type { AnyAuditAction } from '@taikai/shared';
import {
  CONTENT_LANGS,
  type ContentLang,
  type HeldPublicNoticePayload,
  type LangContent,
  LIMITS,
  NoticeAuditAction,
  parseJsonList,
  ReviewState,
  type UpdateNoticeBody,
  type UpdateNoticeReply,
} from '@taikai/shared';
import { textLength } from '@taikai/shared/text-length';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/database.js';
import { ErrorCode, ensure, fail } from '../../errors.js';
import { sanitizeHtml } from '../../lib/sanitize.js';
import { type ContestRow, lockContestRow } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { containsForbiddenWord } from '../contest/forbidden-words.js';
import {
  findPendingNoticeReview,
  type NoticeColumn,
  setNotice,
  setReviewState,
  upsertNoticeReview,
} from './notice.repository.js';

/**
 * The notice page's two calls (spec part 2 sections 2 "Notice page", 5 "Text limits", 7 "Contest-level"):
 * update_contest_external_notice (public, at most 500 characters per language) and
 * update_contest_internal_notice (private, at most 3000 per language). Managers and the creator only (2506),
 * refused while the operator has locked the contest (2558). One transaction and one audit row per call that
 * changes something.
 *
 * Review (check_state 1, DESIGN section 4): a changed PUBLIC notice is held in `contest_reviews` (kind
 * 'public_notice', payload `{public_notice: [...]}`, already sanitised) and the contest's review_state becomes 1;
 * the operator's `review approve` stores the payload as the public notice. The PRIVATE notice is never held: it is
 * read only by the contest's own managers, so there is nothing for the platform to review before others see it,
 * and it applies at once whatever check_state says.
 */

type NoticeKind = 'public' | 'private';

const KIND: Record<NoticeKind, { column: NoticeColumn; max: number; action: AnyAuditAction }> = {
  public: { column: 'public_notice', max: LIMITS.publicNoticeMax, action: NoticeAuditAction.UpdatePublicNotice },
  private: { column: 'private_notice', max: LIMITS.privateNoticeMax, action: NoticeAuditAction.UpdatePrivateNotice },
};

export function updatePublicNotice(ctx: AppContext, actor: Actor, body: UpdateNoticeBody): Promise<UpdateNoticeReply> {
  return updateNotice(ctx, actor, body, 'public');
}

export function updatePrivateNotice(ctx: AppContext, actor: Actor, body: UpdateNoticeBody): Promise<UpdateNoticeReply> {
  return updateNotice(ctx, actor, body, 'private');
}

async function updateNotice(
  ctx: AppContext,
  actor: Actor,
  body: UpdateNoticeBody,
  kind: NoticeKind,
): Promise<UpdateNoticeReply> {
  const { column, max, action } = KIND[kind];
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const contest = await lockContestRow(trx, body.unique_id);
    const notice = await cleanNotice(trx, body.notice, max);
    const current = parseNotice(contest[column]);
    const changed = JSON.stringify(current) !== JSON.stringify(notice);

    if (kind === 'public' && contest.check_state === 1) {
      // A pending review is refreshed even when the text equals the stored one: that is the manager taking the
      // held change back, and the operator's approval must then leave the notice as it is.
      if (!changed && !(await findPendingNoticeReview(trx, contest.unique_id))) return { held: false };
      await holdPublicNotice(trx, contest, actor.account_id, current, notice, now);
      return { held: true };
    }
    if (!changed) return { held: false };
    await setNotice(trx, contest.unique_id, column, JSON.stringify(notice));
    await writeAudit(trx, {
      unique_id: contest.unique_id,
      account_id: actor.account_id,
      action,
      before: { [column]: current },
      after: { [column]: notice },
      now,
    });
    return { held: false };
  });
}

async function holdPublicNotice(
  trx: Executor,
  contest: ContestRow,
  accountId: number,
  current: LangContent[],
  notice: LangContent[],
  now: number,
): Promise<void> {
  const payload: HeldPublicNoticePayload = { public_notice: notice };
  const reviewId = await upsertNoticeReview(trx, {
    unique_id: contest.unique_id,
    payload: JSON.stringify(payload),
    account_id: accountId,
    now,
  });
  await setReviewState(trx, contest.unique_id, ReviewState.Reviewing);
  await writeAudit(trx, {
    unique_id: contest.unique_id,
    account_id: accountId,
    action: NoticeAuditAction.HoldPublicNotice,
    before: { public_notice: current },
    after: { ...payload, review_id: reviewId },
    now,
  });
}

/** Characters as people count them: grapheme clusters (the shared `textLength`, as contest names are counted). */
export const noticeLength = textLength;

/**
 * The list to store: each language at most once (else 3), at most `max` characters as typed (else 2548), HTML
 * sanitised, without forbidden words (502), languages whose content is empty after sanitising dropped, in the
 * order of CONTENT_LANGS. Which languages are sent is the console's business (one `default` box, or the five
 * language tabs with multi-language on); all are kept so switching multi-language back and forth loses nothing.
 * Fields are named `notice.<lang>`.
 */
async function cleanNotice(db: Executor, list: readonly LangContent[], max: number): Promise<LangContent[]> {
  const byLang = new Map<ContentLang, string>();
  for (const { lang, content } of list) {
    const field = `notice.${lang}`;
    if (byLang.has(lang)) fail(ErrorCode.PARAM_ERROR, field);
    ensure(noticeLength(content) <= max, ErrorCode.NOTICE_TOO_LONG, field);
    const clean = sanitizeHtml(content);
    ensure(!(await containsForbiddenWord(db, clean)), ErrorCode.FORBIDDEN_WORD, field);
    byLang.set(lang, clean);
  }
  const out: LangContent[] = [];
  for (const lang of CONTENT_LANGS) {
    const content = byLang.get(lang);
    if (content !== undefined && content.trim() !== '') out.push({ lang, content });
  }
  return out;
}

const parseNotice = (text: string) => parseJsonList<LangContent>(text);
