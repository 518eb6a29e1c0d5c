import { gunzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { rebuildStandings } from './standings.js';

/** Standings, the calculated ranking, player data and ranking exports. */

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let p: TestUser[];
let ref: { unique_id: number; season_id: number };
let other: { unique_id: number; season_id: number };
let T: number;
const uuids: string[] = [];

const rank = async (body: object = {}) => {
  const res = await t.post(
    '/api/contest/fetch_season_player_rank',
    { ...ref, offset: 0, limit: 20, ...body },
    owner.token,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};
const setRule = (code: number) =>
  t.db.updateTable('seasons').set({ rank_rule: code }).where('unique_id', '=', ref.unique_id).execute();

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user({ nickname: 'Owner' });
  stranger = await t.user({ nickname: 'Stranger' });
  p = [];
  for (const n of ['A', 'B', 'C', 'D', 'E']) p.push(await t.user({ nickname: n }));
  T = t.clock.now() - 10 * 86400;
  ref = await makeContest(t.db, owner.account_id, T);
  other = await makeContest(t.db, owner.account_id, T);
  const s = (...who: number[]) => who.map((i) => ({ account_id: p[i].account_id, nickname: p[i].nickname }));
  // Hand-computed season (uma 15/5/−5/−15, oka 20, return 30000):
  //  g1 day 1: A 45000 (+50), B 25000 (0), C 20000 (−15), D 10000 (−35)
  //  g2 day 2: B 40000 (+45), A 30000 (+5), D 20000 (−15), C 10000 (−35)
  //  g3 day 9: C 50000 (+55), D 25000 (0), A 15000 (−20), B 10000 (−35)
  //  g4 day 9: A, B, C and E — E first 35000 (+40), A 30000 (+5), B 20000 (−15), C 15000 (−30)
  const games = [
    testRecord({ ...ref, seats: s(0, 1, 2, 3), points: [45000, 25000, 20000, 10000], end_time: T + 86400 }),
    testRecord({ ...ref, seats: s(1, 0, 3, 2), points: [40000, 30000, 20000, 10000], end_time: T + 2 * 86400 }),
    testRecord({ ...ref, seats: s(2, 3, 0, 1), points: [50000, 25000, 15000, 10000], end_time: T + 9 * 86400 }),
    testRecord({ ...ref, seats: s(4, 0, 1, 2), points: [35000, 30000, 20000, 15000], end_time: T + 9 * 86400 + 60 }),
  ];
  uuids.push(...games.map((g) => g.record.uuid));
  await addRecords(t.db, games, t.clock.now());
  await addRecords(
    t.db,
    [
      testRecord({
        ...other,
        seats: s(0, 1, 2, 3),
        points: [25000, 25000, 25000, 25000],
        end_time: T,
        uuid: 'foreign',
      }),
    ],
    t.clock.now(),
  );
});

