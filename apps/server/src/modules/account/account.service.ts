import type { AccountInfo } from '@taikai/shared';
import type { Transaction } from 'kysely';
import type { Actor, AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { ErrorCode, fail } from '../../errors.js';
import { createAllowanceOf } from '../contest/create-allowance.js';
import {
  findAccount,
  findAccountBySkeleton,
  findAccounts,
  listLookAlikeAccounts,
  lockNicknameSkeleton,
} from './account.repository.js';
import { nicknameSkeleton } from './nickname-skeleton.js';

export const DIAMOND_CURRENCY_ID = 100001;

export async function accountInfo(ctx: AppContext, actor: Actor): Promise<AccountInfo> {
  const a = (await findAccount(ctx.db, actor.account_id)) ?? fail(ErrorCode.NOT_LOGGED_IN);
  const now = ctx.clock.now();
  return {
    account_id: a.account_id,
    nickname: a.nickname,
    email: a.email,
    zone: a.zone,
    currency: [{ id: DIAMOND_CURRENCY_ID, count: a.diamonds }],
    can_create: a.can_create === 1,
    is_operator: a.is_operator === 1,
    create_allowance: await createAllowanceOf(ctx.db, a.account_id, a, now, ctx.config.maxActiveContests),
  };
}

/** Accounts by internal id, in the order asked; unknown ids are left out (the console lists them as failed). */
export async function searchAccounts(ctx: AppContext, ids: number[]) {
  const rows = await findAccounts(ctx.db, ids);
  const byId = new Map(rows.map((r) => [r.account_id, r]));
  const seen = new Set<number>();
  const list: { account_id: number; nickname: string }[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (r && !seen.has(id)) {
      seen.add(id);
      list.push({ account_id: r.account_id, nickname: r.nickname });
    }
  }
  return { list };
}

/**
 * Look-alike nicknames: no two accounts may hold nicknames that look the same, i.e. share a
 * skeleton (nickname-skeleton.ts). Every path that gives an account a nickname — registration, the operator CLI's
 * `account create`, the demo seed — asks `lockAndFindLookAlike` inside the transaction that then writes the
 * account, before its first write: on PostgreSQL the skeleton's advisory lock makes a second transaction with a
 * look-alike wait until the first commits, and its look-up then sees the first's account (SQLite transactions
 * hold the file's write lock from their start). Accounts with look-alike nicknames from before the rule are kept;
 * `lookAlikeGroups` lists them for the operator.
 */

/** The account (the oldest) whose nickname looks like `nickname`, if any; a plain read. */
export function findLookAlike(db: Executor, nickname: string) {
  return findAccountBySkeleton(db, nicknameSkeleton(nickname));
}

/**
 * As `findLookAlike`, after taking the skeleton's lock for the rest of `trx`: the answer stays true until `trx`
 * commits, so a nickname found free may be written in `trx`. Call it before `trx` writes anything (a transaction
 * that holds a new account's row while it waits for a skeleton could deadlock with one that holds the skeleton).
 */
export async function lockAndFindLookAlike(trx: Transaction<DB>, nickname: string) {
  const skeleton = nicknameSkeleton(nickname);
  await lockNicknameSkeleton(trx, skeleton);
  return findAccountBySkeleton(trx, skeleton);
}

export interface LookAlikeGroup {
  skeleton: string;
  /** by account id */
  accounts: { account_id: number; nickname: string; create_time: number }[];
}

/** The groups of accounts whose nicknames look the same (two or more each), ordered by their first account id. */
export async function lookAlikeGroups(db: Executor): Promise<LookAlikeGroup[]> {
  // Rows come by account id, so groups fill in that order and come out ordered by their first account (a Map keeps
  // the order keys were added in).
  const groups = new Map<string, LookAlikeGroup>();
  for (const r of await listLookAlikeAccounts(db)) {
    const group = groups.get(r.nickname_skeleton) ?? { skeleton: r.nickname_skeleton, accounts: [] };
    groups.set(r.nickname_skeleton, group);
    group.accounts.push({ account_id: r.account_id, nickname: r.nickname, create_time: r.create_time });
  }
  return [...groups.values()];
}
