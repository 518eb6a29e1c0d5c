import { PlayerState } from '@taikai/shared';
import type { Database } from '../../src/db/database.js';
import { EMPTY_ACCOUNT_DATA, insertPlayers } from '../../src/modules/roster/roster.repository.js';
import { makeContest } from '../fixtures.js';
import type { TestApp, TestUser } from '../helpers.js';

/** Shared set-up of the season, roster, chat and player tests (not a test file itself). */

export interface Fixture {
  creator: TestUser;
  unique_id: number;
  season_id: number;
}

/**
 * A contest of `creator` with season 1 (running from now for 7 days unless told otherwise). Test files log in a
 * handful of users once and reuse them: logins are rate-limited per IP, and tokens expire after 7 days of clock.
 */
export async function contestFixture(
  t: TestApp,
  creator: TestUser,
  opts: Parameters<typeof makeContest>[3] & { createTime?: number } = {},
): Promise<Fixture> {
  const created = await makeContest(t.db, creator.account_id, opts.createTime ?? t.clock.now(), opts);
  return { creator, ...created };
}

export async function addManager(db: Database, uniqueId: number, accountId: number, now: number): Promise<void> {
  await db
    .insertInto('contest_admins')
    .values({ unique_id: uniqueId, account_id: accountId, create_time: now })
    .execute();
}

/**
 * Fills a season with `count` players in bulk through the repository (not `count` API calls). Their ids start at
 * `firstId` and need no account rows.
 */
export async function fillRoster(
  db: Database,
  f: { unique_id: number; season_id: number },
  count: number,
  opts: { firstId?: number; state?: number; now?: number; nickname?: (i: number) => string } = {},
): Promise<number[]> {
  const first = opts.firstId ?? 90_000_000;
  const ids = Array.from({ length: count }, (_, i) => first + i);
  await insertPlayers(
    db,
    ids.map((id, i) => ({
      unique_id: f.unique_id,
      season_id: f.season_id,
      account_id: id,
      state: opts.state ?? PlayerState.Joined,
      nickname: opts.nickname ? opts.nickname(i) : `bulk${i}`,
      remark: '',
      create_time: opts.now ?? 0,
      account_data: EMPTY_ACCOUNT_DATA,
    })),
  );
  return ids;
}

/** Marks a season ended straight in the database (for tests that need an ended season). */
export async function markEnded(db: Database, uniqueId: number, seasonId: number): Promise<void> {
  await db
    .updateTable('seasons')
    .set({ ended: 1 })
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .execute();
}

export async function auditActions(db: Database, uniqueId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('action')
    .where('unique_id', '=', uniqueId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}
