import type { Executor } from '../../db/database.js';

/** Hand-over codes are kept this long after they expire, so a late click hears "expired" rather than "unknown". */
const KEEP_EXPIRED_SECONDS = 3600;

export async function insertHandoverCode(
  db: Executor,
  row: { code_hash: string; account_id: number; session_hash: string; now: number; expire: number },
) {
  await db
    .deleteFrom('handover_codes')
    .where('expire_time', '<=', row.now - KEEP_EXPIRED_SECONDS)
    .execute();
  await db
    .insertInto('handover_codes')
    .values({
      code_hash: row.code_hash,
      account_id: row.account_id,
      create_time: row.now,
      expire_time: row.expire,
      used_time: null,
      session_hash: row.session_hash,
    })
    .execute();
}

/**
 * Marks an unused, unexpired code whose issuing session still lives used and returns its account; one statement, so
 * two redeemers racing for one code cannot both get it. Undefined when the code is unknown, used, expired or its
 * session ended (`findHandoverCode` says which).
 */
export async function takeHandoverCode(db: Executor, codeHash: string, now: number) {
  return db
    .updateTable('handover_codes')
    .set({ used_time: now })
    .where('code_hash', '=', codeHash)
    .where('used_time', 'is', null)
    .where('expire_time', '>', now)
    .where((eb) =>
      eb.or([
        eb('session_hash', 'is', null),
        eb.exists(
          eb
            .selectFrom('sessions')
            .select('sessions.token_hash')
            .whereRef('sessions.token_hash', '=', 'handover_codes.session_hash')
            .where('sessions.expire_time', '>', now),
        ),
      ]),
    )
    .returning('account_id')
    .executeTakeFirst();
}

export function findHandoverCode(db: Executor, codeHash: string) {
  return db
    .selectFrom('handover_codes')
    .select(['used_time', 'expire_time'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}
