/** Account, session and server-time calls (spec part 1 section 7 "Account", DESIGN section 9). */
import type { AccountBrief, AccountInfo, LoginBody, LoginByCodeBody, TokenReply } from '@taikai/shared';
import { accountEndpoints } from '@taikai/shared/endpoints/account';
import { authEndpoints } from '@taikai/shared/endpoints/auth';
import { useQuery } from '@tanstack/react-query';
import { call, getToken } from './client';

export const accountKey = ['account'] as const;
export const serverTimeKey = ['serverTime'] as const;

export function fetchAccountInfo(): Promise<AccountInfo> {
  return call(accountEndpoints.fetchAccountInfo);
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
  const { time } = await call(accountEndpoints.serverTime, undefined, { silent: true });
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
  return call(authEndpoints.login, body, { silent: true });
}

export function loginByCode(body: LoginByCodeBody): Promise<TokenReply> {
  return call(authEndpoints.loginByCode, body, { silent: true });
}

export function sendCode(email: string): Promise<Record<string, never>> {
  return call(authEndpoints.sendEmailCode, { email }, { silent: true });
}

export function logout(): Promise<unknown> {
  return call(authEndpoints.logout, undefined, { silent: true });
}

/** Accounts by internal id; unknown ids are left out of the reply. */
export async function searchAccounts(accountIds: number[]): Promise<AccountBrief[]> {
  if (accountIds.length === 0) return [];
  const reply = await call(accountEndpoints.searchAccounts, { account_list: accountIds });
  return reply.list;
}
