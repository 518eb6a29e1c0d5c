import type {
  ContestDetail,
  PlayerListQuery,
  playerListReply,
  UpdateContestBaseBody,
  updateContestReply,
} from '@taikai/shared';
import { useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { apiGet, apiPost } from './client';
import { contestListKey } from './contest';

/** Calls of one contest: its detail, base-info update, deletion and the season players of the user-card tab. */

export type UpdateContestReply = z.infer<typeof updateContestReply>;
export type PlayerListReply = z.infer<typeof playerListReply>;
export type ContestPlayerListParams = Pick<PlayerListQuery, 'state' | 'offset' | 'limit'> & { search?: string };

export const contestKey = (uniqueId: number) => ['contest', uniqueId] as const;
export const playersKey = (uniqueId: number, seasonId: number, params: ContestPlayerListParams) =>
  ['players', uniqueId, seasonId, params] as const;

export function fetchContestDetail(uniqueId: number): Promise<ContestDetail> {
  // The pages show their own error screen when the contest cannot be loaded, so no toast here.
  return apiGet<ContestDetail>('/api/contest/fetch_contest_detail', { unique_id: uniqueId }, { silent: true });
}

export function updateContestBase(body: UpdateContestBaseBody): Promise<UpdateContestReply> {
  return apiPost<UpdateContestReply>('/api/contest/update_contest_base', body);
}

export function deleteContest(uniqueId: number): Promise<unknown> {
  // The delete dialog shows "delete failed: …" itself.
  return apiPost<unknown>('/api/contest/delete_contest', { unique_id: uniqueId }, { silent: true });
}

export function fetchSeasonPlayers(
  uniqueId: number,
  seasonId: number,
  params: ContestPlayerListParams,
): Promise<PlayerListReply> {
  return apiGet<PlayerListReply>('/api/contest/contest_season_player_list', {
    unique_id: uniqueId,
    season_id: seasonId,
    ...params,
  });
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

/** Joined players (or another state) of one season, a page at a time. */
export function useSeasonPlayers(uniqueId: number, seasonId: number | undefined, params: ContestPlayerListParams) {
  return useQuery({
    queryKey: playersKey(uniqueId, seasonId ?? 0, params),
    queryFn: () => fetchSeasonPlayers(uniqueId, seasonId as number, params),
    enabled: seasonId !== undefined && seasonId > 0,
    placeholderData: (prev) => prev,
  });
}
