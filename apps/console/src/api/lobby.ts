/**
 * The players' lobby calls (DESIGN sections 5 and 9) over the shared endpoint table: registration, my account,
 * my contests, the contest lookup and its notices, sign-up, ready and my games.
 *
 * The lobby's page loads these without the table's zod schemas (`light`, checked against the table at compile time
 * and by `light.test.ts`), so a phone's first load carries no zod. My games are polled in a background tab too (less
 * often): that is how the lobby learns that a game started while the player looks elsewhere.
 */

import type { MyContest } from '@taikai/shared';
import type { accountEndpoints } from '@taikai/shared/endpoints/account';
import type { authEndpoints } from '@taikai/shared/endpoints/auth';
import type { contestEndpoints } from '@taikai/shared/endpoints/contest';
import type { EndpointInput, EndpointReply } from '@taikai/shared/endpoints/define';
import type { lobbyEndpoints } from '@taikai/shared/endpoints/lobby';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { getToken } from './client';
import { light } from './light';

type Lobby = typeof lobbyEndpoints;
type Auth = typeof authEndpoints;

/** The calls of the lobby, method and path as the shared table has them. */
export const lobbyCalls = {
  playerSignup: light<Lobby['playerSignup']>({ method: 'POST', path: '/api/contest/player/signup' }),
  playerReady: light<Lobby['playerReady']>({ method: 'POST', path: '/api/contest/player/ready' }),
  playerFindContest: light<Lobby['playerFindContest']>({ method: 'GET', path: '/api/contest/player/find_contest' }),
  playerContestNotices: light<Lobby['playerContestNotices']>({
    method: 'GET',
    path: '/api/contest/player/contest_notices',
  }),
  playerMyContests: light<Lobby['playerMyContests']>({ method: 'GET', path: '/api/contest/player/my_contests' }),
  playerMyGames: light<Lobby['playerMyGames']>({ method: 'GET', path: '/api/contest/player/my_games' }),
  playerWatchGames: light<Lobby['playerWatchGames']>({ method: 'GET', path: '/api/contest/player/watch_games' }),
  playerMySeason: light<Lobby['playerMySeason']>({ method: 'GET', path: '/api/contest/player/my_season' }),
  fetchAccountInfo: light<(typeof accountEndpoints)['fetchAccountInfo']>({
    method: 'GET',
    path: '/api/contest/fetch_account_info',
  }),
  /** The contests I create or manage (the console's home list): whether the lobby offers a way to the console. */
  fetchContestList: light<(typeof contestEndpoints)['fetchContestList']>({
    method: 'GET',
    path: '/api/contest/fetch_contest_list',
  }),
  logout: light<Auth['logout']>({ method: 'POST', path: '/api/logout' }),
  sendEmailCode: light<Auth['sendEmailCode']>({ method: 'POST', path: '/api/send_email_code' }),
  register: light<Auth['register']>({ method: 'POST', path: '/api/register' }),
} as const;

export type SeasonRef = EndpointInput<Lobby['playerSignup']>;
export type ReadyReply = EndpointReply<Lobby['playerReady']>;
export type SignupReply = EndpointReply<Lobby['playerSignup']>;
export type ContestNotices = EndpointReply<Lobby['playerContestNotices']>;

export const lobbyKey = ['lobby'] as const;
export const myContestsKey = [...lobbyKey, 'myContests'] as const;
export const myGamesKey = [...lobbyKey, 'myGames'] as const;
export const findContestKey = (contestId: number) => [...lobbyKey, 'findContest', contestId] as const;
export const contestNoticesKey = (contestId: number) => [...lobbyKey, 'notices', contestId] as const;
/** The live games of the contests I observe or manage. */
export const watchGamesKey = [...lobbyKey, 'watchGames'] as const;
/** My own season (standing, statistics, chart) with one page of my finished games; without the page, every page. */
export const mySeasonKey = (uniqueId: number, seasonId: number, page?: { offset: number; limit: number }) =>
  page
    ? ([...lobbyKey, 'mySeason', uniqueId, seasonId, page.offset, page.limit] as const)
    : ([...lobbyKey, 'mySeason', uniqueId, seasonId] as const);
