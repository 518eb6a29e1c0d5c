import {
  auditLogQuery,
  auditLogReply,
  contestDetail,
  contestDetailQuery,
  contestListReply,
  createContestBody,
  createContestReply,
  deleteContestBody,
  empty,
  envelope,
  updateContestBaseBody,
  updateContestReply,
} from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { requireActor } from '../../plugins/auth.js';
import { deleteContest, fetchAuditLog, fetchContestDetail, fetchContestList } from './contest.service.js';
import { createContest } from './contest-create.service.js';
import { updateContestBase } from './contest-update.service.js';

const tags = ['contest'];

export function contestRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/contest/create_contest',
    { schema: { tags, body: createContestBody, response: { 200: envelope(createContestReply) } } },
    async (req) => ({ data: await createContest(ctx, requireActor(req), req.body) }),
  );
  app.get(
    '/api/contest/fetch_contest_list',
    { schema: { tags, response: { 200: envelope(contestListReply) } } },
    async (req) => ({ data: await fetchContestList(ctx, requireActor(req)) }),
  );
  app.get(
    '/api/contest/fetch_contest_detail',
    { schema: { tags, querystring: contestDetailQuery, response: { 200: envelope(contestDetail) } } },
    async (req) => ({ data: await fetchContestDetail(ctx, requireActor(req), req.query.unique_id) }),
  );
  app.post(
    '/api/contest/update_contest_base',
    { schema: { tags, body: updateContestBaseBody, response: { 200: envelope(updateContestReply) } } },
    async (req) => ({ data: await updateContestBase(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/delete_contest',
    { schema: { tags, body: deleteContestBody, response: { 200: envelope(empty) } } },
    async (req) => ({ data: await deleteContest(ctx, requireActor(req), req.body.unique_id) }),
  );
  app.get(
    '/api/contest/fetch_contest_audit_log',
    { schema: { tags, querystring: auditLogQuery, response: { 200: envelope(auditLogReply) } } },
    async (req) => ({ data: await fetchAuditLog(ctx, requireActor(req), req.query) }),
  );
}
