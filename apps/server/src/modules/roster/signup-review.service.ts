import { type ListChangeReply, PlayerState, RosterAuditAction } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { ErrorCode, ensure } from '../../errors.js';
import type { ContestAccess } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { seasonCounts } from '../season/season.repository.js';
import { writableSeason } from '../season/season.scope.js';
import { addEntries } from './account-lists.repository.js';
import { rosterCap } from './admission.js';
import { deletePlayers, findPlayers, setPlayersState } from './roster.repository.js';

export interface CheckedEntry {
  account_id: number;
  /** 1 pass, 2 reject */
  result: 1 | 2;
  blacklist: boolean | 0 | 1;
}

/**
 * Sign-up review (spec part 1 section 4): each named player must be waiting (2509 otherwise); a pass joins them,
 * a reject removes them and, with `blacklist`, puts them on the season blacklist. All or nothing: if the passes
 * would take the roster over its cap the call is refused with 2566 and nothing changes.
 */
export async function checkPlayers(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: { unique_id: number; season_id: number; checked_list: CheckedEntry[] },
): Promise<ListChangeReply> {
  const now = ctx.clock.now();
  const { unique_id: uniqueId, season_id: seasonId } = body;
  const ids = body.checked_list.map((e) => e.account_id);
  ensure(new Set(ids).size === ids.length, ErrorCode.PARAM_ERROR, 'checked_list');
  return inTransaction(ctx.db, async (trx) => {
    const { contest } = await writableSeason(trx, access, seasonId);
    const waiting = new Map(
      (await findPlayers(trx, uniqueId, seasonId, ids))
        .filter((p) => p.state === PlayerState.Pending)
        .map((p) => [p.account_id, p]),
    );
    ensure(
      ids.every((id) => waiting.has(id)),
      ErrorCode.PLAYER_NOT_WAITING,
    );
    const passed = body.checked_list.filter((e) => e.result === 1).map((e) => e.account_id);
    const rejected = body.checked_list.filter((e) => e.result === 2);
    const toBlacklist = rejected.filter((e) => Boolean(e.blacklist)).map((e) => e.account_id);
    const { joined } = await seasonCounts(trx, uniqueId, seasonId);
    ensure(joined + passed.length <= rosterCap(contest), ErrorCode.PARTICIPANTS_FULL);

    await setPlayersState(trx, uniqueId, seasonId, passed, PlayerState.Joined);
    await deletePlayers(
      trx,
      uniqueId,
      seasonId,
      rejected.map((e) => e.account_id),
    );
    await addEntries(
      trx,
      'season_blacklist',
      uniqueId,
      seasonId,
      toBlacklist.map((id) => ({ account_id: id, nickname: waiting.get(id)?.nickname ?? '' })),
      now,
    );
    await writeAudit(trx, {
      unique_id: uniqueId,
      account_id: actor.account_id,
      action: RosterAuditAction.Check,
      after: { season_id: seasonId, passed, rejected: rejected.map((e) => e.account_id), blacklisted: toBlacklist },
      now,
    });
    return { success: ids, failed: [] };
  });
}
