import { envelope, updateNoticeBody, updateNoticeReply } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { requireActor } from '../../plugins/auth.js';
import { updatePrivateNotice, updatePublicNotice } from './notice.service.js';

const tags = ['notice'];

export function noticeRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/contest/update_contest_external_notice',
    { schema: { tags, body: updateNoticeBody, response: { 200: envelope(updateNoticeReply) } } },
    async (req) => ({ data: await updatePublicNotice(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/update_contest_internal_notice',
    { schema: { tags, body: updateNoticeBody, response: { 200: envelope(updateNoticeReply) } } },
    async (req) => ({ data: await updatePrivateNotice(ctx, requireActor(req), req.body) }),
  );
}
