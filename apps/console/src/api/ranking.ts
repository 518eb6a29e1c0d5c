import { type CalcRankBody, rankingEndpoints } from '@taikai/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './call';

/** Standings, the calculated ranking and one player's season data. */

/** A season's standings; with `page` and `pageSize`, that page of them. */
export const rankKey = (uniqueId: number, seasonId: number, page?: number, pageSize?: number) =>
  page === undefined
    ? (['rank', uniqueId, seasonId] as const)
    : (['rank', uniqueId, seasonId, page, pageSize] as const);

/** One player's season data; without `player`, every player's of the contest. */
export const playerDataKey = (uniqueId: number, player?: { seasonId?: number; accountId?: number }) =>
  player === undefined
    ? (['playerData', uniqueId] as const)
    : (['playerData', uniqueId, player.seasonId, player.accountId] as const);

export function useSeasonRank(uniqueId: number, seasonId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: rankKey(uniqueId, seasonId, page, pageSize),
    queryFn: () =>
      call(rankingEndpoints.fetchSeasonPlayerRank, {
        unique_id: uniqueId,
        season_id: seasonId,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

export type CalcInput = Omit<CalcRankBody, 'unique_id' | 'season_id'>;

export function useCalcRank(uniqueId: number, seasonId: number) {
  return useMutation({
    mutationFn: (input: CalcInput) =>
      call(rankingEndpoints.fetchSeasonPlayerCalcRank, { unique_id: uniqueId, season_id: seasonId, ...input }),
  });
}

export function usePlayerData(uniqueId: number, seasonId: number | undefined, accountId: number | undefined) {
  return useQuery({
    queryKey: playerDataKey(uniqueId, { seasonId, accountId }),
    queryFn: () =>
      call(rankingEndpoints.fetchSeasonPlayerData, {
        unique_id: uniqueId,
        season_id: seasonId as number,
        account_id: accountId as number,
      }),
    enabled: seasonId !== undefined && accountId !== undefined,
  });
}
