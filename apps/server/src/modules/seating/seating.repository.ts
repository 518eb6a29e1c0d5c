/**
 * Seating's reads (issue 32): the players present for a round with their season nicknames. The season's past tables
 * and standings are the scheduler's reads (games/scheduler.repository.ts), shared with auto-match.
 */
import type { Executor } from '../../db/database.js';
import { entriesAmong } from '../roster/account-lists.repository.js';
import { findPlayers } from '../roster/roster.repository.js';

/** These accounts as the season's roster holds them: joined ones (state 2) with nicknames, and the blacklisted. */
export async function rosterOf(db: Executor, uniqueId: number, seasonId: number, ids: readonly number[]) {
  const players = await findPlayers(db, uniqueId, seasonId, ids);
  const joined = new Map(players.filter((p) => p.state === 2).map((p) => [p.account_id, p.nickname]));
  const blacklisted = await entriesAmong(db, 'season_blacklist', uniqueId, seasonId, ids);
  return { joined, blacklisted };
}
