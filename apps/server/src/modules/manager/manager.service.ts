import type { AnyAuditAction, AuditValues } from '@taikai/shared';
import {
  type AccountBrief,
  type AccountRef,
  type AddContestAdminBody,
  FailReason,
  LIMITS,
  type ListChangeReply,
  ManagerAuditAction,
  type ObserverListReply,
  type RemoveContestAdminBody,
  type SetObserverListBody,
} from '@taikai/shared';
import { accessEnded } from '../../access-ended.js';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/database.js';
import { ErrorCode, ensure } from '../../errors.js';
import { type ContestAccess, type ContestRow, lockContestRow } from '../access/access.js';
import { findAccounts } from '../account/account.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { deleteMembers, insertMembers, listMembers, memberIds } from './manager.repository.js';

/**
 * The manager page's rosters (spec part 2 sections 2 "Manager page", "Observer roster", 6, 7 "Contest-level").
 *
 * Managers: only the creator adds or removes them (a manager gets 2513, anyone else 2506). The creator is never a
 * manager (2546 when named). At most LIMITS.maxAdmins managers, counted after the addition; a call that would pass
 * it adds no one (2514). Ids of no account (or of a banned one) come back in `failed`; naming a manager again, or
 * an id twice, is a success that changes nothing.
 *
 * Observers: managers and the creator read and change the list, only while the contest's observer switch is on
 * (2557). Unknown accounts, and removals of accounts not on the list, come back in `failed`.
 *
 * Changes are refused while the operator has locked the contest (2558). Every call is one transaction and writes
 * one audit row when it changed something; a refusal leaves nothing behind.
 */

export async function addContestAdmins(
  ctx: AppContext,
  actor: Actor,
  body: AddContestAdminBody,
): Promise<ListChangeReply> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const contest = await lockContestRow(trx, body.unique_id);
    const ids = distinct(body.account_list.map(idOf));
    ensure(!ids.includes(contest.creator_id), ErrorCode.CREATOR_AS_ADMIN, 'account_list');
    const { found, failed } = await resolveAccounts(trx, ids);
    const current = new Set(await memberIds(trx, 'contest_admins', contest.unique_id));
    const fresh = found.filter((a) => !current.has(a.account_id));
    ensure(current.size + fresh.length <= LIMITS.maxAdmins, ErrorCode.ADMIN_LIMIT, 'account_list');
    if (fresh.length > 0) {
      await insertMembers(
        trx,
        'contest_admins',
        contest.unique_id,
        fresh.map((a) => a.account_id),
        now,
      );
      await audit(
        trx,
        contest,
        actor,
        ManagerAuditAction.AddAdmin,
        { admin_list: [...current] },
        {
          admin_list: [...current, ...fresh.map((a) => a.account_id)],
          added: fresh,
        },
        now,
      );
    }
    return { success: found.map((a) => a.account_id), failed };
  });
}

export async function removeContestAdmins(
  ctx: AppContext,
  actor: Actor,
  body: RemoveContestAdminBody,
): Promise<ListChangeReply> {
  const now = ctx.clock.now();
  const reply = await inTransaction(ctx.db, async (trx) => {
    const contest = await lockContestRow(trx, body.unique_id);
    const current = await memberIds(trx, 'contest_admins', contest.unique_id);
    const { present, failed } = splitByMembership(distinct(body.account_id_list), current);
    if (present.length > 0) {
      await deleteMembers(trx, 'contest_admins', contest.unique_id, present);
      await audit(
        trx,
        contest,
        actor,
        ManagerAuditAction.RemoveAdmin,
        { admin_list: current },
        {
          admin_list: current.filter((a) => !present.includes(a)),
          removed: present,
        },
        now,
      );
    }
    return { success: present, failed };
  });
  // a removed manager's watch sockets close (modules/table)
  if (reply.success.length > 0) accessEnded(ctx.db);
  return reply;
}

