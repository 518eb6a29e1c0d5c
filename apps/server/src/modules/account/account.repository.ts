import { createHash } from 'node:crypto';
import { type ZoneValue, zoneIdRange } from '@taikai/shared';
import { sql } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';
import type { AccountsTable } from '../../db/schema.js';
import { nicknameSkeleton } from './nickname-skeleton.js';

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
 * Allocates the next id inside the zone's range (DESIGN section 4) and inserts the account, with its nickname's
 * skeleton. Another process (the operator CLI beside a running server, a second server) may take the same id
 * between reading the highest id and inserting: the insert then does nothing (`on conflict (account_id) do
 * nothing`, so no error aborts the caller's transaction) and the next id is tried. Any other conflict (a taken
 * e-mail) still fails the insert. Whether the nickname looks like another account's is the caller's to check
 * first (`lockAndFindLookAlike`, account.service.ts), in the same transaction.
 */
export async function insertAccount(db: Executor, a: NewAccount): Promise<number> {
  for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt++) {
    const accountId = await nextAccountId(db, a.zone);
    const inserted = await db
      .insertInto('accounts')
      .values({
        account_id: accountId,
        nickname: a.nickname,
        nickname_skeleton: nicknameSkeleton(a.nickname),
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

/** Sets the account's flags; a new nickname gets its skeleton with it (checking for look-alikes is the caller's). */
export async function setAccountFlags(
  db: Executor,
  accountId: number,
  flags: Partial<Pick<AccountRow, 'can_create' | 'banned' | 'is_operator' | 'nickname'>>,
): Promise<number> {
  const values =
    flags.nickname === undefined ? flags : { ...flags, nickname_skeleton: nicknameSkeleton(flags.nickname) };
  const res = await db.updateTable('accounts').set(values).where('account_id', '=', accountId).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The advisory-lock key space of nickname skeletons (one bigint key: this space's number in the high 32 bits). */
const NICKNAME_LOCK_SPACE = 0x6e6b; // "nk"

/**
 * On PostgreSQL, a transaction lock on a nickname skeleton (an advisory lock on a 32-bit hash of it): two
 * transactions giving out look-alike nicknames run one after the other, so the second's look-up sees the first's
 * account once it committed (READ COMMITTED: each statement reads what is committed when it starts). Two
 * skeletons sharing a hash only wait for each other. SQLite has one writer at a time already (`begin immediate`).
 */
export async function lockNicknameSkeleton(db: Executor, skeleton: string): Promise<void> {
  if (!isPostgres(db)) return;
  const hash = createHash('sha256').update(skeleton).digest().readUInt32BE(0);
  const key = BigInt(NICKNAME_LOCK_SPACE) * 2n ** 32n + BigInt(hash);
  await sql`select pg_advisory_xact_lock(cast(${key.toString()} as bigint))`.execute(db);
}

/** An account (the oldest) whose nickname has this skeleton; undefined if none. */
export function findAccountBySkeleton(db: Executor, skeleton: string) {
  return db
    .selectFrom('accounts')
    .select(['account_id', 'nickname'])
    .where('nickname_skeleton', '=', skeleton)
    .orderBy('account_id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Accounts whose nickname shares its skeleton with another account's, by account id. Such look-alikes can only
 * date from before the rule (migration 2026-12-10_nickname_skeleton).
 */
export function listLookAlikeAccounts(db: Executor) {
  return db
    .selectFrom('accounts')
    .select(['account_id', 'nickname', 'nickname_skeleton', 'create_time'])
    .where('nickname_skeleton', 'in', (eb) =>
      eb
        .selectFrom('accounts')
        .select('nickname_skeleton')
        .groupBy('nickname_skeleton')
        .having((h) => h.fn.countAll(), '>', 1),
    )
    .orderBy('account_id')
    .execute();
}
