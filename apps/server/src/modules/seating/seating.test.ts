import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { joinedPlayers, markReady } from '../../../test/kit/game.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { addManager } from '../../../test/kit/season.js';

/**
 * Seating a round (issue 32): a season's seating method stored, returned and audited; a round seated from the ready
 * list or the players ticked as present (refusing anyone off the roster, sitting out the remainder); the confirmed
 * tables made into plans in wind order, all or none.
 */

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let people: TestUser[];
let banned: TestUser;
let outsider: TestUser;
let ref: { unique_id: number; season_id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user({ nickname: 'Owner' });
  manager = await t.user({ nickname: 'Manager' });
  ref = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
  await addManager(t.db, ref.unique_id, manager.account_id, t.clock.now());
  people = await joinedPlayers(t, ref, 9);
  [banned] = await joinedPlayers(t, ref, 1);
  await t.db
    .insertInto('season_blacklist')
    .values({ ...ref, account_id: banned.account_id, nickname: banned.nickname, create_time: t.clock.now() })
    .execute();
  outsider = await t.user({ nickname: 'Outsider' });
  // people 0 and 1 met at a past table (with two robots)
  const seats = [
    { account_id: people[0].account_id },
    { account_id: people[1].account_id },
    { account_id: 0 },
    { account_id: 0 },
  ];
  await addRecords(
    t.db,
    [testRecord({ ...ref, seats, points: [40_000, 30_000, 20_000, 10_000], end_time: t.clock.now() - 600 })],
    t.clock.now(),
  );
});

const setMethod = (method: string) =>
  t.post('/api/contest/update_contest_season', { ...ref, setting: { seating_method: method } }, manager.token);
const seat = (body: Record<string, unknown>) =>
  t.post('/api/contest/seat_season_round', { ...ref, ...body }, manager.token);
const makePlans = (tables: number[][]) => t.post('/api/contest/create_round_plans', { ...ref, tables }, manager.token);
const ids = (list: TestUser[]) => list.map((p) => p.account_id);
const planCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('game_plans')
        .select((e) => e.fn.countAll().as('n'))
        .where('unique_id', '=', ref.unique_id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the season seating method', () => {
  it('is arrival by default, stored and returned by update, and audited', async () => {
    const list = await t.get('/api/contest/fetch_contest_season_list', manager.token, { unique_id: ref.unique_id });
    expect(list.json().data.list[0].seating_method).toBe('arrival');
    const res = await setMethod('fewest_repeats');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.seating_method).toBe('fewest_repeats');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('unique_id', '=', ref.unique_id)
      .where('action', '=', 'season.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after)).toEqual({ seating_method: 'fewest_repeats' });
    expect(JSON.parse(audit.before).seating_method).toBe('arrival');
    expect(codeOf(await setMethod('random'))).toBe(3);
  });

  it('is accepted when a season is created, and inherited by the next one otherwise', async () => {
    const other = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
    await t.db.updateTable('seasons').set({ ended: 1 }).where('unique_id', '=', other.unique_id).execute();
    const now = t.clock.now();
    const res = await t.post(
      '/api/contest/create_contest_season',
      { unique_id: other.unique_id, start_time: now + 60, end_time: now + 86400, seating_method: 'swiss' },
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    const list = await t.get('/api/contest/fetch_contest_season_list', owner.token, { unique_id: other.unique_id });
    expect(list.json().data.list[0].seating_method).toBe('swiss');
  });
});

