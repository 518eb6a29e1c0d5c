import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertAccountRow,
  insertContestWithSeasons,
  insertManagerRow,
  insertPlanRow,
  insertPlayerRow,
  insertReadyRow,
  insertSessionRow,
} from './migration-fixtures.js';
import { type MigrationTestDatabase, openMigrationTestDatabase } from './test-database.js';

/**
 * The keys of migration 2026-12-03_foreign_keys, on SQLite and PostgreSQL: an upgrade over rows that break them
 * (orphans) succeeds and drops exactly those rows; afterwards a row naming a missing parent is refused and deletes
 * cascade or are refused as the migration says.
 */
let m: MigrationTestDatabase;
const BEFORE = '2026-12-02_analytics_account_index';

beforeAll(async () => {
  m = await openMigrationTestDatabase();
  const { error } = await m.migrator.migrateTo(BEFORE);
  if (error) throw error;
});
afterAll(() => m.close());

const count = async (table: string, where = '1 = 1') =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.raw(where)}`.execute(m.db))
      .rows[0]?.n,
  );

/** Index and trigger names, to check the SQLite rebuild puts every one back. */
async function indexesAndTriggers(): Promise<string[]> {
  const { rows } = m.postgres
    ? await sql<{ name: string }>`
        select indexname as name from pg_indexes where schemaname = current_schema()
        union all select tgname from pg_trigger t join pg_class r on r.oid = t.tgrelid
          join pg_namespace n on n.oid = r.relnamespace where n.nspname = current_schema() and not t.tgisinternal`.execute(
        m.db,
      )
    : await sql<{ name: string }>`select name from sqlite_master where type in ('index', 'trigger')`.execute(m.db);
  return rows.map((r) => r.name).sort();
}

/** Refused for a broken key: SQLite's FOREIGN KEY constraint failed, PostgreSQL's 23503. */
async function refused(write: Promise<unknown>): Promise<void> {
  const e = await write.then(
    () => null,
    (err: unknown) => err as { code?: string; message?: string },
  );
  expect(e, 'the write was refused').not.toBeNull();
  if (m.postgres) expect(e?.code).toBe('23503');
  else expect(e?.message).toBe('FOREIGN KEY constraint failed'); // a restrict key answers SQLITE_CONSTRAINT_TRIGGER
}

describe('upgrading a database with orphans', () => {
  it('keeps every row that holds, drops the orphans, and keeps indexes, triggers and counts', async () => {
    // contest 1: whole, with season 1 (two players, one ready), a manager, a plan
    await insertContestWithSeasons(m.db, 1, [1]);
    await insertAccountRow(m.db, 11);
    await insertPlayerRow(m.db, 1, 1, 11);
    await insertPlayerRow(m.db, 1, 1, 12);
    await insertReadyRow(m.db, 1, 1, 11);
    await insertManagerRow(m.db, 1, 11);
    await insertSessionRow(m.db, 'kept', 11);
    await insertPlanRow(m.db, 'plan-kept', 1, 1);
    // orphans: a ready mark of someone not on the roster, a roster entry of a missing season, a season of a missing
    // contest (with a player and a plan under it), a manager of a missing contest and one without an account, a
    // session of a missing account, and a contest whose creator account is gone (with its season)
    await insertReadyRow(m.db, 1, 1, 13);
    await insertPlayerRow(m.db, 1, 9, 11);
    await sql`insert into seasons (unique_id, season_id, create_time, start_time, end_time, signup_type,
        signup_start_time, signup_end_time, match_start_time, match_end_time)
      values (8, 1, 0, 0, 0, 0, 0, 0, 0, 0)`.execute(m.db);
    await insertPlayerRow(m.db, 8, 1, 11);
    await insertPlanRow(m.db, 'plan-orphan', 8, 1);
    await insertManagerRow(m.db, 7, 11);
    await insertManagerRow(m.db, 1, 404);
    await insertSessionRow(m.db, 'orphan', 404);
    await insertContestWithSeasons(m.db, 2, [1], 405);
    await insertPlayerRow(m.db, 2, 1, 11);
    const shapeBefore = await indexesAndTriggers();

    const { error } = await m.migrator.migrateToLatest();
    expect(error).toBeUndefined();

    expect(await count('contests')).toBe(1);
    expect(await count('seasons')).toBe(1);
    expect(await count('season_players')).toBe(2);
    expect(await count('season_players', 'unique_id = 1 and season_id = 1')).toBe(2);
    expect(await count('season_ready')).toBe(1);
    expect(await count('contest_admins')).toBe(1);
    expect(await count('sessions')).toBe(1);
    expect(await count('game_plans')).toBe(1);
    expect(await count('season_player_counts', 'n > 0')).toBe(1);
    expect(await count('season_player_counts', 'unique_id = 1 and season_id = 1 and state = 2 and n = 2')).toBe(1);
    // every index and trigger is kept, but those a later migration replaces on purpose
    const replacedLater = m.postgres ? ['games_lease'] : []; // 2026-12-07_games_live_index
    expect(await indexesAndTriggers()).toEqual(
      expect.arrayContaining(
        shapeBefore.filter((n) => !n.startsWith('sqlite_autoindex') && !replacedLater.includes(n)),
      ),
    );

    // the count triggers still run after the rebuild
    await insertPlayerRow(m.db, 1, 1, 14);
    expect(await count('season_player_counts', 'unique_id = 1 and season_id = 1 and state = 2 and n = 3')).toBe(1);
    if (!m.postgres) {
      const { rows } = await sql`pragma foreign_key_check`.execute(m.db);
      expect(rows).toEqual([]);
      const { rows: on } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(m.db);
      expect(on[0]?.foreign_keys).toBe(1);
    }
  });
});

describe('the keys', () => {
  it('refuse a row that names a missing parent', async () => {
    await refused(
      sql`insert into seasons (unique_id, season_id, create_time, start_time, end_time, signup_type,
        signup_start_time, signup_end_time, match_start_time, match_end_time)
      values (99, 1, 0, 0, 0, 0, 0, 0, 0, 0)`.execute(m.db),
    );
    await refused(insertPlayerRow(m.db, 1, 99, 11));
    await refused(insertReadyRow(m.db, 1, 1, 99)); // not on the roster
    await refused(insertManagerRow(m.db, 99, 11));
    await refused(insertManagerRow(m.db, 1, 99)); // no such account
    await refused(insertSessionRow(m.db, 'nobody', 99));
    await refused(insertContestWithSeasons(m.db, 3, [], 99)); // creator account missing
    await refused(
      sql`insert into season_blacklist (unique_id, season_id, account_id, nickname, create_time)
        values (1, 99, 11, 'x', 0)`.execute(m.db),
    );
    await refused(
      sql`insert into contest_reviews (unique_id, kind, payload, state, account_id, create_time)
        values (99, 'k', '{}', 1, 11, 0)`.execute(m.db),
    );
  });

  it('refuse deleting an account that created a contest; deleting one takes its sessions and places', async () => {
    await refused(sql`delete from accounts where account_id = 100001`.execute(m.db));
    await insertAccountRow(m.db, 21);
    await insertSessionRow(m.db, 'gone', 21);
    await insertManagerRow(m.db, 1, 21);
    await sql`delete from accounts where account_id = 21`.execute(m.db);
    expect(await count('sessions', 'account_id = 21')).toBe(0);
    expect(await count('contest_admins', 'account_id = 21')).toBe(0);
  });

  it('take a ready mark with its roster entry', async () => {
    expect(await count('season_ready', 'account_id = 11')).toBe(1);
    await sql`delete from season_players where account_id = 11`.execute(m.db);
    expect(await count('season_ready')).toBe(0);
    expect(await count('season_player_counts', 'unique_id = 1 and season_id = 1 and state = 2 and n = 2')).toBe(1);
  });

  it('take everything of a contest with it', async () => {
    await sql`insert into season_blacklist (unique_id, season_id, account_id, nickname, create_time)
      values (1, 1, 12, 'x', 0)`.execute(m.db);
    await sql`delete from contests where unique_id = 1`.execute(m.db);
    for (const table of [
      'seasons',
      'season_players',
      'season_player_counts',
      'season_blacklist',
      'contest_admins',
      'game_plans',
    ])
      expect(await count(table), table).toBe(0);
    expect(await count('accounts')).toBeGreaterThan(0);
  });
});
