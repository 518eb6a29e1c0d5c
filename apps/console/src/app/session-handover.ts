/**
 * A credential that arrives in the URL while this browser may already have a session: the lobby's
 * `/m/?code=` / `/m/?token=` and the desk console's `?token=`. Both pages decide the same way what to do with it
 * (`resolveHandover`): sign in with it, keep the session they have, or ask which account to keep. Taking the
 * credential out of the address bar is each page's own job (`pages/lobby/handover.ts`, `consumeUrlToken`).
 */
import type { accountEndpoints } from '@taikai/shared/endpoints/account';
import type { authEndpoints } from '@taikai/shared/endpoints/auth';
import { ApiError, call } from '../api/client';
import { light } from '../api/light';
import { getToken } from '../api/token';

/** The calls of a hand-over, without the table's schemas (the lobby's page loads no zod: `api/light.ts`). */
export const handoverCalls = {
  loginByHandover: light<(typeof authEndpoints)['loginByHandover']>({ method: 'POST', path: '/api/login_by_handover' }),
  fetchAccountInfo: light<(typeof accountEndpoints)['fetchAccountInfo']>({
    method: 'GET',
    path: '/api/contest/fetch_account_info',
  }),
  logout: light<(typeof authEndpoints)['logout']>({ method: 'POST', path: '/api/logout' }),
} as const;

export interface HandoverCredential {
  kind: 'code' | 'token';
  value: string;
}

/** An account as the question names it. */
export interface SessionAccount {
  account_id: number;
  nickname: string;
}

/** The session a credential stands for. */
export interface IncomingSession extends SessionAccount {
  token: string;
  /** Opened for this hand-over (a redeemed code): ended again when it is not kept. */
  fresh: boolean;
}

export type HandoverOutcome =
  /** Nothing to change: the same account is signed in already. */
  | { step: 'keep' }
  /** No session here (or a dead one): sign in with the incoming session. */
  | { step: 'adopt'; incoming: IncomingSession }
  /** Another account is signed in: ask before replacing it. */
  | { step: 'ask'; current: SessionAccount; incoming: IncomingSession }
  /** The credential could not be used (unknown, used or expired code; invalid or expired token). */
  | { step: 'failed'; error: unknown };

const resolving = new WeakMap<HandoverCredential, Promise<HandoverOutcome>>();

/**
 * What to do with a credential, decided once per credential object (a code is single-use, and React may run an
 * effect twice). Never rejects: a failure is the `failed` outcome.
 */
export function resolveHandover(credential: HandoverCredential): Promise<HandoverOutcome> {
  let outcome = resolving.get(credential);
  if (!outcome) {
    outcome = decide(credential).catch((error: unknown): HandoverOutcome => ({ step: 'failed', error }));
    resolving.set(credential, outcome);
  }
  return outcome;
}

async function decide(credential: HandoverCredential): Promise<HandoverOutcome> {
  const stored = getToken();
  if (credential.kind === 'token' && credential.value === stored) return { step: 'keep' };
  const incoming = await incomingSession(credential);
  const current = stored ? await accountOf(stored) : null;
  if (!current) return { step: 'adopt', incoming };
  if (current.account_id === incoming.account_id) {
    await endIfFresh(incoming);
    return { step: 'keep' };
  }
  return { step: 'ask', current: { account_id: current.account_id, nickname: current.nickname }, incoming };
}

async function incomingSession(credential: HandoverCredential): Promise<IncomingSession> {
  if (credential.kind === 'code') {
    const s = await call(handoverCalls.loginByHandover, { code: credential.value }, { silent: true });
    return { token: s.token, account_id: s.account_id, nickname: s.nickname, fresh: true };
  }
  const account = await call(handoverCalls.fetchAccountInfo, undefined, { silent: true, token: credential.value });
  return { token: credential.value, account_id: account.account_id, nickname: account.nickname, fresh: false };
}

/** The account of the signed-in session, or null when it is no longer valid. */
async function accountOf(token: string): Promise<SessionAccount | null> {
  try {
    return await call(handoverCalls.fetchAccountInfo, undefined, { silent: true, token });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/**
 * Ends a session opened for this hand-over that is not kept. A `?token=` is someone's live session (a console's):
 * it is left alone.
 */
export async function endIfFresh(incoming: IncomingSession): Promise<void> {
  if (!incoming.fresh) return;
  await call(handoverCalls.logout, undefined, { silent: true, token: incoming.token }).catch(() => undefined);
}