describe('seat_season_round', () => {
  it('seats the ready list by the method, sitting out the remainder, storing nothing', async () => {
    await setMethod('fewest_repeats');
    await markReady(t.db, ref, ids(people), t.clock.now());
    const res = await seat({ source: 'ready', seed: 7 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.method).toBe('fewest_repeats');
    expect(data.table_size).toBe(4);
    expect(data.tables).toHaveLength(2);
    expect(data.sitting_out).toHaveLength(1);
    const seated = data.tables.flatMap((x: { seats: { account_id: number }[] }) => x.seats.map((s) => s.account_id));
    expect([...seated, data.sitting_out[0].account_id].sort()).toEqual(ids(people).sort());
    const first = data.tables.find((x: { seats: { account_id: number }[] }) =>
      x.seats.some((s) => s.account_id === people[0].account_id),
    );
    if (first) expect(first.seats.map((s: { account_id: number }) => s.account_id)).not.toContain(people[1].account_id);
    expect(data.tables[0].seats[0].nickname).toMatch(/\S/);
    expect(data.quality.repeatPairs).toBe(0);
    expect(data.history).toEqual([[people[0].account_id, people[1].account_id, 0, 0]]);
    // the same seed, the same seating
    expect((await seat({ source: 'ready', seed: 7 })).json().data.tables).toEqual(data.tables);
    expect(await planCount()).toBe(0);
    await t.db.deleteFrom('season_ready').where('unique_id', '=', ref.unique_id).execute();
  });

  it('seats a listed set and refuses anyone not joined or blacklisted', async () => {
    const res = await seat({ source: 'listed', account_ids: ids(people.slice(0, 6)) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tables).toHaveLength(1);
    expect(res.json().data.sitting_out).toHaveLength(2);
    expect(
      codeOf(await seat({ source: 'listed', account_ids: [...ids(people.slice(0, 4)), outsider.account_id] })),
    ).toBe(2610);
    expect(codeOf(await seat({ source: 'listed', account_ids: [...ids(people.slice(0, 4)), banned.account_id] }))).toBe(
      2611,
    );
    expect(codeOf(await seat({ source: 'listed' }))).toBe(3);
    expect(codeOf(await seat({ source: 'listed', account_ids: [people[0].account_id, people[0].account_id] }))).toBe(3);
  });

  it('is for managers only', async () => {
    const res = await t.post('/api/contest/seat_season_round', { ...ref, source: 'ready' }, outsider.token);
    expect(codeOf(res)).toBe(2506);
  });
});

describe('create_round_plans', () => {
  it('refuses bad tables and creates none', async () => {
    const p = ids(people);
    expect(codeOf(await makePlans([]))).toBe(2613);
    expect(codeOf(await makePlans([p.slice(0, 3)]))).toBe(2612);
    expect(codeOf(await makePlans([p.slice(0, 4), [p[0], ...p.slice(5, 8)]]))).toBe(2612);
    expect(codeOf(await makePlans([p.slice(0, 4), [outsider.account_id, ...p.slice(5, 8)]]))).toBe(2610);
    expect(codeOf(await makePlans([p.slice(0, 4), [banned.account_id, ...p.slice(5, 8)]]))).toBe(2611);
    expect(await planCount()).toBe(0);
  });

  it('creates one plan per table, seats in the given wind order, not shuffled, with audit rows', async () => {
    const p = ids(people);
    const tables = [
      [p[3], p[0], p[6], p[5]],
      [p[7], p[2], p[1], p[4]],
    ];
    const res = await makePlans(tables);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.uuids).toHaveLength(2);
    const plans = await t.get('/api/contest/fetch_contest_game_plan_list', manager.token, ref);
    const list = plans.json().data.list as { uuid: string; shuffle_seat: number; accounts: { account_id: number }[] }[];
    expect(list).toHaveLength(2);
    for (const [i, uuid] of res.json().data.uuids.entries()) {
      const plan = list.find((x) => x.uuid === uuid);
      expect(plan?.shuffle_seat).toBe(0);
      expect(plan?.accounts.map((a) => a.account_id)).toEqual(tables[i]);
    }
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('unique_id', '=', ref.unique_id)
      .where('action', '=', 'game_plan.create')
      .execute();
    expect(audits).toHaveLength(2);
    // seated again while waiting: refused as any plan (2543), nothing more created
    expect(codeOf(await makePlans([p.slice(0, 4)]))).toBe(2543);
    expect(await planCount()).toBe(2);
  });
});
