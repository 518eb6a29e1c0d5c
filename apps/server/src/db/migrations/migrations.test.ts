import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../database.js';
import { migrations } from './index.js';
import { insertContestWithSeasons } from './migration-fixtures.js';

/** Upgrading a database that already has rosters keeps every season's counts right. */
describe('migrations', () => {
  it('backfills the season player counts of an existing database, then keeps them by trigger', async () => {
    const db = createDatabase({ url: 'sqlite::memory:' });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const to = await migrator.migrateTo('2026-11-25_roster_order');
    expect(to.error).toBeUndefined();
    await insertContestWithSeasons(db, 1, [1, 2]);
    const player = (season_id: number, account_id: number, state: number) => ({
      unique_id: 1,
      season_id,
      account_id,
      state,
      nickname: `p${account_id}`,
      remark: '',
      create_time: 0,
      account_data: '{}',
    });
    await db
      .insertInto('season_players')
      .values([player(1, 10, 1), player(1, 11, 2), player(1, 12, 2), player(2, 10, 2)])
      .execute();

    expect((await migrateToLatest(db))[0]).toBe('2026-11-26_season_player_counts');
    const counts = () =>
      db
        .selectFrom('season_player_counts')
        .select(['season_id', 'state', 'n'])
        .where('n', '>', 0)
        .orderBy('season_id')
        .orderBy('state')
        .execute();
    expect(await counts()).toEqual([
      { season_id: 1, state: 1, n: 1 },
      { season_id: 1, state: 2, n: 2 },
      { season_id: 2, state: 2, n: 1 },
    ]);

    await db.updateTable('season_players').set({ state: 2 }).where('account_id', '=', 10).execute();
    await db.deleteFrom('season_players').where('account_id', '=', 11).execute();
    expect(await counts()).toEqual([
      { season_id: 1, state: 2, n: 2 },
      { season_id: 2, state: 2, n: 1 },
    ]);
    await db.destroy();
  });
});
