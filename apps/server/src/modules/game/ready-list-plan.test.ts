import { describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../../db/database.js';
import { readyPlayersQuery } from './game.repository.js';

/**
 * The ready list is polled every 5 s by each manager's create-game page: SQLite must read the (short) ready list and
 * look each person up by key, not walk every joined player of the season (see readyPlayers).
 */
describe('the ready list query on SQLite', () => {
  it('reads season_ready first and finds each player by primary key', async () => {
    // always SQLite, whatever database the suite runs on (PostgreSQL plans the join by its statistics)
    const db = createDatabase({ url: 'sqlite::memory:' });
    await migrateToLatest(db);
    const q = readyPlayersQuery(db, 1, 1).compile();
    const plan = await db.executeQuery<{ detail: string }>({ ...q, sql: `explain query plan ${q.sql}` });
    const steps = plan.rows.map((r) => r.detail).filter((d) => d.startsWith('SEARCH') || d.startsWith('SCAN'));
    expect(steps[0]).toMatch(/^SEARCH r /);
    expect(steps[1]).toMatch(/^SEARCH p USING (INDEX sqlite_autoindex_season_players_1|PRIMARY KEY)/);
    expect(steps[1]).toContain('account_id=?');
    await db.destroy();
  });
});
