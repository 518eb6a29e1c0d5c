/**
 * The players' lobby calls (DESIGN sections 5 and 9): registration, my contests, the contest lookup, sign-up and
 * ready. Reads that the lobby shows live are polled only while the page is visible (TanStack Query pauses
 * interval refetches in a hidden tab).
 */
import type {
  FindContestReply,
  MyContest,
  MyGamesReply,
  playerReadyReply,
  playerSignupBody,
  playerSignupReply,
  RegisterBody,
  RegisterReply,
} from '@taikai/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost, getToken } from './client';

export type ReadyReply = z.infer<typeof playerReadyReply>;
export type SignupReply = z.infer<typeof playerSignupReply>;
export type SeasonRef = z.infer<typeof playerSignupBody>;

export const lobbyKey = ['lobby'] as const;
export const myContestsKey = [...lobbyKey, 'myContests'] as const;
export const findContestKey = (contestId: number) => [...lobbyKey, 'findContest', contestId] as const;

/** How often the lobby re-reads what changes under the player (review passed, a game formed). */
export const LOBBY_POLL_MS = 5000;

export function fetchMyContests(): Promise<{ list: MyContest[] }> {
  return apiGet('/api/contest/player/my_contests');
}

export function useMyContests() {
  return useQuery({
    queryKey: myContestsKey,
    queryFn: fetchMyContests,
    enabled: !!getToken(),
    refetchInterval: 3 * LOBBY_POLL_MS,
  });
}

/** A contest by the id organisers share; `null` asks nothing. Failures are shown by the caller. */
export function useFindContest(contestId: number | null) {
  return useQuery({
    queryKey: findContestKey(contestId ?? 0),
    queryFn: () =>
      apiGet<FindContestReply>('/api/contest/player/find_contest', { contest_id: contestId }, { silent: true }),
    enabled: contestId !== null && !!getToken(),
    retry: false,
  });
}

export function signUp(body: SeasonRef): Promise<SignupReply> {
  return apiPost('/api/contest/player/signup', body, { silent: true });
}

export function setReady(body: SeasonRef & { ready: boolean }): Promise<ReadyReply> {
  return apiPost('/api/contest/player/ready', body, { silent: true });
}

export function sendRegisterCode(email: string): Promise<Record<string, never>> {
  return apiPost('/api/send_email_code', { email, purpose: 'register' }, { silent: true });
}

export function register(body: RegisterBody): Promise<RegisterReply> {
  return apiPost('/api/register', body, { silent: true });
}

export const myGamesKey = [...lobbyKey, 'myGames'] as const;

/**
 * My plans, my running game with live scores, and my last results; re-read every 5 s while the page is visible.
 * Silent: a failed poll shows in the card, not as a toast every 5 seconds.
 */
export function useMyGames() {
  return useQuery({
    queryKey: myGamesKey,
    queryFn: () => apiGet<MyGamesReply>('/api/contest/player/my_games', undefined, { silent: true }),
    enabled: !!getToken(),
    refetchInterval: LOBBY_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
