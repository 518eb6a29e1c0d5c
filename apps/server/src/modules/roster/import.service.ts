import { FailReason, type ListChangeReply, PlayerState, RosterAuditAction } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { ErrorCode, ensure, fail } from '../../errors.js';
import type { ContestAccess } from '../access/access.js';
import { findAccounts } from '../account/account.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { findSeason } from '../season/season.repository.js';
import { writableSeason } from '../season/season.scope.js';
import { admitPlayers } from './admission.js';
import { playersInState } from './roster.repository.js';

/**
 * Import (spec part 1 section 4): the joined players of an earlier season of the same contest join the target
 * season, all of them or only the chosen `account_list`. Nicknames are the accounts' current ones; remarks are
 * carried over. Blacklisted players, players already on the target roster and those beyond the cap are reported in
 * `failed`; chosen ids that were not joined in the earlier season are reported as not found.
 */
export async function importPlayers(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: { unique_id: number; from_season_id: number; to_season_id: number; account_list?: number[] },
): Promise<ListChangeReply> {
  const now = ctx.clock.now();
  const { unique_id: uniqueId } = body;
  return inTransaction(ctx.db, async (trx) => {
    const { contest, season } = await writableSeason(trx, access, body.to_season_id);
    (await findSeason(trx, uniqueId, body.from_season_id)) ?? fail(ErrorCode.SEASON_NOT_FOUND, 'from_season_id');
    ensure(body.from_season_id < body.to_season_id, ErrorCode.PARAM_ERROR, 'from_season_id');

    const earlier = await playersInState(trx, uniqueId, body.from_season_id, PlayerState.Joined);
    const chosen = body.account_list ? new Set(body.account_list) : null;
    const source = chosen ? earlier.filter((p) => chosen.has(p.account_id)) : earlier;
    const current = new Map(
      (
        await findAccounts(
          trx,
          source.map((p) => p.account_id),
        )
      ).map((a) => [a.account_id, a.nickname]),
    );
    const candidates = source.map((p) => ({
      account_id: p.account_id,
      nickname: current.get(p.account_id) ?? p.nickname,
      remark: p.remark,
    }));
    const result = await admitPlayers(trx, season, contest, candidates, now);
    if (chosen) {
      const found = new Set(source.map((p) => p.account_id));
      for (const id of chosen) if (!found.has(id)) result.failed.push({ account_id: id, reason: FailReason.NotFound });
    }
    await writeAudit(trx, {
      unique_id: uniqueId,
      account_id: actor.account_id,
      action: RosterAuditAction.Import,
      after: { from_season_id: body.from_season_id, to_season_id: body.to_season_id, ...result },
      now,
    });
    return result;
  });
}
