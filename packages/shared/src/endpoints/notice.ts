import { updateNoticeBody, updateNoticeReply } from '../schemas/notice.js';
import { endpoint, LARGE_BODY_LIMIT } from './define.js';

/** A contest's public (held for review while check_state is 1) and managers' notices (spec part 1 section 6). */
export const noticeEndpoints = {
  updateContestExternalNotice: endpoint({
    method: 'POST',
    path: '/api/contest/update_contest_external_notice',
    body: updateNoticeBody,
    bodyLimit: LARGE_BODY_LIMIT,
    reply: updateNoticeReply,
    policy: 'manager',
    unlocked: true,
    tags: ['notice'],
  }),
  updateContestInternalNotice: endpoint({
    method: 'POST',
    path: '/api/contest/update_contest_internal_notice',
    body: updateNoticeBody,
    bodyLimit: LARGE_BODY_LIMIT,
    reply: updateNoticeReply,
    policy: 'manager',
    unlocked: true,
    tags: ['notice'],
  }),
};