/** The contests I create or manage (outside `lobbyKey`: a sign-up does not change them). */
const managedContestsKey = ['lobby-managed-contests'] as const;
/** The signed-in account: the same cache entry as `accountKey` of `api/account.ts` (the console's top bar). */
export const lobbyAccountKey = ['account'] as const;

/** How often the lobby re-reads my games (live scores, a plan that started); my contests every third time. */
export const LOBBY_POLL_MS = 5000;
/** In a background tab my games are still read, less often, so a game that starts is noticed there too. */
export const LOBBY_BACKGROUND_POLL_MS = 15_000;
/**
 * Games to watch are re-read every other time my games are (their rounds and scores move a hand at a time), and not
 * in a background tab: nothing there needs the player at once.
 */
export const WATCH_GAMES_POLL_MS = 2 * LOBBY_POLL_MS;
/** My season's standing and games change when one of my games ends: re-read every minute while it is open. */
export const MY_SEASON_POLL_MS = 60_000;

const accountQuery = {
  queryKey: lobbyAccountKey,
  queryFn: () => call(lobbyCalls.fetchAccountInfo),
  staleTime: 60_000,
};
const myContestsQuery = { queryKey: myContestsKey, queryFn: () => call(lobbyCalls.playerMyContests) };
const myGamesQuery = {
  queryKey: myGamesKey,
  queryFn: () => call(lobbyCalls.playerMyGames, undefined, { silent: true }),
};
const watchGamesQuery = {
  queryKey: watchGamesKey,
  queryFn: () => call(lobbyCalls.playerWatchGames, undefined, { silent: true }),
};

/**
 * Asks for what the lobby's home shows (my account, contests and games) before the page has rendered: the lobby's
 * page does it while its texts load, so both round trips overlap on a slow network.
 */
export function prefetchLobbyHome(queryClient: QueryClient): void {
  for (const q of [accountQuery, myContestsQuery, myGamesQuery, watchGamesQuery])
    void queryClient.prefetchQuery(q as never);
}

/** The signed-in account (nickname, account id) as the lobby shows it. */
export function useLobbyAccount() {
  return useQuery({ ...accountQuery, enabled: !!getToken() });
}

/**
 * How many contests I create or manage (0 for a player only), from the console's own contest list: the lobby then
 * offers a link to the console (issue 29 #12). Read once in a while, silently (no link when it fails).
 */
