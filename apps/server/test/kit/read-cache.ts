import type { Database, Executor } from '../../src/db/database.js';
import { cachedRead } from '../../src/db/read-cache.js';
import { insertAccount } from '../../src/modules/account/account.repository.js';
import { makeContest } from '../fixtures.js';

/** Shared set-up of the read-cache tests (not a test file itself). */

/** An owner account and two contests (each with a season) to read from and write to. */
export async function twoContests(db: Database) {
  const owner = await insertAccount(db, {
    nickname: 'owner',
    email: null,
    password_hash: null,
    zone: 1,
    diamonds: 0,
    now: 0,
  });
  return { owner, a: await makeContest(db, owner, 1000), b: await makeContest(db, owner, 1000) };
}

/** A declared read of a season's remark that counts its loads, wrapped by `wrap` (default: the remark itself). */
export function countingRemarkRead<T = string>(
  name: string,
  wrap: (remark: string, loads: number) => T = (r) => r as T,
) {
  let loads = 0;
  const read = cachedRead({
    name,
    tables: ['seasons'],
    load: async (x: Executor, p: { unique_id: number; season_id: number }) => {
      loads += 1;
      const row = await x
        .selectFrom('seasons')
        .select('remark')
        .where('unique_id', '=', p.unique_id)
        .where('season_id', '=', p.season_id)
        .executeTakeFirstOrThrow();
      return wrap(row.remark, loads);
    },
  });
  /** How many loads running `fn` took. */
  async function loadsOf(fn: () => Promise<unknown>): Promise<number> {
    const before = loads;
    await fn();
    return loads - before;
  }
  return { read, loadsOf };
}
