/**
 * The players' lobby calls (DESIGN sections 5 and 9) over the shared endpoint table: registration, my contests,
 * the contest lookup, sign-up, ready and my games. Reads that the lobby shows live are polled only while the page
 * is visible (TanStack Query pauses interval refetches in a hidden tab).
 */

import { authEndpoints } from '@taikai/shared/endpoints/auth';
import type { EndpointInput, EndpointReply } from '@taikai/shared/endpoints/define';
import { lobbyEndpoints } from '@taikai/shared/endpoints/lobby';
import { useQuery } from '@tanstack/react-query';
import { call } from './call';
import { getToken } from './client';

export type SeasonRef = EndpointInput<typeof lobbyEndpoints.playerSignup>;
export type ReadyReply = EndpointReply<typeof lobbyEndpoints.playerReady>;
export type SignupReply = EndpointReply<typeof lobbyEndpoints.playerSignup>;

export const lobbyKey = ['lobby'] as const;
export const myContestsKey = [...lobbyKey, 'myContests'] as const;
export const myGamesKey = [...lobbyKey, 'myGames'] as const;
export const findContestKey = (contestId: number) => [...lobbyKey, 'findContest', contestId] as const;

/** How often the lobby re-reads my games (live scores, a plan that started); my contests every third time. */
export const LOBBY_POLL_MS = 5000;

export function useMyContests() {
  return useQuery({
    queryKey: myContestsKey,
    queryFn: () => call(lobbyEndpoints.playerMyContests),
    enabled: !!getToken(),
    refetchInterval: 3 * LOBBY_POLL_MS,
  });
}

/**
 * My plans, my running game with live scores, and my last results; re-read every 5 s while the page is visible.
 * Silent: a failed poll shows in the card, not as a toast every 5 seconds.
 */
export function useMyGames() {
  return useQuery({
    queryKey: myGamesKey,
    queryFn: () => call(lobbyEndpoints.playerMyGames, undefined, { silent: true }),
    enabled: !!getToken(),
    refetchInterval: LOBBY_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** A contest by the id organisers share; `null` asks nothing. Failures are shown by the caller. */
export function useFindContest(contestId: number | null) {
  return useQuery({
    queryKey: findContestKey(contestId ?? 0),
    queryFn: () => call(lobbyEndpoints.playerFindContest, { contest_id: contestId ?? 0 }, { silent: true }),
    enabled: contestId !== null && !!getToken(),
    retry: false,
  });
}

export function signUp(body: SeasonRef): Promise<SignupReply> {
  return call(lobbyEndpoints.playerSignup, body, { silent: true });
}

export function setReady(body: SeasonRef & { ready: boolean }): Promise<ReadyReply> {
  return call(lobbyEndpoints.playerReady, body, { silent: true });
}

export function sendRegisterCode(email: string) {
  return call(authEndpoints.sendEmailCode, { email, purpose: 'register' }, { silent: true });
}

export function register(body: EndpointInput<typeof authEndpoints.register>) {
  return call(authEndpoints.register, body, { silent: true });
}
