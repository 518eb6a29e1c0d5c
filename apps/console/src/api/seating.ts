import type { EndpointInput, EndpointReply } from '@taikai/shared/endpoints/define';
import { seatingEndpoints } from '@taikai/shared/endpoints/seating';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { plansKey } from './game';

/**
 * Seating a round (issue 32): the season's players present seated by its method (nothing stored; Regenerate sends
 * a new seed), and the confirmed tables made into game plans (the season's plan list is read again).
 */

export type SeatRoundInput = Omit<EndpointInput<typeof seatingEndpoints.seatSeasonRound>, 'unique_id' | 'season_id'>;
export type SeatRoundReply = EndpointReply<typeof seatingEndpoints.seatSeasonRound>;

export function useSeatRound(uniqueId: number, seasonId: number) {
  return useMutation({
    mutationFn: (input: SeatRoundInput) =>
      call(seatingEndpoints.seatSeasonRound, { unique_id: uniqueId, season_id: seasonId, ...input }),
  });
}

export function useCreateRoundPlans(uniqueId: number, seasonId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tables: number[][]) =>
      call(seatingEndpoints.createRoundPlans, { unique_id: uniqueId, season_id: seasonId, tables }),
    onSuccess: () => qc.invalidateQueries({ queryKey: plansKey(uniqueId, seasonId) }),
  });
}