describe('fetch_season_player_rank', () => {
  it('ranks by total of all games (rule none) with the tie order', async () => {
    await setRule(0);
    const data = await rank();
    // totals: A 50+5−20+5 = 40, B 0+45−35−15 = −5, C −15−35+55−30 = −25, D −35−15+0 = −50, E +40
    expect(
      data.rank.map((r: { nickname: string; data: { rank_point: number } }) => [r.nickname, r.data.rank_point]),
    ).toEqual([
      ['A', 40000],
      ['E', 40000],
      ['B', -5000],
      ['C', -25000],
      ['D', -50000],
    ]);
    // A and E tie on total; A has more first places
    expect(data.rank[0]).toMatchObject({ rank: 1, data: { rank_1_count: 1, total_game_count: 4 } });
    expect(data.total).toBe(5);
    expect(data.rank_rule).toBe(0);
    expect(data.rank[0].data.recent_games[0]).toEqual({ rank: 2, total_point: 5000 });
  });

  it('recent N and best N-series, legacy codes included; fewer games than N ranks last', async () => {
    await setRule(102); // recent 2: A −20+5 = −15, B −35−15 = −50, C 55−30 = 25, D −15+0 = −15, E (1 game) last
    let data = await rank();
    expect(data.rank.map((r: { nickname: string }) => r.nickname)).toEqual(['C', 'A', 'D', 'B', 'E']);
    expect(data.rank[4].data.qualified).toBe(0);
    await setRule(12); // legacy: series 2 → best two consecutive: A 55, B 45+(−35)=10 vs 0+45=45 → 45, C 55−30 = 25, D −15+0=−15
    data = await rank();
    expect(data.rank_rule).toBe(202);
    expect(
      data.rank.map((r: { nickname: string; data: { rank_point: number } }) => [r.nickname, r.data.rank_point]),
    ).toEqual([
      ['A', 55000],
      ['B', 45000],
      ['C', 25000],
      ['D', -15000],
      ['E', 40000],
    ]);
    expect(data.rank[0].data.highest_series_points).toEqual([
      {
        key: 2,
        results: [
          { rank: 1, total_point: 50000 },
          { rank: 2, total_point: 5000 },
        ],
      },
    ]);
    // a page
    const page = await rank({ offset: 2, limit: 2 });
    expect(page.rank.map((r: { rank: number; nickname: string }) => [r.rank, r.nickname])).toEqual([
      [3, 'C'],
      [4, 'D'],
    ]);
    await setRule(0);
  });

  it('refuses strangers (2506) and paging beyond the cap (3)', async () => {
    const res = await t.post('/api/contest/fetch_season_player_rank', { ...ref }, stranger.token);
    expect(codeOf(res)).toBe(2506);
    expect(codeOf(await t.post('/api/contest/fetch_season_player_rank', { ...ref, limit: 101 }, owner.token))).toBe(3);
    // a season the contest does not have, twice (a refused read is never kept)
    for (let i = 0; i < 2; i++) {
      const foreign = { unique_id: ref.unique_id, season_id: 999 };
      expect(codeOf(await t.post('/api/contest/fetch_season_player_rank', foreign, owner.token))).toBe(2534);
    }
  });

  it('kept standings equal a rebuild', async () => {
    await rank(); // a changed rule is applied on the next read
    const diffs = await t.db.transaction().execute((trx) => rebuildStandings(trx, ref.unique_id, ref.season_id, 0));
    expect(diffs).toEqual([]);
  });

  it('answers from the read cache only while the standings are unchanged: a removal and a restore show at once', async () => {
    const before = await rank();
    expect(await rank()).toEqual(before); // a kept answer
    const remove = (flag: number) =>
      t.post('/api/contest/update_contest_game_record', { ...ref, uuid: uuids[3], remove: flag }, owner.token);
    expect((await remove(1)).statusCode).toBe(200);
    const removed = await rank();
    // without game 4, E has no counted game and leaves the standings
    expect(removed.total).toBe(before.total - 1);
    expect(removed.rank.map((r: { nickname: string }) => r.nickname)).not.toContain('E');
    // a write in another contest leaves this contest's answer as it is
    await t.post('/api/contest/update_contest_game_record', { ...other, uuid: 'foreign', remove: 1 }, owner.token);
    expect(await rank()).toEqual(removed);
    await t.post('/api/contest/update_contest_game_record', { ...other, uuid: 'foreign', remove: 0 }, owner.token);
    expect((await remove(0)).statusCode).toBe(200);
    expect(await rank()).toEqual(before);
  });

  it('sends the kept page gzip-compressed to a browser that accepts it, the same reply once inflated', async () => {
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contest/fetch_season_player_rank',
        payload: { ...ref, offset: 0, limit: 20 },
        headers: { authorization: `Majsoul ${owner.token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gz = await ask('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.rawPayload.toString());
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect((await ask('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });
});

const calc = (body: object, token = owner.token) =>
  t.post(
    '/api/contest/fetch_season_player_calc_rank',
    { ...ref, point_list: [30, 10, -10, -30], divisor: 1, ...body },
    token,
  );

describe('fetch_season_player_calc_rank', () => {
  it('matches the hand-computed example over a time range and a minimum game count', async () => {
    // days 8–10: g3 and g4 only. A: −20+5 = −15, 3rd+2nd → −15 −10 +10 = −15; B: −35−15 = −50, 4th+3rd → −90;
    // C: 55−30 = 25, 1st+4th → 25; D: 0, 2nd → 10 (1 game); E: 40, 1st → 70 (1 game)
    const res = await calc({ start_time: T + 8 * 86400, end_time: T + 10 * 86400, min_game_count: 2 });
    const list = res.json().data.list;
    expect(list.map((r: { nickname: string; score: number; rank: number }) => [r.nickname, r.rank, r.score])).toEqual([
      ['C', 1, 25],
      ['A', 2, -15],
      ['B', 3, -90],
    ]);
    expect(list[0]).toMatchObject({ accumulate_point: 25000, game_count: 2, rank_1_count: 1, rank_4_count: 1 });
    const all = (await calc({ min_game_count: 0, divisor: 2 })).json().data;
    expect(all.total).toBe(5);
    // A: 40×2 + (30+10−10+10) = 120
    expect(all.list[0]).toMatchObject({ nickname: 'A', score: 120 });
  });

  it('calculates from chosen records, leaving removed ones out', async () => {
    const data = (await calc({ uuid_list: [uuids[0], uuids[1]] })).json().data;
    expect(data.list.map((r: { nickname: string }) => r.nickname)).toEqual(['A', 'B', 'C', 'D']);
    await t.post('/api/contest/update_contest_game_record', { ...ref, uuid: uuids[1], remove: 1 }, owner.token);
    const after = (await calc({ uuid_list: [uuids[0], uuids[1]] })).json().data;
    expect(after.list.map((r: { game_count: number }) => r.game_count)).toEqual([1, 1, 1, 1]);
    await t.post('/api/contest/update_contest_game_record', { ...ref, uuid: uuids[1], remove: 0 }, owner.token);
    const empty = (await calc({ start_time: 0, end_time: 10 })).json().data;
    expect(empty).toEqual({ list: [], total: 0 });
  });

  it('refuses bad input with a code naming the field', async () => {
    const field = async (body: object) => {
      const r = await calc(body);
      return [codeOf(r), r.json().error.field];
    };
    expect(await field({ point_list: [101, 0, 0, -101] })).toEqual([3, 'body.point_list.0']);
    expect(await field({ point_list: [30, 10, -10, -20] })).toEqual([3, 'body.point_list']);
    expect(await field({ divisor: 0.5 })).toEqual([3, 'body.divisor']);
    expect(await field({ min_game_count: -1 })).toEqual([3, 'body.min_game_count']);
    expect(await field({ start_time: 100, end_time: 50 })).toEqual([3, 'body.end_time']);
    expect(await field({ uuid_list: ['missing'] })).toEqual([1203, 'uuid_list']);
    expect(await field({ uuid_list: [uuids[0], 'foreign'] })).toEqual([2580, 'uuid_list']);
    expect(codeOf(await calc({}, stranger.token))).toBe(2506);
  });
});

describe('fetch_season_player_data', () => {
  it("gives one player's statistics, position, rule results and chart games", async () => {
    await setRule(103);
    const res = await t.get('/api/contest/fetch_season_player_data', owner.token, {
      ...ref,
      account_id: p[0].account_id,
    });
    const data = res.json().data;
    expect(data.player).toMatchObject({ nickname: 'A', account_data: { total_game_count: 4 } });
    expect(data.rank_data).toMatchObject({
      accumulate_point: 40000,
      rank_1_count: 1,
      rank_2_count: 2,
      rank_3_count: 1,
    });
    expect(data.rank_rule).toBe(103);
    // recent 3: 5 − 20 + 5 = −10; total 40; best 3-series: 50+5−20 = 35
    expect(data.rule_results).toEqual([
      { kind: 'recent', count: 3, value: -10000 },
      { kind: 'total', count: 0, value: 40000 },
      { kind: 'series', count: 3, value: 35000 },
    ]);
    expect(data.recent.map((g: { rank: number }) => g.rank)).toEqual([1, 2, 3, 2]);
    const ranking = await rank();
    expect(ranking.rank.find((r: { account_id: number }) => r.account_id === p[0].account_id).rank).toBe(
      data.rank_data.rank,
    );
    await setRule(0);
  });
});

describe('ranking exports', () => {
  const post = (url: string, body: object, token = owner.token) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { ...ref, ...body },
      headers: { authorization: `Majsoul ${token}`, 'accept-language': 'ja' },
    });

  it('exports the standings and the calculated ranking as CSV equal to the tables', async () => {
    const res = await post('/api/contest/export_season_player_rank', {});
    expect(res.statusCode).toBe(200);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
    // the ranking page's columns, in its order and words
    expect(header).toEqual(['順位', '選手', 'ID', 'ルール得点', '合計得点', '対局数', '1位', '2位', '3位', '4位']);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="\d+_Fixture contest_season1_rank\.csv"$/,
    );
    const table = (await rank()).rank;
    expect(rows.map((r) => [Number(r[0]), r[1], Number(r[3]), Number(r[4])])).toEqual(
      table.map((r: { rank: number; nickname: string; data: { rank_point: number; accumulate_point: number } }) => [
        r.rank,
        r.nickname,
        r.data.rank_point / 1000,
        r.data.accumulate_point / 1000,
      ]),
    );
    expect(codeOf(await post('/api/contest/export_season_player_rank', {}))).toBe(2581);

    const body = { point_list: [30, 10, -10, -30], divisor: 1, min_game_count: 0 };
    const calcCsv = await post('/api/contest/export_season_player_calc_rank', body);
    const [calcHeader, ...calcRows] = Papa.parse<string[]>(calcCsv.body.slice(1), { skipEmptyLines: true }).data;
    expect(calcHeader).toEqual(['順位', '選手', 'ID', 'スコア', '合計得点', '対局数', '1位', '2位', '3位', '4位']);
    const calcTable = (await calc(body)).json().data.list;
    expect(calcRows.map((r) => [Number(r[0]), r[1], Number(r[3])])).toEqual(
      calcTable.map((r: { rank: number; nickname: string; score: number }) => [r.rank, r.nickname, r.score]),
    );
    expect(codeOf(await post('/api/contest/export_season_player_calc_rank', { ...body, divisor: 0 }))).toBe(3);
  });

  it('refuses a ranking export beyond 5000 ranked players (2582)', async () => {
    const big = await makeContest(t.db, owner.account_id, T);
    const rows = Array.from({ length: 5001 }, (_, i) => ({
      unique_id: big.unique_id,
      season_id: big.season_id,
      account_id: 1_000_000 + i,
      game_count: 1,
      accumulate_point: i,
      part_point_sum: 0,
      rank_1_count: 0,
      rank_2_count: 0,
      rank_3_count: 0,
      rank_4_count: 0,
      hands: 0,
      wins: 0,
      deal_ins: 0,
      riichis: 0,
      last_game_time: 0,
      qualified: 1,
      rank_point: i,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('season_player_stats')
        .values(rows.slice(i, i + 500))
        .execute();
    await t.db
      .insertInto('season_standings')
      .values({ ...big, rank_rule: 0, update_time: 0 })
      .execute();
    t.clock.advance(600);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contest/export_season_player_rank',
      payload: big,
      headers: { authorization: `Majsoul ${owner.token}` },
    });
    expect(codeOf(res)).toBe(2582);
  });
});
