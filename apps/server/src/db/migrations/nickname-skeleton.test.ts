import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nicknameSkeleton } from '../../modules/account/nickname-skeleton.js';
import { type MigrationTestDatabase, openMigrationTestDatabase } from './test-database.js';

/**
 * Migration 2026-12-10_nickname_skeleton fills `accounts.nickname_skeleton` for the accounts that exist, with its
 * own frozen copy of the skeleton: the same as the app's (modules/account/nickname-skeleton.ts) for every account,
 * over more accounts than one batch, on SQLite and PostgreSQL.
 */
let m: MigrationTestDatabase;
beforeAll(async () => {
  m = await openMigrationTestDatabase();
});
afterAll(() => m.close());

const TRICKY = [
  'Alice',
  'ALICE',
  '\u0391lice',
  'Ａｌｉｃｅ',
  '𝐀𝐥𝐢𝐜𝐞',
  '\ua4eelice',
  ' padded ',
  'ｱﾘｽ',
  '雀士',
  '리치왕',
  'Zoe\u0308',
  'Zoë',
  'max',
  'Nick0',
  '\u200b', // an invisible name from before the rule
  '\u2800',
  '\u0301\u0301',
  '',
];

describe('migration 2026-12-10_nickname_skeleton', () => {
  it('computes the skeleton of every existing account as the app does, and indexes it', async () => {
    const to = await m.migrator.migrateTo('2026-12-09_handover_session');
    expect(to.error).toBeUndefined();
    const nicknames = [...TRICKY, ...Array.from({ length: 1_100 }, (_, i) => `player${i}`)];
    for (let i = 0; i < nicknames.length; i += 200) {
      const part = nicknames.slice(i, i + 200).map((nickname, j) => sql`(${1_000 + i + j}, ${nickname}, 1, 0)`);
      await sql`insert into accounts (account_id, nickname, zone, create_time) values ${sql.join(part)}`.execute(m.db);
    }

    const up = await m.migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toContain('2026-12-10_nickname_skeleton');

    const rows = await m.db
      .selectFrom('accounts')
      .select(['account_id', 'nickname', 'nickname_skeleton'])
      .orderBy('account_id')
      .execute();
    expect(rows).toHaveLength(nicknames.length);
    for (const r of rows) expect(r.nickname_skeleton, JSON.stringify(r.nickname)).toBe(nicknameSkeleton(r.nickname));
    const skeletonOf = (nickname: string) => rows.find((r) => r.nickname === nickname)?.nickname_skeleton;
    for (const lookAlike of ['ALICE', '\u0391lice', 'Ａｌｉｃｅ', '𝐀𝐥𝐢𝐜𝐞', '\ua4eelice'])
      expect(skeletonOf(lookAlike), lookAlike).toBe('alice');

    // An index for the look-ups, not unique: the look-alikes above are all kept.
    const indexes = m.postgres
      ? await sql<{
          name: string;
          is_unique: boolean;
        }>`select indexname as name, indexdef like 'CREATE UNIQUE%' as is_unique
          from pg_indexes where schemaname = current_schema() and tablename = 'accounts'`.execute(m.db)
      : await sql<{ name: string; is_unique: number }>`select name, "unique" as is_unique
          from pragma_index_list('accounts')`.execute(m.db);
    const index = indexes.rows.find((r) => r.name === 'accounts_nickname_skeleton');
    expect(index).toBeDefined();
    expect(Boolean(index?.is_unique)).toBe(false);
  });
});
