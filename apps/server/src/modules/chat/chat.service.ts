import { ChatAuditAction, ListType } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { ErrorCode, ensure } from '../../errors.js';
import type { ContestAccess } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { addToList, removeFromList } from '../roster/account-lists.js';
import { clearEntries, listEntries } from '../roster/account-lists.repository.js';
import { updateSeason } from '../season/season.repository.js';
import { readableSeason, writableSeason } from '../season/season.scope.js';

/**
 * Chat limit of a season (spec part 1 sections 2, 3, 4): a type (0 none, 1 whitelist, 2 blacklist) and one list of
 * accounts read according to it. The list belongs to the type it was built under, so changing the type empties it:
 * a whitelist never turns silently into a blacklist, nor the reverse.
 */

export async function chatLimit(ctx: AppContext, access: ContestAccess, q: { unique_id: number; season_id: number }) {
  const { season } = await readableSeason(ctx.db, access, q.season_id);
  const list = await listEntries(ctx.db, 'chat_limits', q.unique_id, q.season_id);
  return { type: season.chat_limit_type, list: list.map(({ account_id, nickname }) => ({ account_id, nickname })) };
}

/**
 * Removes `remove_list` (ids not listed: not found), sets the type (emptying the list when it changes), then adds
 * `add_list` with current nicknames (unknown: not found; listed or named twice: duplicate; beyond 3000: full).
 * Entries can be added only under a whitelist or blacklist type (2517 naming add_list under type 0).
 */
export async function setChatLimit(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: { unique_id: number; season_id: number; type: 0 | 1 | 2; add_list: number[]; remove_list: number[] },
) {
  const now = ctx.clock.now();
  const { unique_id: uniqueId, season_id: seasonId } = body;
  ensure(body.type !== ListType.None || body.add_list.length === 0, ErrorCode.SETTINGS_ERROR, 'add_list');
  return inTransaction(ctx.db, async (trx) => {
    const { season } = await writableSeason(trx, access, seasonId);
    const removed = await removeFromList(trx, 'chat_limits', season, body.remove_list);
    const typeChanged = body.type !== season.chat_limit_type;
    const cleared = typeChanged ? await clearEntries(trx, 'chat_limits', uniqueId, seasonId) : 0;
    if (typeChanged) await updateSeason(trx, uniqueId, seasonId, { chat_limit_type: body.type });
    const added = await addToList(trx, 'chat_limits', season, body.add_list, now);
    const failed = [...removed.failed, ...added.failed];
    await writeAudit(trx, {
      unique_id: uniqueId,
      account_id: actor.account_id,
      action: ChatAuditAction.Set,
      before: { season_id: seasonId, type: season.chat_limit_type },
      after: { type: body.type, cleared, added: added.done, removed: removed.done, failed },
      now,
    });
    return { type: body.type, success: [...removed.done, ...added.done], failed };
  });
}
