import type { ContestDetail, UpdateContestBaseBody } from '@taikai/shared';
import { contestEndpoints } from '@taikai/shared/endpoints/contest';
import type { EndpointReply } from '@taikai/shared/endpoints/define';
import { useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from './client';
import { contestListKey } from './contest';

/** Calls of one contest: its detail, base-info update and deletion (season players: `roster.ts`). */

export type UpdateContestReply = EndpointReply<typeof contestEndpoints.updateContestBase>;

export const contestKey = (uniqueId: number) => ['contest', uniqueId] as const;

export function fetchContestDetail(uniqueId: number): Promise<ContestDetail> {
  // The pages show their own error screen when the contest cannot be loaded, so no toast here.
  return call(contestEndpoints.fetchContestDetail, { unique_id: uniqueId }, { silent: true });
}

export function updateContestBase(body: UpdateContestBaseBody): Promise<UpdateContestReply> {
  return call(contestEndpoints.updateContestBase, body);
}

export function deleteContest(uniqueId: number): Promise<unknown> {
  // The delete dialog shows "delete failed: …" itself.
  return call(contestEndpoints.deleteContest, { unique_id: uniqueId }, { silent: true });
}

/** The contest detail, shared by the contest and season pages. Key `['contest', uniqueId]`. */
export function useContestDetail(uniqueId: number) {
  return useQuery({
    queryKey: contestKey(uniqueId),
    queryFn: () => fetchContestDetail(uniqueId),
    enabled: Number.isFinite(uniqueId) && uniqueId > 0,
    // Not found (2501), no permission (2506) or deleted (2560) will not change on a retry.
    retry: false,
  });
}

/**
 * The refresh button: fetches the detail now (whatever its age) and resolves with it; rejects when that fails.
 * `fetching` is true while any fetch of the detail runs.
 */
export function useRefreshContestDetail(uniqueId: number) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: contestKey(uniqueId) }) > 0;
  const refresh = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: contestKey(uniqueId),
        queryFn: () => fetchContestDetail(uniqueId),
        staleTime: 0,
      }),
    [queryClient, uniqueId],
  );
  return { refresh, fetching };
}

/** Update name / switches / zones; the detail is refreshed afterwards. */
export function useUpdateContestBase(uniqueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: UpdateContestBaseBody['setting']) => updateContestBase({ unique_id: uniqueId, setting }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKey(uniqueId) }),
  });
}

export function useDeleteContest(uniqueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteContest(uniqueId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: contestKey(uniqueId) });
      // The home page's contest list changes.
      return queryClient.invalidateQueries({ queryKey: contestListKey });
    },
  });
}
