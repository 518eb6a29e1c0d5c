import { type OfflineCsvTable, type OfflineTable, offlineEndpoints, recordEndpoints } from '@taikai/shared';
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

const YAKUMAN_PAGE = 100;

/**
 * The yakuman stored with one record (to edit an offline record: its reply does not carry them), read from the
 * season's yakuman list a hundred at a time until found or at its end. Seats by the record's accounts.
 */
export async function fetchRecordYakuman(
  uniqueId: number,
  seasonId: number,
  record: { uuid: string; accounts: { account_id: number; seat: number }[] },
): Promise<{ seat: number; names: string[]; value: number }[]> {
  const found: { seat: number; names: string[]; value: number }[] = [];
  for (let offset = 0; ; offset += YAKUMAN_PAGE) {
    const page = await call(recordEndpoints.fetchContestYakumanRecords, {
      unique_id: uniqueId,
      season_id: seasonId,
      offset,
      limit: YAKUMAN_PAGE,
    });
    for (const y of page.list) {
      const seat = record.accounts.find((a) => a.account_id === y.account_id)?.seat;
      if (y.game_uuid === record.uuid && seat !== undefined)
        found.push({ seat, names: y.info.names, value: y.yiman === 7 ? 1 : y.yiman });
    }
    if (page.list.length < YAKUMAN_PAGE || offset + YAKUMAN_PAGE >= page.total) return found;
  }
}
