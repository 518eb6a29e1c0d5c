import { chatLimitQuery, chatLimitReply, envelope, setChatLimitBody, setChatLimitReply } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { requireActor } from '../../plugins/auth.js';
import { chatLimit, setChatLimit } from './chat.service.js';

const tags = ['chat'];

export function chatRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/contest/contest_season_chat_limit',
    { schema: { tags, querystring: chatLimitQuery, response: { 200: envelope(chatLimitReply) } } },
    async (req) => ({ data: await chatLimit(ctx, requireActor(req), req.query) }),
  );
  app.post(
    '/api/contest/set_contest_season_chat_limit',
    { schema: { tags, body: setChatLimitBody, response: { 200: envelope(setChatLimitReply) } } },
    async (req) => ({ data: await setChatLimit(ctx, requireActor(req), req.body) }),
  );
}
