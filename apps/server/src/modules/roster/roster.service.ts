import { FailReason, LIMITS, type ListChangeReply, type PlayerListQuery, RosterAuditAction } from '@taikai/shared';
import { textLength } from '@taikai/shared/text-length';
import { accessEnded } from '../../access-ended.js';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { emit } from '../../domain-events.js';
import { ErrorCode, ensure, fail } from '../../errors.js';
import type { ContestAccess } from '../access/access.js';
import { findAccount, findAccounts } from '../account/account.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { writableSeason } from '../season/season.scope.js';
import { admitPlayers } from './admission.js';
import {
  deletePlayers,
  findPlayer,
  findPlayers,
  listPlayers,
  lockedByOthers,
  updatePlayer,
} from './roster.repository.js';

/** The roster of a season (spec part 1 sections 4, 5, 7): list, add, remove, remark, nickname refresh. */

type SeasonRef = { unique_id: number; season_id: number };

/**
 * A page of the roster of a season of the contest the policy checked (2534 for a season it does not have). Kept whole
 * in the read cache under the whole parsed query: the console polls it.
 */
export async function playerList(ctx: AppContext, q: PlayerListQuery) {
  return (await listPlayers(ctx.db, q)) ?? fail(ErrorCode.SEASON_NOT_FOUND);
}

/**
 * Adds accounts as joined players with their current nicknames. Each account that cannot be added is reported in
 * `failed` with its reason (no such account, duplicate, blacklisted, roster full); the others are added.
 */
export async function addPlayers(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { account_list: (number | { account_id: number })[] },
): Promise<ListChangeReply> {
  const now = ctx.clock.now();
  const ids = body.account_list.map((a) => (typeof a === 'number' ? a : a.account_id));
  return inTransaction(ctx.db, async (trx) => {
    const { contest, season } = await writableSeason(trx, access, body.season_id);
    const accounts = new Map((await findAccounts(trx, ids)).map((a) => [a.account_id, a.nickname]));
    const notFound = ids.filter((id) => !accounts.has(id));
    const candidates = ids
      .filter((id) => accounts.has(id))
      .map((id) => ({ account_id: id, nickname: accounts.get(id) as string }));
    const result = await admitPlayers(trx, season, contest, candidates, now);
    result.failed.push(...notFound.map((account_id) => ({ account_id, reason: FailReason.NotFound })));
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: RosterAuditAction.Add,
      after: { season_id: body.season_id, ...result },
      now,
    });
    return result;
  });
}

/**
 * Removes players (joined or waiting) from the season, with their readiness. Ids not on the season are reported as
 * not found; a player locked by another manager (a game being set up) refuses the whole call with 2510. Their table
 * sockets in the season's live games are closed (modules/table, nudged here after the commit).
 */
export async function removePlayers(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { account_id_list: number[] },
): Promise<ListChangeReply> {
  const now = ctx.clock.now();
  const reply = await inTransaction(ctx.db, async (trx) => {
    await writableSeason(trx, access, body.season_id);
    const ids = [...new Set(body.account_id_list)];
    const locked = await lockedByOthers(trx, body.unique_id, ids, actor.account_id, now);
    ensure(locked.length === 0, ErrorCode.PLAYER_LOCKED_BY_OTHER);
    const present = new Set((await findPlayers(trx, body.unique_id, body.season_id, ids)).map((p) => p.account_id));
    const success = ids.filter((id) => present.has(id));
    await deletePlayers(trx, body.unique_id, body.season_id, success);
    await emit(trx, 'roster.playersRemoved', {
      unique_id: body.unique_id,
      season_id: body.season_id,
      account_ids: success,
    });
    const failed = ids
      .filter((id) => !present.has(id))
      .map((account_id) => ({ account_id, reason: FailReason.NotFound }));
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: RosterAuditAction.Remove,
      after: { season_id: body.season_id, success, failed },
      now,
    });
    return { success, failed };
  });
  if (reply.success.length > 0) accessEnded(ctx.db);
  return reply;
}

/** The manager's remark on a player (joined or waiting), at most 100 characters (2554). */
export async function markPlayer(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { account_id: number; remark: string },
): Promise<Record<string, never>> {
  ensure(textLength(body.remark) <= LIMITS.playerRemarkMax, ErrorCode.REMARK_TOO_LONG, 'remark');
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    await writableSeason(trx, access, body.season_id);
    const player = await requirePlayer(trx, body);
    await updatePlayer(trx, body.unique_id, body.season_id, body.account_id, { remark: body.remark });
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: RosterAuditAction.Mark,
      before: { season_id: body.season_id, account_id: body.account_id, remark: player.remark },
      after: { remark: body.remark },
      now,
    });
    return {};
  });
}

/** Copies the account's current nickname onto the season player and returns it. */
export async function refreshNickname(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { account_id: number },
): Promise<{ nickname: string }> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    await writableSeason(trx, access, body.season_id);
    const player = await requirePlayer(trx, body);
    const account = (await findAccount(trx, body.account_id)) ?? fail(ErrorCode.ACCOUNT_NOT_FOUND, 'account_id');
    await updatePlayer(trx, body.unique_id, body.season_id, body.account_id, { nickname: account.nickname });
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: RosterAuditAction.Nickname,
      before: { season_id: body.season_id, account_id: body.account_id, nickname: player.nickname },
      after: { nickname: account.nickname },
      now,
    });
    return { nickname: account.nickname };
  });
}

/** A player of the season (either state); 1002 (not found) otherwise. */
async function requirePlayer(db: Parameters<typeof findPlayer>[0], ref: SeasonRef & { account_id: number }) {
  return (
    (await findPlayer(db, ref.unique_id, ref.season_id, ref.account_id)) ??
    fail(ErrorCode.ACCOUNT_NOT_FOUND, 'account_id')
  );
}
