import { accountInfo, searchAccountsBody, searchAccountsReply, serverTimeReply } from '../schemas/account.js';
import { endpoint } from './define.js';

/** The caller's own account, account search, the server clock and the platform announcements. */
export const accountEndpoints = {
  fetchAccountInfo: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_account_info',
    reply: accountInfo,
    policy: 'login',
    tags: ['account'],
  }),
  searchAccounts: endpoint({
    method: 'POST',
    path: '/api/contest/search_accounts',
    body: searchAccountsBody,
    reply: searchAccountsReply,
    policy: 'login',
    tags: ['account'],
  }),
  serverTime: endpoint({
    method: 'GET',
    path: '/api/contest/server_time',
    reply: serverTimeReply,
    policy: 'public',
    tags: ['account'],
  }),
};
