import { ErrorCode, type RecordLogFile, type RecordLogQuery } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { fail } from '../../errors.js';
import { decodeDecisions } from '../../games/decision-log.js';
import { type RecordResult, replayedMjai } from '../../games/record.js';
import { requireManager } from '../access/access.js';
import { type RecordRow, recordWithLog } from './record.repository.js';

export type RecordWithLog = NonNullable<Awaited<ReturnType<typeof recordWithLog>>>;

/**
 * A finished game's log as a file (paipu, and the wall commitments revealed). Who may: the people seated in the game
 * and the contest's managers and creator. Everyone else gets what the manager check answers (2501 unknown contest,
 * 2560 deleted, 2506), also when the record does not exist, so the call tells a stranger nothing about records;
 * a manager naming an unknown record gets 1203. Removed records are included, as in the records list.
 */
export async function recordLog(
  ctx: AppContext,
  actor: Actor,
  q: RecordLogQuery,
): Promise<{ filename: string; json: string }> {
  const row = await inTransaction(ctx.db, async (trx) => {
    const found = await recordWithLog(trx, q.unique_id, q.uuid);
    if (!found || !isSeated(found, actor.account_id)) await requireManager(trx, actor, q.unique_id);
    else if (found.contest_deleted) fail(ErrorCode.CONTEST_DELETED);
    if (!found) fail(ErrorCode.GAME_NOT_FOUND, 'uuid');
    return found;
  });
  // a replay takes milliseconds: after the transaction, which holds SQLite's write lock
  return { filename: `${q.uuid}.json`, json: JSON.stringify(logFile(ctx, row)) };
}

/** A record's log file: the stored log, or the one replayed from its decisions when its game kept none. */
export function logFile(ctx: AppContext, row: RecordWithLog): RecordLogFile {
  // a table played elsewhere was entered by hand: there is no log to give (2606), not a broken one
  if (row.offline) fail(ErrorCode.OFFLINE_NO_LOG);
  return toLogFile(row, row.mjai || rebuiltLog(ctx, row));
}

/**
 * The log of a game the host played, which keeps none: replayed from the stored decisions and the game's config
 * (2583 when that replay does not end as the record did). A record with no game behind it (written without one) has
 * the log it was given, or none.
 */
function rebuiltLog(ctx: AppContext, row: RecordWithLog): string {
  if (!row.game_config || row.decisions == null) return row.mjai ?? '';
  const final = (JSON.parse(row.result) as RecordResult).players.map((p) => p.part_point_1);
  const text = replayedMjai(ctx.games.engine, JSON.parse(row.game_config), decodeDecisions(row.decisions), final);
  if (text === null) fail(ErrorCode.RECORD_LOG_UNAVAILABLE);
  return text;
}

export function isSeated(row: RecordRow, accountId: number): boolean {
  if (accountId <= 0) return false;
  const accounts = JSON.parse(row.accounts) as { account_id: number }[];
  return accounts.some((a) => a.account_id === accountId);
}

function toLogFile(row: RecordRow, mjai: string): RecordLogFile {
  return {
    format: 'taikai-game-log',
    version: 1,
    uuid: row.uuid,
    unique_id: row.unique_id,
    season_id: row.season_id,
    start_time: row.start_time,
    end_time: row.end_time,
    terminated: row.terminated as 0 | 1,
    removed: row.removed as 0 | 1,
    players: JSON.parse(row.accounts),
    rule: JSON.parse(row.config),
    mjai: mjai
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line)),
  };
}
