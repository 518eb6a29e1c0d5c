import type { Actor } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { ErrorCode, fail } from '../../errors.js';
import { type ContestAccess, requireManager } from '../access/access.js';
import { findSeason, lockSeason, type SeasonRow } from './season.repository.js';

/**
 * The season a manager call is about. Permission is decided by `requireManager` first (2506 for anyone else, before
 * anything about the season is revealed); then the season must belong to that contest (2534 otherwise, also for a
 * season id of another contest).
 */
export interface SeasonScope extends ContestAccess {
  season: SeasonRow;
}

/** For reads: any season of the contest, ended ones included. */
export async function readableSeason(
  db: Executor,
  actor: Actor,
  uniqueId: number,
  seasonId: number,
): Promise<SeasonScope> {
  const access = await requireManager(db, actor, uniqueId);
  const season = (await findSeason(db, uniqueId, seasonId)) ?? fail(ErrorCode.SEASON_NOT_FOUND);
  return { ...access, season };
}

/**
 * For writes, inside the call's transaction: the season row is locked (PostgreSQL) and an ended season refuses every
 * change with 2542.
 */
export async function writableSeason(
  db: Executor,
  actor: Actor,
  uniqueId: number,
  seasonId: number,
): Promise<SeasonScope> {
  const access = await requireManager(db, actor, uniqueId);
  const season = await lockedOpenSeason(db, uniqueId, seasonId);
  return { ...access, season };
}

/** The season locked for a write, refusing an unknown (2534) or ended (2542) one. No permission check. */
export async function lockedOpenSeason(db: Executor, uniqueId: number, seasonId: number): Promise<SeasonRow> {
  const season = (await lockSeason(db, uniqueId, seasonId)) ?? fail(ErrorCode.SEASON_NOT_FOUND);
  if (season.ended) fail(ErrorCode.ENDED_SEASON_READONLY);
  return season;
}
