import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGameRow, type SharedDb, seasonWithPlayers, sharedDatabase, T0 } from '../../test/kit/games/harness.js';
import { testRecord } from '../../test/kit/record.js';
import type { Database } from '../db/database.js';
import { rebuildStandings } from '../modules/ranking/standings.js';
import { type FinishWrite, writeFinishedGames } from './record.repository.js';

/**
 * Finishing in bulk (record.repository.ts): batches of games from two processes at once, sharing players, land
 * without a deadlock, exactly once, and leave kept standings equal to a rebuild from the records.
 */

let shared: SharedDb;
let one: Database;
let two: Database;
let season: { unique_id: number; season_id: number; ids: number[] };

beforeAll(async () => {
  shared = await sharedDatabase();
  one = shared.open();
  two = shared.open();
  season = await seasonWithPlayers(one, T0, 10);
});
afterAll(async () => {
  await one.destroy();
  await two.destroy();
  await shared.drop();
});

/** A live game owned by `owner` and the write that finishes it (four of the season's players, points settled). */
async function liveGame(owner: string, i: number): Promise<FinishWrite> {
  const people = [0, 3, 6, 8].map((k) => season.ids[(i + k) % season.ids.length]);
  const uuid = await insertGameRow(one, season, { owner, leaseUntil: T0 + 30, remark: `table ${i}`, people });
  const points = [40000 - i * 100, 30000, 20000 + i * 100, 10000];
  const built = testRecord({
    unique_id: season.unique_id,
    season_id: season.season_id,
    seats: people.map((account_id) => ({ account_id })),
    points,
    end_time: T0 + 100 + i,
    uuid,
  });
  return { built, owner, scores: points, chang: 1, ju: 3, ben: 0, decision_count: 50 + i };
}

const count = async (table: 'game_records' | 'game_record_players') =>
  Number(
    (
      await one
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('unique_id', '=', season.unique_id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('finishing games in bulk', () => {
  it('two processes finish overlapping batches at once, each game once, standings equal to a rebuild', async () => {
    const mine: FinishWrite[] = [];
    const theirs: FinishWrite[] = [];
    for (let i = 0; i < 24; i++) (i % 2 ? mine : theirs).push(await liveGame(i % 2 ? 'A' : 'B', i));
    // opposite orders, the same players in both: rows must be taken in one order to avoid a circular wait
    const [a, b] = await Promise.all([writeFinishedGames(one, mine), writeFinishedGames(two, [...theirs].reverse())]);
    expect(a).toEqual(mine.map(() => true));
    expect(b).toEqual(theirs.map(() => true));
    expect(await count('game_records')).toBe(24);
    expect(await count('game_record_players')).toBe(96);

    // the record carries the running game's remark; the game row is closed with its final position
    const row = await one
      .selectFrom('games')
      .selectAll()
      .where('uuid', '=', mine[0].built.record.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'finished', owner: null, chang: 1, ju: 3, decision_count: 51 });
    expect(JSON.parse(row.scores)).toEqual(mine[0].scores);
    const rec = await one
      .selectFrom('game_records')
      .select('remark')
      .where('uuid', '=', row.uuid)
      .executeTakeFirstOrThrow();
    expect(rec.remark).toBe('table 1');

    // kept statistics and standings are what a rebuild from the records computes
    const diffs = await one
      .transaction()
      .execute((trx) => rebuildStandings(trx, season.unique_id, season.season_id, T0));
    expect(diffs).toEqual([]);
    const stats = await one
      .selectFrom('season_player_stats')
      .select(['account_id', 'game_count'])
      .where('unique_id', '=', season.unique_id)
      .where('season_id', '=', season.season_id)
      .execute();
    const games = new Map<number, number>();
    for (const w of [...mine, ...theirs])
      for (const p of w.built.players) games.set(p.account_id, (games.get(p.account_id) ?? 0) + 1);
    expect(new Map(stats.map((s) => [s.account_id, s.game_count]))).toEqual(games);
    const roster = await one
      .selectFrom('season_players')
      .select(['account_id', 'account_data'])
      .where('unique_id', '=', season.unique_id)
      .execute();
    for (const r of roster) expect(JSON.parse(r.account_data).total_game_count).toBe(games.get(r.account_id) ?? 0);
  });

  it('writes nothing twice, and nothing of a game another process drives, while the rest of the batch lands', async () => {
    const before = await count('game_records');
    const again = await liveGame('A', 100);
    const stolen = await liveGame('C', 101);
    stolen.owner = 'A';
    const fresh = await liveGame('A', 102);
    expect(await writeFinishedGames(one, [again])).toEqual([true]);
    expect(await writeFinishedGames(two, [again, stolen, fresh])).toEqual([false, false, true]);
    expect(await count('game_records')).toBe(before + 2);
    const left = await one
      .selectFrom('games')
      .select(['status', 'owner'])
      .where('uuid', '=', stolen.built.record.uuid)
      .executeTakeFirstOrThrow();
    expect(left).toEqual({ status: 'running', owner: 'C' });
    const diffs = await one
      .transaction()
      .execute((trx) => rebuildStandings(trx, season.unique_id, season.season_id, T0));
    expect(diffs).toEqual([]);
  });
});
