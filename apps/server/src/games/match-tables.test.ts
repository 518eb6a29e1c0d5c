import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GamesApp,
  gamesApp,
  ManualClock,
  markReady,
  type SharedDb,
  seasonWithPlayers,
  sharedDatabase,
  T0,
} from '../../test/kit/games/harness.js';
import { scriptedEngine } from '../../test/kit/games/scripted-engine.js';
import { addRecords, testRecord } from '../../test/kit/record.js';

/**
 * Auto-match under the season's seating method (issue 32): first come first seated keeps pairing two players who
 * met before when they arrive together; fewest repeat meetings seats them apart.
 */

let shared: SharedDb;
const apps: GamesApp[] = [];

beforeAll(async () => {
  shared = await sharedDatabase();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await shared.drop();
});

/** 8 ready players (ids[0] first …), ids[0] and ids[1] met at a past table; answers each matched table by seat. */
async function matchWith(method: string): Promise<{ ids: number[]; tables: number[][] }> {
  const clock = new ManualClock(T0);
  const a = await gamesApp(shared, clock, { engine: scriptedEngine, handSeconds: 0 });
  apps.push(a);
  const f = await seasonWithPlayers(a.db, T0 - 3600, 8, 2);
  await a.db
    .updateTable('seasons')
    .set({ auto_match: 1, match_start_time: T0 - 3600, match_end_time: T0 + 3600, seating_method: method })
    .where('unique_id', '=', f.unique_id)
    .execute();
  const seats = [{ account_id: f.ids[0] }, { account_id: f.ids[1] }, { account_id: 0 }, { account_id: 0 }];
  await addRecords(
    a.db,
    [testRecord({ ...f, seats, points: [40_000, 30_000, 20_000, 10_000], end_time: T0 - 60 })],
    T0,
  );
  await markReady(a.db, f, f.ids, T0);
  const { matched } = await a.games.scheduler.tick();
  expect(matched).toHaveLength(2);
  const rows = await a.db
    .selectFrom('game_seats')
    .select(['game_uuid', 'seat', 'account_id'])
    .where('game_uuid', 'in', matched)
    .orderBy('seat')
    .execute();
  const tables = matched.map((g) => rows.filter((r) => r.game_uuid === g).map((r) => r.account_id));
  return { ids: f.ids, tables };
}

const together = (tables: number[][], x: number, y: number) => tables.some((t) => t.includes(x) && t.includes(y));

describe('auto-match by the seating method', () => {
  it('arrival seats two who met again when they arrive together', async () => {
    const { ids, tables } = await matchWith('arrival');
    expect(together(tables, ids[0], ids[1])).toBe(true);
    expect(tables.map((t) => [...t].sort())).toEqual([ids.slice(0, 4).sort(), ids.slice(4).sort()].sort());
  });

  it('fewest_repeats seats the whole queue so that they do not meet again', async () => {
    const { ids, tables } = await matchWith('fewest_repeats');
    expect(tables.flat().sort()).toEqual([...ids].sort());
    expect(together(tables, ids[0], ids[1])).toBe(false);
  });

  it('swiss seats the whole queue too', async () => {
    const { ids, tables } = await matchWith('swiss');
    expect(tables.flat().sort()).toEqual([...ids].sort());
  });
});
