/**
 * A finished game's replay, by link: `GET /api/game/replay/{game_uuid}` answers the same log file as the
 * download (record.log.ts) with what the viewer may do. Who may open it:
 *  - the contest's creator and managers, and the people seated in the game, at once;
 *  - the contest's observers (its observer switch on), and anyone when a manager made the replay public, once the
 *    game ended TAIKAI_WATCH_DELAY ago (modules/game/delayed-position.ts), as a watcher would have seen its end; a
 *    removed record is not opened for them.
 * Everyone else gets 1203, as for a game that does not exist, so a link tells a stranger nothing.
 */
import { ErrorCode, type LangContent, parseJsonList, RecordAuditAction, type ReplayReply } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { fail } from '../../errors.js';
import { type ContestAccess, watchesLive } from '../access/access.js';
import { watchRights } from '../access/table-rights.js';
import { writeAudit } from '../audit/audit.repository.js';
import { endShown } from '../game/delayed-position.js';
import { isSeated, logFile } from './record.log.js';
import { replayRecord, setRecordReplayPublic } from './record.repository.js';
import { requireSeasonRecord } from './record.service.js';

export async function replayOf(ctx: AppContext, actor: Actor | null, uuid: string): Promise<ReplayReply> {
  const row = await replayRecord(ctx.db, uuid);
  if (!row || row.contest_deleted) fail(ErrorCode.GAME_NOT_FOUND);
  const me = actor?.account_id ?? 0;
  const manages = await watchesLive(ctx.db, me, row.unique_id);
  if (!manages && !isSeated(row, me)) {
    const ended = endShown(row.end_time, ctx.clock.now(), ctx.config.watchDelaySeconds);
    const rights = me ? await watchRights(ctx.db, row.unique_id, me) : null;
    const observes = !!rights?.observer && rights.observerSwitch;
    if (!ended || row.removed || !(observes || row.replay_public)) fail(ErrorCode.GAME_NOT_FOUND);
  }
  return {
    // a replay takes milliseconds, and there is no transaction here to hold
    log: logFile(ctx, row),
    contest_id: row.contest_id,
    contest_name: parseJsonList<LangContent>(row.contest_name),
    public: row.replay_public ? 1 : 0,
    can_publish: manages,
  };
}

/** A manager makes a record's replay public (1) or not (0), with its audit row. */
export async function setReplayPublic(
  ctx: AppContext,
  actor: Actor,
  _access: ContestAccess,
  body: { unique_id: number; season_id: number; uuid: string; public: 0 | 1 },
) {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const record = await requireSeasonRecord(trx, body, body.uuid);
    if ((record.replay_public ? 1 : 0) === body.public) return {};
    await setRecordReplayPublic(trx, body.uuid, body.public);
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: RecordAuditAction.ReplayPublic,
      before: { season_id: body.season_id, uuid: body.uuid, public: record.replay_public ? 1 : 0 },
      after: { public: body.public },
      now,
    });
    return {};
  });
}
