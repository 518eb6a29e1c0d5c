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

/**
 * Allocates the next id inside the zone's range (DESIGN section 4) and inserts the account. Another process (the
 * operator CLI beside a running server, a second server) may take the same id between reading the highest id and
 * inserting: the insert then does nothing (`on conflict (account_id) do nothing`, so no error aborts the caller's
 * transaction) and the next id is tried. Any other conflict (a taken e-mail) still fails the insert.
 */
export async function insertAccount(db: Executor, a: NewAccount): Promise<number> {
  for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt++) {
    const accountId = await nextAccountId(db, a.zone);
    const inserted = await db
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
      .onConflict((oc) => oc.column('account_id').doNothing())
      .returning('account_id')
      .executeTakeFirst();
    if (inserted) return accountId;
  }
  throw new Error(`no free account id after ${MAX_ID_ATTEMPTS} attempts in zone ${a.zone}`);
}

/** Racing writers each lose at most once per winner; this many losses in a row means something else is wrong. */
const MAX_ID_ATTEMPTS = 50;

async function nextAccountId(db: Executor, zone: ZoneValue): Promise<number> {
  const { first, last } = zoneIdRange(zone);
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.max('account_id').as('max'))
    .where('account_id', '>=', first)
    .where('account_id', '<=', last)
    .executeTakeFirst();
  const max = row?.max == null ? null : Number(row.max);
  // Start a little inside the range so ids look like real ones, then count up.
  return max === null ? first + 1_000_000 + 7 : max + 1;
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
