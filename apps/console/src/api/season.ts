import type { Season, UpdateSeasonBody } from '@taikai/shared';
import type { EndpointInput, EndpointReply } from '@taikai/shared/endpoints/define';
import { seasonEndpoints } from '@taikai/shared/endpoints/season';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { contestKey } from './contestDetail';

/** Season calls (spec part 1 section 7 "Season"), through the shared endpoint table. */

export type CreateSeasonBody = EndpointInput<typeof seasonEndpoints.createContestSeason>;
export type CreateSeasonReply = EndpointReply<typeof seasonEndpoints.createContestSeason>;

export const seasonListKey = (uniqueId: number) => ['seasons', uniqueId] as const;

export async function fetchSeasonList(uniqueId: number): Promise<Season[]> {
  const reply = await call(seasonEndpoints.fetchContestSeasonList, { unique_id: uniqueId });
  return reply.list;
}

/** Every season of a contest (newest first, as the server sends them). */
export function useSeasonList(uniqueId: number) {
  return useQuery({
    queryKey: seasonListKey(uniqueId),
    queryFn: () => fetchSeasonList(uniqueId),
    enabled: Number.isFinite(uniqueId) && uniqueId > 0,
  });
}

/** Failures are reported by the caller with its own prefix, so these calls are silent. */
export function createSeason(body: CreateSeasonBody): Promise<CreateSeasonReply> {
  return call(seasonEndpoints.createContestSeason, body, { silent: true });
}

export function updateSeason(body: UpdateSeasonBody): Promise<Season> {
  return call(seasonEndpoints.updateContestSeason, body, { silent: true });
}

/** `endNow`: a running season's end time moves to now and it ends, in one call. */
export function endSeason(uniqueId: number, seasonId: number, endNow = false): Promise<Season> {
  return call(
    seasonEndpoints.endContestSeason,
    { unique_id: uniqueId, season_id: seasonId, ...(endNow ? { end_now: 1 as const } : {}) },
    { silent: true },
  );
}

// ---- changes as hooks: each refreshes the season list and the contest detail (which carries the seasons) --------

function useSeasonsRefresh(uniqueId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: seasonListKey(uniqueId) }),
      queryClient.invalidateQueries({ queryKey: contestKey(uniqueId) }),
    ]);
}

export function useCreateSeason(uniqueId: number) {
  const refresh = useSeasonsRefresh(uniqueId);
  return useMutation({
    mutationFn: (times: Omit<CreateSeasonBody, 'unique_id'>) => createSeason({ unique_id: uniqueId, ...times }),
    onSuccess: refresh,
  });
}

export function useUpdateSeason(uniqueId: number) {
  const refresh = useSeasonsRefresh(uniqueId);
  return useMutation({
    mutationFn: ({ seasonId, setting }: { seasonId: number; setting: UpdateSeasonBody['setting'] }) =>
      updateSeason({ unique_id: uniqueId, season_id: seasonId, setting }),
    onSuccess: refresh,
  });
}

export function useEndSeason(uniqueId: number) {
  const refresh = useSeasonsRefresh(uniqueId);
  return useMutation({
    mutationFn: ({ seasonId, endNow = false }: { seasonId: number; endNow?: boolean }) =>
      endSeason(uniqueId, seasonId, endNow),
    onSuccess: refresh,
  });
}
