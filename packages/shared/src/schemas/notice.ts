import { z } from 'zod';
import { CONTENT_LANGS } from '../enums.js';
import { contentLang, id, type LangContent } from './common.js';
import { updateContestReply } from './contest.js';

/**
 * Public and private contest notices (spec part 2 sections 2 "Notice page", 3 "Notice payload", 5 "Text limits").
 * Both calls take `{unique_id, notice: [{lang, content}]}`. The per-language limits (LIMITS.publicNoticeMax 500,
 * LIMITS.privateNoticeMax 3000, counted in characters = Unicode code points) are checked by the server and
 * answered with 2548 naming `notice.<lang>`; the wire bound below only stops absurd bodies (code 3).
 * HTML is sanitised by the server before it is stored; a language whose content is empty after that is dropped.
 */
export const NOTICE_WIRE_MAX = 20_000;

export const noticeEntry = z.object({ lang: contentLang, content: z.string().max(NOTICE_WIRE_MAX) });

export const updateNoticeBody = z.object({
  unique_id: id,
  notice: z.array(noticeEntry).max(CONTENT_LANGS.length),
});
export type UpdateNoticeBody = z.infer<typeof updateNoticeBody>;

/** `held`: the public notice waits for the operator's review (check_state 1); the private one never does. */
export const updateNoticeReply = updateContestReply;
export type UpdateNoticeReply = z.infer<typeof updateNoticeReply>;

/** Kind of the `contest_reviews` row holding a public notice change. */
export const PUBLIC_NOTICE_REVIEW_KIND = 'public_notice';

/** Payload JSON of a held public notice; approving it stores `public_notice` as the contest's public notice. */
export interface HeldPublicNoticePayload {
  public_notice: LangContent[];
}

/** Audit actions of the notice calls (the console shows them by the key `audit.<action>`). */
export const NoticeAuditAction = {
  UpdatePublicNotice: 'update_contest_external_notice',
  /** a public notice change held for the operator's review (check_state 1) */
  HoldPublicNotice: 'hold_contest_external_notice',
  UpdatePrivateNotice: 'update_contest_internal_notice',
} as const;
