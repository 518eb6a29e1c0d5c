import type { Database } from '../../db/database.js';
import { ErrorCode, fail } from '../../errors.js';
import { rebuildStandings, type StandingDifference } from './standings.js';
import { contestSeasonIds } from './standings.repository.js';

/**
 * The operator's rebuild (`npm run taikai -- ranking rebuild --contest ID [--season ID]`): every season of the
 * contest (or the one given) recomputed from its records, each in its own transaction, with the rows that differed.
 */
export async function rebuildContestStandings(
  db: Database,
  uniqueId: number,
  seasonId: number | undefined,
  now: number,
): Promise<{ season_id: number; differences: StandingDifference[] }[]> {
  const seasons = await contestSeasonIds(db, uniqueId);
  if (seasons.length === 0) fail(ErrorCode.CONTEST_NOT_FOUND);
  if (seasonId !== undefined && !seasons.includes(seasonId)) fail(ErrorCode.SEASON_NOT_FOUND);
  const out = [];
  for (const id of seasonId === undefined ? seasons : [seasonId]) {
    const differences = await db.transaction().execute((trx) => rebuildStandings(trx, uniqueId, id, now));
    out.push({ season_id: id, differences });
  }
  return out;
}
