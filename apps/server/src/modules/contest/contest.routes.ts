import { contestEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { deleteContest, fetchAuditLog, fetchContestDetail, fetchContestList } from './contest.service.js';
import { createContest } from './contest-create.service.js';
import { updateContestBase } from './contest-update.service.js';

export const contestHandlers = handlers(contestEndpoints, {
  createContest: (body, actor, ctx) => createContest(ctx, actor, body),
  fetchContestList: (_q, actor, ctx) => fetchContestList(ctx, actor),
  fetchContestDetail: (_q, _actor, ctx, access) => fetchContestDetail(ctx, access),
  updateContestBase: (body, actor, ctx) => updateContestBase(ctx, actor, body),
  deleteContest: (body, actor, ctx) => deleteContest(ctx, actor, body.unique_id),
  fetchContestAuditLog: (q, _actor, ctx) => fetchAuditLog(ctx, q),
});
