/**
 * Account, session and server-time calls (spec part 1 section 7 "Account", DESIGN section 9). The top bar and the
 * home page use them, so they go without the table's zod schemas (`light`, checked by `light.test.ts`): the console's
 * first load carries no zod.
 */
import type { AccountBrief, AccountInfo, LoginBody, LoginByCodeBody, TokenReply } from '@taikai/shared';
import type { accountEndpoints } from '@taikai/shared/endpoints/account';
import type { authEndpoints } from '@taikai/shared/endpoints/auth';
import { useQuery } from '@tanstack/react-query';
import { call, getToken } from './client';
import { light } from './light';

type Account = typeof accountEndpoints;
type Auth = typeof authEndpoints;

/** The calls of this module, method and path as the shared table has them. */
export const accountCalls = {
  fetchAccountInfo: light<Account['fetchAccountInfo']>({ method: 'GET', path: '/api/contest/fetch_account_info' }),
  searchAccounts: light<Account['searchAccounts']>({ method: 'POST', path: '/api/contest/search_accounts' }),
  serverTime: light<Account['serverTime']>({ method: 'GET', path: '/api/contest/server_time' }),
  login: light<Auth['login']>({ method: 'POST', path: '/api/login' }),
  loginByCode: light<Auth['loginByCode']>({ method: 'POST', path: '/api/login_by_code' }),
  sendEmailCode: light<Auth['sendEmailCode']>({ method: 'POST', path: '/api/send_email_code' }),
  logout: light<Auth['logout']>({ method: 'POST', path: '/api/logout' }),
  issueHandoverCode: light<Auth['issueHandoverCode']>({ method: 'POST', path: '/api/handover_code' }),
} as const;

export const accountKey = ['account'] as const;
export const serverTimeKey = ['serverTime'] as const;

export function fetchAccountInfo(): Promise<AccountInfo> {
  return call(accountCalls.fetchAccountInfo);
}

/** The logged-in account (nickname, diamonds, create right). */
export function useAccount() {
  return useQuery({ queryKey: accountKey, queryFn: fetchAccountInfo, enabled: !!getToken(), staleTime: 60_000 });
}

/** Total of the account's currencies: the diamond count of the top bar. */
export function diamondCount(account: AccountInfo | undefined): number {
  return account?.currency.reduce((sum, c) => sum + c.count, 0) ?? 0;
}

// ---- server time ------------------------------------------------------------------------------------------------

/** Server time minus browser time, in seconds; 0 until the server has answered. */
let offsetSeconds = 0;

/** The server's current unix time (browser clock corrected by the last known offset). */
export function serverNow(): number {
  return Math.floor(Date.now() / 1000) + offsetSeconds;
}

export async function fetchServerTime(): Promise<number> {
  const { time } = await call(accountCalls.serverTime, undefined, { silent: true });
  offsetSeconds = time - Math.floor(Date.now() / 1000);
  return time;
}

/** Test hook: set the offset directly. */
export function setServerTimeOffset(seconds: number): void {
  offsetSeconds = seconds;
}

/**
 * The server's unix time now (GET /api/contest/server_time once, offset kept). Used for pickers' limits; call
 * `serverNow()` inside validators for the value at validation time.
 */
export function useServerTime(): number {
  useQuery({ queryKey: serverTimeKey, queryFn: fetchServerTime, staleTime: Number.POSITIVE_INFINITY, retry: false });
  return serverNow();
}

// ---- session ----------------------------------------------------------------------------------------------------

export function login(body: LoginBody): Promise<TokenReply> {
  return call(accountCalls.login, body, { silent: true });
}

export function loginByCode(body: LoginByCodeBody): Promise<TokenReply> {
  return call(accountCalls.loginByCode, body, { silent: true });
}

export function sendCode(email: string): Promise<Record<string, never>> {
  return call(accountCalls.sendEmailCode, { email }, { silent: true });
}

export function logout(): Promise<unknown> {
  return call(accountCalls.logout, undefined, { silent: true });
}

/** Accounts by internal id; unknown ids are left out of the reply. */
export async function searchAccounts(accountIds: number[]): Promise<AccountBrief[]> {
  if (accountIds.length === 0) return [];
  const reply = await call(accountCalls.searchAccounts, { account_list: accountIds });
  return reply.list;
}
