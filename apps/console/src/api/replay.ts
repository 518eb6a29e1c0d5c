import { type ReplayReply, recordEndpoints } from '@taikai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { recordsKey } from './record';

/**
 * A finished game's replay: its log with what the viewer may do with it (`gameReplay`, by link, public
 * policy: the server decides who may open it), and a manager marking it public (`setContestGameRecordReplayPublic`).
 */

export const replayKey = (gameUuid: string) => ['replay', gameUuid] as const;

/**
 * A game's replay. The page opens by link, for visitors too: it shows a refusal (1203), a lost connection or an ended
 * session itself, with what to do, so the call neither toasts nor signs out nor leaves the page.
 */
export function useReplay(gameUuid: string) {
  return useQuery({
    queryKey: replayKey(gameUuid),
    queryFn: () => call(recordEndpoints.gameReplay, { game_uuid: gameUuid }, { silent: true, stay: true }),
    // a finished game's log does not change; only its public mark does, and this page's switch updates it
    staleTime: Number.POSITIVE_INFINITY,
    enabled: gameUuid !== '',
  });
}

/**
 * Marks a record's replay public (anyone with the link may open it) or not. The open replay takes the new mark at
 * once; the season's record lists are read again.
 */
export function useReplayPublic(uniqueId: number, seasonId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { uuid: string; public: 0 | 1 }) =>
      call(recordEndpoints.setContestGameRecordReplayPublic, { unique_id: uniqueId, season_id: seasonId, ...v }),
    onSuccess: (_, v) =>
      qc.setQueryData<ReplayReply>(replayKey(v.uuid), (old) => (old ? { ...old, public: v.public } : old)),
    onSettled: () => qc.invalidateQueries({ queryKey: recordsKey(uniqueId, seasonId) }),
  });
}
