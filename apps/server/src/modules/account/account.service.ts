import type { AccountInfo } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { ErrorCode, fail } from '../../errors.js';
import { createAllowanceOf } from '../contest/create-allowance.js';
import { findAccount, findAccounts } from './account.repository.js';

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