export async function fetchObserverList(ctx: AppContext, { contest }: ContestAccess): Promise<ObserverListReply> {
  requireObserverSwitch(contest);
  const rows = await listMembers(ctx.db, 'contest_observers', contest.unique_id);
  return { list: rows.map((r) => ({ account_id: Number(r.account_id), nickname: r.nickname })) };
}

/** Removals apply before additions; an id may not be in both lists (3). */
export async function setObserverList(
  ctx: AppContext,
  actor: Actor,
  body: SetObserverListBody,
): Promise<ListChangeReply> {
  const now = ctx.clock.now();
  let removed = 0;
  const reply = await inTransaction(ctx.db, async (trx) => {
    const contest = await lockContestRow(trx, body.unique_id);
    requireObserverSwitch(contest);
    const addIds = distinct(body.add_list.map(idOf));
    const removeIds = distinct(body.remove_list);
    const both = addIds.find((a) => removeIds.includes(a));
    ensure(both === undefined, ErrorCode.PARAM_ERROR, 'remove_list');

    const current = await memberIds(trx, 'contest_observers', contest.unique_id);
    const removal = splitByMembership(removeIds, current);
    const { found, failed } = await resolveAccounts(trx, addIds);
    const fresh = found.filter((a) => !current.includes(a.account_id));

    await deleteMembers(trx, 'contest_observers', contest.unique_id, removal.present);
    removed = removal.present.length;
    await insertMembers(
      trx,
      'contest_observers',
      contest.unique_id,
      fresh.map((a) => a.account_id),
      now,
    );
    if (removal.present.length + fresh.length > 0) {
      await audit(
        trx,
        contest,
        actor,
        ManagerAuditAction.SetObservers,
        { observer_list: current },
        {
          added: fresh,
          removed: removal.present,
        },
        now,
      );
    }
    return {
      success: [...removal.present, ...found.map((a) => a.account_id)],
      failed: [...removal.failed, ...failed],
    };
  });
  // a removed observer's watch sockets close (modules/table)
  if (removed > 0) accessEnded(ctx.db);
  return reply;
}

type FailedEntry = ListChangeReply['failed'][number];

function requireObserverSwitch(contest: ContestRow): void {
  ensure(contest.observer_switch === 1, ErrorCode.SPECTATING_DISABLED);
}

const idOf = (ref: AccountRef): number => (typeof ref === 'number' ? ref : ref.account_id);

function distinct(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** The accounts that exist and are not banned, in the order asked, with current nicknames; the rest failed. */
async function resolveAccounts(
  db: Executor,
  ids: readonly number[],
): Promise<{ found: AccountBrief[]; failed: FailedEntry[] }> {
  const rows = await findAccounts(db, ids);
  const byId = new Map(rows.filter((r) => !r.banned).map((r) => [Number(r.account_id), r.nickname]));
  const found: AccountBrief[] = [];
  const failed: FailedEntry[] = [];
  for (const id of ids) {
    const nickname = byId.get(id);
    if (nickname === undefined) failed.push({ account_id: id, reason: FailReason.NotFound });
    else found.push({ account_id: id, nickname });
  }
  return { found, failed };
}

/** Ids on the list (to remove) and the others, failed as not found. */
function splitByMembership(
  ids: readonly number[],
  members: readonly number[],
): { present: number[]; failed: FailedEntry[] } {
  const on = new Set(members);
  return {
    present: ids.filter((a) => on.has(a)),
    failed: ids.filter((a) => !on.has(a)).map((account_id) => ({ account_id, reason: FailReason.NotFound })),
  };
}

function audit(
  trx: Executor,
  contest: ContestRow,
  actor: Actor,
  action: AnyAuditAction,
  before: AuditValues,
  after: AuditValues,
  now: number,
) {
  return writeAudit(trx, { unique_id: contest.unique_id, account_id: actor.account_id, action, before, after, now });
}
