import {
  accountInfo as accountInfoSchema,
  envelope,
  searchAccountsBody,
  searchAccountsReply,
  serverTimeReply,
} from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { requireActor } from '../../plugins/auth.js';
import { accountInfo, searchAccounts } from './account.service.js';

export function accountRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/contest/fetch_account_info',
    { schema: { tags: ['account'], response: { 200: envelope(accountInfoSchema) } } },
    async (req) => ({ data: await accountInfo(ctx, requireActor(req)) }),
  );
  app.post(
    '/api/contest/search_accounts',
    { schema: { tags: ['account'], body: searchAccountsBody, response: { 200: envelope(searchAccountsReply) } } },
    async (req) => {
      requireActor(req);
      return { data: await searchAccounts(ctx, req.body.account_list) };
    },
  );
  app.get(
    '/api/contest/server_time',
    { schema: { tags: ['account'], response: { 200: envelope(serverTimeReply) } } },
    async () => ({ data: { time: ctx.clock.now() } }),
  );
}
