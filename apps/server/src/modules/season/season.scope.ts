import type { Executor } from '../../db/database.js';
import { ErrorCode, fail } from '../../errors.js';
import type { ContestAccess } from '../access/access.js';
import { findSeason, lockSeason, type SeasonRow } from './season.repository.js';

/**
 * The season a manager call is about. Permission was decided by the endpoint's policy before the handler ran (2506
 * for anyone else, before anything about the season is revealed); here the season must belong to that contest
 * (2534 otherwise, also for a season id of another contest).
 */
export interface SeasonScope extends ContestAccess {
  season: SeasonRow;
}

/** For reads: any season of the contest, ended ones included. */
export async function readableSeason(db: Executor, access: ContestAccess, seasonId: number): Promise<SeasonScope> {
  const season = (await findSeason(db, access.contest.unique_id, seasonId)) ?? fail(ErrorCode.SEASON_NOT_FOUND);
  return { ...access, season };
}

/**
 * For writes, inside the call's transaction: the season row is locked (PostgreSQL) and an ended season refuses every
 * change with 2542.
 */
export async function writableSeason(db: Executor, access: ContestAccess, seasonId: number): Promise<SeasonScope> {
  const season = await lockedOpenSeason(db, access.contest.unique_id, seasonId);
  return { ...access, season };
}

/** The season locked for a write, refusing an unknown (2534) or ended (2542) one. No permission check. */
export async function lockedOpenSeason(db: Executor, uniqueId: number, seasonId: number): Promise<SeasonRow> {
  const season = (await lockSeason(db, uniqueId, seasonId)) ?? fail(ErrorCode.SEASON_NOT_FOUND);
  if (season.ended) fail(ErrorCode.ENDED_SEASON_READONLY);
  return season;
}
