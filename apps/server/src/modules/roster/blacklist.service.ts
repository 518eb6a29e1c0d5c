import type { ListChangeReply } from '@taikai/shared';
import { RosterAuditAction } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import type { ContestAccess } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { readableSeason, writableSeason } from '../season/season.scope.js';
import { addToList, removeFromList } from './account-lists.js';
import { listEntries } from './account-lists.repository.js';
import { findPlayers } from './roster.repository.js';

/** The season blacklist (spec part 1 section 5, part 2 "Season blacklist page"): who may not sign up or be added. */

export async function blacklist(
  ctx: AppContext,
  access: ContestAccess,
  q: { unique_id: number; season_id: number; search?: string },
) {
  await readableSeason(ctx.db, access, q.season_id);
  return { type: 2 as const, list: await listEntries(ctx.db, 'season_blacklist', q.unique_id, q.season_id, q.search) };
}

/**
 * Removes `remove_list`, then adds `add_list` with the accounts' current nicknames (a nickname sent along is
 * ignored). Not added: unknown accounts (not found), accounts already listed or named twice (duplicate), players on
 * the season's roster or review queue (on roster: remove them first), beyond 3000 entries (full). Not removed: ids
 * not on the list (not found). `success` holds every id added or removed.
 */
export async function setBlacklist(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: { unique_id: number; season_id: number; add_list: { account_id: number }[]; remove_list: number[] },
): Promise<ListChangeReply> {
  const now = ctx.clock.now();
  const { unique_id: uniqueId, season_id: seasonId } = body;
  return inTransaction(ctx.db, async (trx) => {
    const { season } = await writableSeason(trx, access, seasonId);
    const removed = await removeFromList(trx, 'season_blacklist', season, body.remove_list);
    const addIds = body.add_list.map((e) => e.account_id);
    const onRoster = new Set((await findPlayers(trx, uniqueId, seasonId, addIds)).map((p) => p.account_id));
    const added = await addToList(trx, 'season_blacklist', season, addIds, now, onRoster);
    const failed = [...removed.failed, ...added.failed];
    await writeAudit(trx, {
      unique_id: uniqueId,
      account_id: actor.account_id,
      action: RosterAuditAction.Blacklist,
      after: { season_id: seasonId, added: added.done, removed: removed.done, failed },
      now,
    });
    return { success: [...removed.done, ...added.done], failed };
  });
}
