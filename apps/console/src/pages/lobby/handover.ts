/**
 * Arriving at the lobby with a credential in the URL (issue 15 point 5): `/m/?code=` from the console's "Mobile site"
 * button (a one-time code, redeemed for a session of its own), or an old `/m/?token=` link. The credential leaves the
 * address bar at once (`stashLobbyCredential`, called at start-up before anything renders); the lobby then decides
 * (`resolveLobbyCredential`) whether to sign in, to keep the session it has, or to ask which account to keep.
 */
import { accountEndpoints, authEndpoints } from '@taikai/shared';
import { ApiError, call } from '../../api/client';
import { getToken } from '../../api/token';
import { isLobbyPath } from './paths';

export interface LobbyCredential {
  kind: 'code' | 'token';
  value: string;
}

/** The session a credential stands for. */
export interface IncomingSession {
  token: string;
  account_id: number;
  nickname: string;
  /** Opened for this hand-over (a redeemed code): ended again when it is not kept. */
  fresh: boolean;
}

export type HandoverOutcome =
  /** Nothing to change: no credential, or the same account is signed in already. */
  | { step: 'keep' }
  /** No session here (or a dead one): sign in with the incoming session. */
  | { step: 'adopt'; incoming: IncomingSession }
  /** Another account is signed in: ask before replacing it. */
  | { step: 'ask'; current: string; incoming: IncomingSession }
  | { step: 'failed'; error: unknown };

let pending: LobbyCredential | null = null;

/**
 * Takes `code` / `token` out of the address bar of a lobby page (history.replaceState) and keeps it in memory for the
 * lobby. Idempotent: a second call finds the URL clean and keeps what the first took.
 */
export function stashLobbyCredential(): void {
  const url = new URL(window.location.href);
  if (!isLobbyPath(url.pathname)) return;
  const code = url.searchParams.get('code');
  const token = url.searchParams.get('token');
  if (code === null && token === null) return;
  url.searchParams.delete('code');
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (code) pending = { kind: 'code', value: code };
  else if (token) pending = { kind: 'token', value: token };
}

/** The credential the lobby was opened with, if any (the same object until it is cleared). */
export function pendingLobbyCredential(): LobbyCredential | null {
  stashLobbyCredential();
  return pending;
}

export function clearLobbyCredential(): void {
  pending = null;
}

const resolving = new WeakMap<LobbyCredential, Promise<HandoverOutcome>>();

/**
 * What to do with a credential; once per credential (a code is single-use, and React may run an effect twice).
 */
export function resolveLobbyCredential(credential: LobbyCredential): Promise<HandoverOutcome> {
  let outcome = resolving.get(credential);
  if (!outcome) {
    outcome = resolve(credential).catch((error: unknown): HandoverOutcome => ({ step: 'failed', error }));
    resolving.set(credential, outcome);
  }
  return outcome;
}

async function resolve(credential: LobbyCredential): Promise<HandoverOutcome> {
  const stored = getToken();
  if (credential.kind === 'token' && credential.value === stored) return { step: 'keep' };
  const incoming = await incomingSession(credential);
  const current = stored ? await accountOf(stored) : null;
  if (!current) return { step: 'adopt', incoming };
  if (current.account_id === incoming.account_id) {
    await endIfFresh(incoming);
    return { step: 'keep' };
  }
  return { step: 'ask', current: current.nickname, incoming };
}

async function incomingSession(credential: LobbyCredential): Promise<IncomingSession> {
  if (credential.kind === 'code') {
    const s = await call(authEndpoints.loginByHandover, { code: credential.value }, { silent: true });
    return { token: s.token, account_id: s.account_id, nickname: s.nickname, fresh: true };
  }
  const account = await call(accountEndpoints.fetchAccountInfo, undefined, { silent: true, token: credential.value });
  return { token: credential.value, account_id: account.account_id, nickname: account.nickname, fresh: false };
}

/** The account of the signed-in session, or null when it is no longer valid. */
async function accountOf(token: string): Promise<{ account_id: number; nickname: string } | null> {
  try {
    return await call(accountEndpoints.fetchAccountInfo, undefined, { silent: true, token });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** Ends a session opened for this hand-over that is not kept (an old link's token belongs to someone's console). */
export async function endIfFresh(incoming: IncomingSession): Promise<void> {
  if (!incoming.fresh) return;
  await call(authEndpoints.logout, undefined, { silent: true, token: incoming.token }).catch(() => undefined);
}
