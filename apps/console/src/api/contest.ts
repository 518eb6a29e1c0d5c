/** Contest list and creation (home page). Detail, update and delete live in `contestDetail.ts`. */
import type { ContestListItem, CreateContestBody } from '@taikai/shared';
import { contestEndpoints } from '@taikai/shared/endpoints/contest';
import type { EndpointReply } from '@taikai/shared/endpoints/define';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKey } from './account';
import { call } from './client';

export const contestListKey = ['contests'] as const;

/** My contests, each with its current season (state and player counts) for the home page. */
export function fetchContestList(): Promise<ContestListItem[]> {
  return call(contestEndpoints.fetchContestList).then((r) => r.list);
}

export function useContestList() {
  return useQuery({ queryKey: contestListKey, queryFn: fetchContestList });
}

/** Creates a contest (costs 60 diamonds). Silent: the dialog shows its own "create failed" text. */
export function createContest(body: CreateContestBody): Promise<EndpointReply<typeof contestEndpoints.createContest>> {
  return call(contestEndpoints.createContest, body, { silent: true });
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
