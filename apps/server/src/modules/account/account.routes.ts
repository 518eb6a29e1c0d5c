import { accountEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { accountInfo, searchAccounts } from './account.service.js';

export const accountHandlers = handlers(accountEndpoints, {
  fetchAccountInfo: (_q, actor, ctx) => accountInfo(ctx, actor),
  searchAccounts: (body, _actor, ctx) => searchAccounts(ctx, body.account_list),
  serverTime: (_q, _actor, ctx) => ({ time: ctx.clock.now() }),
});
