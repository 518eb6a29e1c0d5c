import type { createSeasonBody, createSeasonReply, Season, seasonListReply, UpdateSeasonBody } from '@taikai/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from './client';

/** Season calls (spec part 1 section 7 "Season"). */

export type CreateSeasonBody = z.infer<typeof createSeasonBody>;
export type CreateSeasonReply = z.infer<typeof createSeasonReply>;
type SeasonListReply = z.infer<typeof seasonListReply>;

export const seasonListKey = (uniqueId: number) => ['seasons', uniqueId] as const;

export async function fetchSeasonList(uniqueId: number): Promise<Season[]> {
  const reply = await apiGet<SeasonListReply>('/api/contest/fetch_contest_season_list', { unique_id: uniqueId });
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
  return apiPost<CreateSeasonReply>('/api/contest/create_contest_season', body, { silent: true });
}

export function updateSeason(body: UpdateSeasonBody): Promise<unknown> {
  return apiPost('/api/contest/update_contest_season', body, { silent: true });
}

export function endSeason(uniqueId: number, seasonId: number): Promise<unknown> {
  return apiPost('/api/contest/end_contest_season', { unique_id: uniqueId, season_id: seasonId }, { silent: true });
}
