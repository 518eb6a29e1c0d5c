import { type OfflineCsvTable, type OfflineTable, offlineEndpoints } from '@taikai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { playerDataKey, rankKey } from './ranking';
import { recordsKey, yakumanKey } from './record';

/**
 * Tables played elsewhere (issue 32): a manager enters one, edits one or imports many. The calls are silent: a
 * refusal names its problems (`ApiError.problems`), which the dialogs show at their fields and lines instead of a
 * toast. Each success reads the season's records, yakuman, standings and player data again.
 */

function useRefresh(uniqueId: number, seasonId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: recordsKey(uniqueId, seasonId) }),
      qc.invalidateQueries({ queryKey: yakumanKey(uniqueId, seasonId) }),
      qc.invalidateQueries({ queryKey: rankKey(uniqueId, seasonId) }),
      qc.invalidateQueries({ queryKey: playerDataKey(uniqueId) }),
    ]);
}

/** Enters a table (no `uuid`) or enters an offline record's table again (`uuid`). */
export function useSaveOfflineTable(uniqueId: number, seasonId: number) {
  const refresh = useRefresh(uniqueId, seasonId);
  const ref = { unique_id: uniqueId, season_id: seasonId };
  return useMutation({
    mutationFn: async ({ uuid, table }: { uuid?: string; table: OfflineTable }): Promise<void> => {
      if (uuid) await call(offlineEndpoints.updateOfflineRecord, { ...ref, uuid, table }, { silent: true });
      else await call(offlineEndpoints.createOfflineRecord, { ...ref, table }, { silent: true });
    },
    onSuccess: refresh,
  });
}

/** Imports the tables read from a file: all of them, or none (2605 names every problem by line and field). */
export function useImportOfflineTables(uniqueId: number, seasonId: number) {
  const refresh = useRefresh(uniqueId, seasonId);
  return useMutation({
    mutationFn: (tables: OfflineCsvTable[]) =>
      call(
        offlineEndpoints.importOfflineRecords,
        { unique_id: uniqueId, season_id: seasonId, tables },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

/**
 * An offline record's table to edit: as it was entered (points before the leftover sticks, the sticks and who took
 * them, penalties, yakuman), or for a record entered before that was kept, rebuilt from its result (`as_entered` 0).
 */
export function fetchOfflineRecord(uniqueId: number, seasonId: number, uuid: string) {
  return call(offlineEndpoints.fetchOfflineRecord, { unique_id: uniqueId, season_id: seasonId, uuid });
}
