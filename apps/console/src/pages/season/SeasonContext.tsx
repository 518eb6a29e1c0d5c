import type { ContestDetail, Season } from '@taikai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { contestKey } from '../../api/contestDetail';
import { seasonListKey } from '../../api/season';

/** What every season sub-page needs: ids, the season, its contest and whether editing is closed. */
export interface SeasonContextValue {
  uniqueId: number;
  seasonId: number;
  season: Season;
  seasons: Season[];
  contest: ContestDetail;
  /** an ended season disables every editing control */
  ended: boolean;
}

const Ctx = createContext<SeasonContextValue | null>(null);

export const SeasonProvider = Ctx.Provider;

export function useSeasonContext(): SeasonContextValue {
  const value = useContext(Ctx);
  if (!value) throw new Error('useSeasonContext outside a season page');
  return value;
}

/** Reloads the season list and the contest detail (which embeds the seasons) after an edit. */
export function useRefreshSeasons(uniqueId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: seasonListKey(uniqueId) }),
        queryClient.invalidateQueries({ queryKey: contestKey(uniqueId) }),
      ]).then(() => undefined),
    [queryClient, uniqueId],
  );
}
