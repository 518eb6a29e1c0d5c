import { type ZoneValue, zoneIdRange } from '@taikai/shared';
import type { Executor } from '../../db/database.js';
import type { AccountsTable } from '../../db/schema.js';

export type AccountRow = AccountsTable;

export function findAccount(db: Executor, accountId: number) {
  return db.selectFrom('accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export function findAccountByEmail(db: Executor, email: string) {
  return db.selectFrom('accounts').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findAccounts(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['account_id', 'nickname', 'banned'])
    .where('account_id', 'in', [...new Set(ids)])
    .execute();
}

export interface NewAccount {
  nickname: string;
  email: string | null;
  password_hash: string | null;
  zone: ZoneValue;
  diamonds: number;
  is_operator?: boolean;
  now: number;
}

/** Allocates the next id inside the zone's range (DESIGN section 4). */
export async function insertAccount(db: Executor, a: NewAccount): Promise<number> {
  const { first, last } = zoneIdRange(a.zone);
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.max('account_id').as('max'))
    .where('account_id', '>=', first)
    .where('account_id', '<=', last)
    .executeTakeFirst();
  const max = row?.max == null ? null : Number(row.max);
  // Start a little inside the range so ids look like real ones, then count up.
  const accountId = max === null ? first + 1_000_000 + 7 : max + 1;
  await db
    .insertInto('accounts')
    .values({
      account_id: accountId,
      nickname: a.nickname,
      email: a.email ? a.email.toLowerCase() : null,
      password_hash: a.password_hash,
      zone: a.zone,
      diamonds: a.diamonds,
      can_create: 1,
      banned: 0,
      is_operator: a.is_operator ? 1 : 0,
      create_time: a.now,
    })
    .execute();
  return accountId;
}

export async function addDiamonds(db: Executor, accountId: number, delta: number): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ diamonds: eb('diamonds', '+', delta) }))
    .where('account_id', '=', accountId)
    .execute();
}

export async function setAccountFlags(
  db: Executor,
  accountId: number,
  flags: Partial<Pick<AccountRow, 'can_create' | 'banned' | 'is_operator' | 'nickname'>>,
): Promise<number> {
  const res = await db.updateTable('accounts').set(flags).where('account_id', '=', accountId).executeTakeFirst();
  return Number(res.numUpdatedRows);
}
