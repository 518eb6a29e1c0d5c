import { type CalcRankBody, rankingEndpoints } from '@taikai/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './call';

/** Standings, the calculated ranking and one player's season data (issue 12). */

export function useSeasonRank(uniqueId: number, seasonId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['rank', uniqueId, seasonId, page, pageSize],
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
    queryKey: ['playerData', uniqueId, seasonId, accountId],
    queryFn: () =>
      call(rankingEndpoints.fetchSeasonPlayerData, {
        unique_id: uniqueId,
        season_id: seasonId as number,
        account_id: accountId as number,
      }),
    enabled: seasonId !== undefined && accountId !== undefined,
  });
}
