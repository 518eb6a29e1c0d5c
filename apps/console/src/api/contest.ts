/**
 * Contest list and creation (home page). Detail, update and delete live in `contestDetail.ts`. The home page is the
 * console's first load: its calls go without the table's zod schemas (`light`, checked by `light.test.ts`).
 */
import type { ContestListItem, CreateContestBody } from '@taikai/shared';
import type { contestEndpoints } from '@taikai/shared/endpoints/contest';
import type { EndpointReply } from '@taikai/shared/endpoints/define';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountCalls, accountKey } from './account';
import { call } from './client';
import { light } from './light';

type Contest = typeof contestEndpoints;

/** The calls of this module, method and path as the shared table has them. */
export const contestCalls = {
  fetchContestList: light<Contest['fetchContestList']>({ method: 'GET', path: '/api/contest/fetch_contest_list' }),
  createContest: light<Contest['createContest']>({ method: 'POST', path: '/api/contest/create_contest' }),
} as const;

export const contestListKey = ['contests'] as const;

/** My contests, each with its current season (state and player counts) for the home page. */
export function fetchContestList(): Promise<ContestListItem[]> {
  return call(contestCalls.fetchContestList).then((r) => r.list);
}

export function useContestList() {
  return useQuery({ queryKey: contestListKey, queryFn: fetchContestList });
}

/**
 * Asks for what the home page's first screen shows, the contests and the account, before the app has rendered: the
 * console's page does it on `/` while its texts load and its first render runs (`main.tsx`), so the cards do not wait
 * for a round trip after it. Silently: nothing can show a toast yet (a lost session still goes to the login page); a
 * failure is the page's to show, and its own query asks again.
 */
export function prefetchHome(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({
    queryKey: contestListKey,
    queryFn: () => call(contestCalls.fetchContestList, undefined, { silent: true }).then((r) => r.list),
  });
  void queryClient.prefetchQuery({
    queryKey: accountKey,
    queryFn: () => call(accountCalls.fetchAccountInfo, undefined, { silent: true }),
    staleTime: 60_000,
  });
}

/** Creates a contest (costs 60 diamonds). Silent: the dialog shows its own "create failed" text. */
export function createContest(body: CreateContestBody): Promise<EndpointReply<Contest['createContest']>> {
  return call(contestCalls.createContest, body, { silent: true });
}

/** Creates a contest; the contest list and the account (its diamonds) are read again. */
export function useCreateContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contestListKey }),
        queryClient.invalidateQueries({ queryKey: accountKey }),
      ]),
  });
}