export function useManagedContestCount(): number {
  const { data } = useQuery({
    queryKey: managedContestsKey,
    queryFn: () => call(lobbyCalls.fetchContestList, undefined, { silent: true }),
    enabled: !!getToken(),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data?.list.length ?? 0;
}

/** Ends the session on the server (the caller forgets the token). */
export function lobbyLogout() {
  return call(lobbyCalls.logout, undefined, { silent: true });
}

export function useMyContests() {
  return useQuery({
    ...myContestsQuery,
    enabled: !!getToken(),
    refetchInterval: 3 * LOBBY_POLL_MS,
  });
}

/** Every 5 s while the page is seen, every 15 s while it is hidden (browsers slow hidden tabs' timers further). */
export const myGamesInterval = (): number =>
  typeof document !== 'undefined' && document.visibilityState === 'hidden' ? LOBBY_BACKGROUND_POLL_MS : LOBBY_POLL_MS;

/**
 * My plans, my running game with live scores, and my last results; re-read every 5 s, and in a background tab every
 * 15 s (a started game must reach the player there: title, sound, notification). Silent: a failed poll shows in the
 * card, not as a toast every 5 seconds.
 */
export function useMyGames() {
  return useQuery({
    ...myGamesQuery,
    enabled: !!getToken(),
    refetchInterval: myGamesInterval,
    refetchIntervalInBackground: true,
  });
}

/**
 * The live games of every contest I observe or manage, each as I may see it (`live`, or `delay_seconds` behind):
 * the lobby's "Games to watch" and the console's watch page. Re-read every 10 s while the page is seen. Silent: a
 * failed read shows in the list (or leaves it out), not as a toast every 10 seconds.
 */
export function useWatchGames(enabled = true) {
  return useQuery({
    ...watchGamesQuery,
    enabled: enabled && !!getToken(),
    refetchInterval: WATCH_GAMES_POLL_MS,
  });
}

/**
 * My own season: standing under its rank rule, statistics and chart, and one page of my finished games (newest
 * first). The previous page stays on screen while the next one loads. Failures (2506 for a season I am not in) are
 * shown by the page.
 */
export function useMySeason(uniqueId: number, seasonId: number, offset: number, limit: number) {
  return useQuery({
    queryKey: mySeasonKey(uniqueId, seasonId, { offset, limit }),
    queryFn: () =>
      call(lobbyCalls.playerMySeason, { unique_id: uniqueId, season_id: seasonId, offset, limit }, { silent: true }),
    enabled: uniqueId > 0 && seasonId > 0 && !!getToken(),
    // the page before stays while the next loads; another season's data never stands in for this one's
    placeholderData: (previous, query) => {
      const key = query?.queryKey;
      return key && key[2] === uniqueId && key[3] === seasonId ? keepPreviousData(previous) : undefined;
    },
    refetchInterval: MY_SEASON_POLL_MS,
    retry: false,
  });
}

/** A contest by the id organisers share; `null` asks nothing. Failures are shown by the caller. */
export function useFindContest(contestId: number | null) {
  return useQuery({
    queryKey: findContestKey(contestId ?? 0),
    queryFn: () => call(lobbyCalls.playerFindContest, { contest_id: contestId ?? 0 }, { silent: true }),
    enabled: contestId !== null && !!getToken(),
    retry: false,
  });
}

/** A contest's notices (public; private too for a joined player), re-read every few minutes. */
export const contestNoticesQuery = (contestId: number) => ({
  queryKey: contestNoticesKey(contestId),
  queryFn: () => call(lobbyCalls.playerContestNotices, { contest_id: contestId }, { silent: true }),
  enabled: !!getToken(),
  staleTime: 5 * 60_000,
  retry: false,
});

/** The notices of the contest with this public id; `null` asks nothing. */
export function useContestNotices(contestId: number | null) {
  return useQuery({ ...contestNoticesQuery(contestId ?? 0), enabled: contestId !== null && !!getToken() });
}

export function signUp(body: SeasonRef): Promise<SignupReply> {
  return call(lobbyCalls.playerSignup, body, { silent: true });
}

export function setReady(body: SeasonRef & { ready: boolean }): Promise<ReadyReply> {
  return call(lobbyCalls.playerReady, body, { silent: true });
}

export function sendRegisterCode(email: string) {
  return call(lobbyCalls.sendEmailCode, { email, purpose: 'register' }, { silent: true });
}

export function register(body: EndpointInput<Auth['register']>) {
  return call(lobbyCalls.register, body, { silent: true });
}

// ---- changes as hooks (silent: the lobby shows each failure itself) -------------------------------------------

/** Signs up for a season; everything the lobby shows (my contests and games, the contest looked up) is read again. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lobbyKey }),
  });
}

/** Ready or not ready for a season; the reply's state goes straight into my contests (no second read). */
export function useSetReady() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReady,
    onSuccess: (reply, { unique_id, season_id }) =>
      queryClient.setQueryData<{ list: MyContest[] }>(myContestsKey, (old) =>
        old
          ? {
              list: old.list.map((c) =>
                c.unique_id === unique_id && c.season_id === season_id ? { ...c, ready: reply.ready } : c,
              ),
            }
          : old,
      ),
  });
}

/** Sends the registration code to an e-mail address. */
export function useSendRegisterCode() {
  return useMutation({ mutationFn: sendRegisterCode });
}

/** Registers an account; resolves with its session token (the caller signs in with it). */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
