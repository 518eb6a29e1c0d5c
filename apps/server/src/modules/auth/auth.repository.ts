import { cached, type Executor } from '../../db/database.js';
import { cachedRead } from '../../db/read-cache.js';

const sessionAccount = cachedRead({
  name: 'sessionAccount',
  tables: ['sessions', 'accounts'],
  load: (db, p: { token_hash: string }) =>
    db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.account_id', 'sessions.account_id')
      .select([
        'accounts.account_id',
        'accounts.nickname',
        'accounts.banned',
        'accounts.is_operator',
        'sessions.expire_time',
      ])
      .where('sessions.token_hash', '=', p.token_hash)
      .executeTakeFirst(),
});

/** The account a token belongs to while the session has not expired (read on every call, so kept in memory). */
export async function findSessionAccount(db: Executor, tokenHash: string, now: number) {
  const row = await cached(db, sessionAccount, { token_hash: tokenHash });
  return row && row.expire_time > now ? row : undefined;
}

export async function insertSession(db: Executor, tokenHash: string, accountId: number, now: number, expire: number) {
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash, account_id: accountId, create_time: now, expire_time: expire })
    .execute();
  // Old sessions go as new ones come.
  await db.deleteFrom('sessions').where('expire_time', '<=', now).execute();
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function countRateEvents(db: Executor, bucket: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', bucket)
    .where('create_time', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function addRateEvent(db: Executor, bucket: string, now: number) {
  await db.insertInto('rate_events').values({ bucket, create_time: now }).execute();
}

export async function insertEmailCode(db: Executor, email: string, codeHash: string, now: number, expire: number) {
  await db
    .insertInto('email_codes')
    .values({ email, code_hash: codeHash, create_time: now, expire_time: expire, tries: 0, used: 0 })
    .execute();
}

export function latestEmailCode(db: Executor, email: string) {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function updateEmailCode(db: Executor, id: number, patch: { tries?: number; used?: number }) {
  await db.updateTable('email_codes').set(patch).where('id', '=', id).execute();
}
