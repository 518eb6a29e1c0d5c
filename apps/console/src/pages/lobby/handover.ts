/**
 * Arriving at the lobby with a credential in the URL: `/m/?code=` from the console's "Mobile site"
 * button (a one-time code, redeemed for a session of its own), or an old `/m/?token=` link. The credential leaves the
 * address bar at once (`stashLobbyCredential`, called at start-up before anything renders); the lobby then decides
 * (`resolveLobbyCredential`, the decision shared with the desk console in `app/session-handover.ts`) whether to sign
 * in, to keep the session it has, or to ask which account to keep.
 */
import { endIfFresh, type HandoverCredential, type HandoverOutcome, resolveHandover } from '../../app/session-handover';
import { isLobbyPath } from './paths';

export type { HandoverOutcome };
export { endIfFresh };

/** The lobby's credential: a one-time code, or an old link's session token. */
export type LobbyCredential = HandoverCredential;

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

/** What to do with the lobby's credential (the decision the desk console shares, `app/session-handover.ts`). */
export function resolveLobbyCredential(credential: LobbyCredential): Promise<HandoverOutcome> {
  return resolveHandover(credential);
}
