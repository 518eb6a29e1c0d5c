import { csvFile, encodeAccountId, exportFileName, LIMITS, PlayerState, type SeasonPlayer } from '@taikai/shared';
import { fetchPlayers } from '../../api/roster';

/** Roster CSV export (spec part 1 section 9): pages of 100; nickname, encoded id, remark; UTF-8 with BOM. */

export const EXPORT_PAGE = LIMITS.listPageMax;

/** Every joined player of a season, fetched 100 at a time; `onProgress(loaded, total)` after each page. */
export async function fetchWholeRoster(
  uniqueId: number,
  seasonId: number,
  onProgress: (loaded: number, total: number) => void = () => {},
): Promise<SeasonPlayer[]> {
  const players: SeasonPlayer[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (players.length < total) {
    const page = await fetchPlayers(uniqueId, seasonId, {
      state: PlayerState.Joined,
      offset: players.length,
      limit: EXPORT_PAGE,
    });
    total = page.total;
    players.push(...page.list);
    onProgress(Math.min(players.length, total), total);
    if (page.list.length === 0) break;
  }
  return players;
}

/**
 * The CSV text, by the shared writer the server's exports use: a BOM so Excel reads UTF-8 (Chinese and Japanese
 * nicknames), then header and one CRLF-ended row a player; nicknames and remarks guarded against formulas.
 */
export function rosterCsv(players: readonly SeasonPlayer[], header: readonly [string, string, string]): string {
  return csvFile(
    header,
    players.map((p) => [p.nickname, encodeAccountId(p.account_id), p.remark]),
  );
}

/**
 * `<contest_id>_<contest name>_season<seasonId>.csv`, without characters file systems refuse (the server's exports
 * add their kind to the same name: `exportFileName`).
 */
export function rosterFileName(contestId: number, contestName: string, seasonId: number): string {
  return exportFileName(contestId, contestName, seasonId);
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
