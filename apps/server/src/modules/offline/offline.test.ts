import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { joinedPlayers } from '../../../test/kit/game.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { addManager, auditActions } from '../../../test/kit/season.js';

/**
 * Tables played elsewhere (issue 32): entered by hand, edited, imported all or nothing; settled by the contest's rule
 * (uma 30/10/-10/-30, return 30,000, oka 20,000 here) and counted in the standings like a game played here; every
 * refusal names its problems and stores nothing; such a record has no log.
 */

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let stranger: TestUser;
let people: TestUser[];
let outsider: TestUser;
let banned: TestUser;
let ref: { unique_id: number; season_id: number };
let seasonStart: number;

const RULE = {
  round_type: 2,
  detail_rule: {
    init_point: 25000,
    jingsuanyuandian: 30000,
    shunweima_2: 10,
    shunweima_3: -10,
    shunweima_4: -30,
    liqibang_value: 1000,
  },
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user({ nickname: 'Owner' });
  manager = await t.user({ nickname: 'Manager' });
  stranger = await t.user({ nickname: 'Stranger' });
  seasonStart = t.clock.now() - 7 * 86400;
  ref = await makeContest(t.db, owner.account_id, seasonStart);
  await t.db
    .updateTable('contests')
    .set({ game_rule_setting: JSON.stringify(RULE) })
    .where('unique_id', '=', ref.unique_id)
    .execute();
  await addManager(t.db, ref.unique_id, manager.account_id, t.clock.now());
  people = await joinedPlayers(t, ref, 5);
  [banned] = await joinedPlayers(t, ref, 1);
  await t.db
    .insertInto('season_blacklist')
    .values({ ...ref, account_id: banned.account_id, nickname: banned.nickname, create_time: t.clock.now() })
    .execute();
  outsider = await t.user({ nickname: 'Outsider' });
});

/** A table two hours ago: four of the people, East first, two riichi sticks left to East. */
function table(patch: Record<string, unknown> = {}, who = people.slice(0, 4)) {
  const now = t.clock.now();
  const points = [38_000, 31_000, 20_000, 9_000];
  return {
    start_time: now - 7200,
    end_time: now - 3600,
    seats: who.map((p, i) => ({ account_id: p.account_id, points: points[i] })),
    riichi_sticks: 2,
    sticks_to: 0,
    ...patch,
  };
}

const create = (body: Record<string, unknown>, token = manager.token) =>
  t.post('/api/contest/create_offline_record', { ...ref, table: body }, token);

async function recordOf(uuid: string) {
  const res = await t.get('/api/contest/fetch_contest_game_records', manager.token, { ...ref, limit: 100 });
  return (res.json().data.record_list as { uuid: string }[]).find((r) => r.uuid === uuid) as Record<string, unknown>;
}

async function standing(accountId: number) {
  const res = await t.post('/api/contest/fetch_season_player_rank', { ...ref, limit: 100 }, manager.token);
  const rank = res.json().data.rank as {
    account_id: number;
    data: { total_game_count: number; accumulate_point: number };
  }[];
  return rank.find((r) => r.account_id === accountId)?.data;
}

const countRecords = async () =>
  Number(
    (
      await t.db
        .selectFrom('game_records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('unique_id', '=', ref.unique_id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('entering a table played elsewhere', () => {
  it('stores it settled by the rule, marked offline, and counts it in the standings', async () => {
    const before = await standing(people[0].account_id);
    const res = await create(table({ penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }] }));
    expect(res.statusCode).toBe(200);
    const uuid = res.json().data.uuid as string;
    const rec = await recordOf(uuid);
    expect(rec).toMatchObject({
      offline: 1,
      entered_by: 'Manager',
      removed: 0,
      penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
    });
    // East took the two sticks (38,000 + 2,000); totals: points − 30,000 + uma + oka to first; South's penalty after
    expect(rec.result).toEqual({
      players: [
        { seat: 0, part_point_1: 40_000, total_point: 60_000 },
        { seat: 1, part_point_1: 31_000, total_point: -9_000 },
        { seat: 2, part_point_1: 20_000, total_point: -20_000 },
        { seat: 3, part_point_1: 9_000, total_point: -51_000 },
      ],
    });
    const places = await t.db
      .selectFrom('game_record_players')
      .select(['seat', 'placement'])
      .where('record_uuid', '=', uuid)
      .orderBy('seat')
      .execute();
    // the penalty moves South's total below West's, not its place
    expect(places.map((p) => p.placement)).toEqual([1, 2, 3, 4]);
    const after = await standing(people[0].account_id);
    expect((after?.total_game_count ?? 0) - (before?.total_game_count ?? 0)).toBe(1);
    expect((after?.accumulate_point ?? 0) - (before?.accumulate_point ?? 0)).toBe(60_000);
    expect(
      (await t.db.selectFrom('game_records').select('entered_by').where('uuid', '=', uuid).executeTakeFirstOrThrow())
        .entered_by,
    ).toBe(manager.account_id);
    expect(await auditActions(t.db, ref.unique_id)).toContain('offline.create');
  });

  it('has no log and no replay: both say it was played in person', async () => {
    const uuid = (await create(table())).json().data.uuid as string;
    const log = await t.get('/api/contest/fetch_contest_game_record_log', manager.token, { ...ref, uuid });
    expect(codeOf(log)).toBe(2606);
    const replay = await t.get(`/api/game/replay/${uuid}`, manager.token);
    expect(codeOf(replay)).toBe(2606);
  });

  it('records a yakuman entered by hand in the yakuman list', async () => {
    const uuid = (await create(table({ yakuman: [{ seat: 2, names: ['Daisangen'], value: 1 }] }))).json().data.uuid;
    const res = await t.get('/api/contest/fetch_contest_yakuman_records', manager.token, { ...ref, limit: 100 });
    const list = res.json().data.list as { game_uuid: string; account_id: number; yiman: number }[];
    expect(list.find((y) => y.game_uuid === uuid)).toMatchObject({ account_id: people[2].account_id, yiman: 1 });
  });

  it.each([
    ['a player not joined to the season', () => table({}, [...people.slice(0, 3), outsider]), 2600],
    ['a blacklisted player', () => table({}, [...people.slice(0, 3), banned]), 2601],
    ['a player twice', () => table({}, [people[0], people[1], people[2], people[0]]), 2545],
    ['points that do not add up', () => table({ riichi_sticks: 1 }), 2602],
    ['three seats in a four-player contest', () => ({ ...table(), seats: table().seats.slice(0, 3) }), 2591],
    [
      'sticks given when none were left',
      () => table({ riichi_sticks: 0, seats: table().seats.map((s, i) => (i === 0 ? { ...s, points: 40_000 } : s)) }),
      2607,
    ],
    ['a table before the season', () => table({ start_time: seasonStart - 7200, end_time: seasonStart - 3600 }), 2603],
    ['a table in the future', () => table({ start_time: t.clock.now() + 60, end_time: t.clock.now() + 3600 }), 2603],
    ['an end before the start', () => table({ start_time: t.clock.now() - 60, end_time: t.clock.now() - 3600 }), 2603],
  ])('refuses %s, naming it, and stores nothing', async (_name, make, code) => {
    const n = await countRecords();
    const res = await create(make());
    expect(codeOf(res)).toBe(code);
    const problems = res.json().error.problems as { code: number; line: number; message: string }[];
    expect(problems.map((p) => p.code)).toContain(code);
    // a form's problems have no CSV line, and each says what is wrong in words
    expect(problems.filter((p) => p.line !== 0 || p.message.length === 0)).toEqual([]);
    expect(await countRecords()).toBe(n);
  });

  it('is a manager call: a stranger gets 2506', async () => {
    expect(codeOf(await create(table(), stranger.token))).toBe(2506);
  });
});

describe('editing an entered table', () => {
  it('replaces its result, refreshes the standings of who left the table, keeps the audit before and after', async () => {
    const uuid = (await create(table())).json().data.uuid as string;
    const leaving = people[3];
    const before = await standing(leaving.account_id);
    const next = table({ riichi_sticks: 0, sticks_to: -1 }, [...people.slice(0, 3), people[4]]);
    next.seats[0].points = 40_000;
    const res = await t.post('/api/contest/update_offline_record', { ...ref, uuid, table: next }, manager.token);
    expect(res.statusCode).toBe(200);
    const rec = await recordOf(uuid);
    expect((rec.accounts as { account_id: number }[]).map((a) => a.account_id)).toEqual(
      [...people.slice(0, 3), people[4]].map((p) => p.account_id),
    );
    const after = await standing(leaving.account_id);
    expect((before?.total_game_count ?? 0) - (after?.total_game_count ?? 0)).toBe(1);
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('unique_id', '=', ref.unique_id)
      .where('action', '=', 'offline.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // before: the table as it was entered (East's points before the two sticks it took), not the settled result
    expect(JSON.parse(row.before)).toMatchObject({
      uuid,
      scores: [38_000, 31_000, 20_000, 9_000],
      riichi_sticks: 2,
      sticks_to: 0,
    });
    expect(JSON.parse(row.after)).toMatchObject({ scores: [40_000, 31_000, 20_000, 9_000], riichi_sticks: 0 });
  });

  it('keeps a removed record removed', async () => {
    const uuid = (await create(table())).json().data.uuid as string;
    await t.post('/api/contest/update_contest_game_record', { ...ref, uuid, remove: 1 }, manager.token);
    await t.post(
      '/api/contest/update_offline_record',
      { ...ref, uuid, table: table({ remark: 'fixed' }) },
      manager.token,
    );
    expect(await recordOf(uuid)).toMatchObject({ removed: 1, remark: 'fixed' });
  });

  it('refuses a game played here (2604), changing nothing', async () => {
    const online = testRecord({
      ...ref,
      seats: people.slice(0, 4).map((p) => ({ account_id: p.account_id })),
      points: [40_000, 30_000, 20_000, 10_000],
      end_time: t.clock.now() - 60,
    });
    await addRecords(t.db, [online], t.clock.now());
    const uuid = online.record.uuid;
    const res = await t.post('/api/contest/update_offline_record', { ...ref, uuid, table: table() }, manager.token);
    expect(codeOf(res)).toBe(2604);
    expect(await recordOf(uuid)).toMatchObject({ offline: 0 });
  });
});

describe('importing tables', () => {
  it('stores none when any is wrong, naming every problem by line and field', async () => {
    const n = await countRecords();
    const tables = [
      { ...table(), line: 2 },
      { ...table({}, [...people.slice(0, 3), outsider]), line: 3 },
      { ...table({ riichi_sticks: 5 }), line: 4 },
    ];
    const res = await t.post('/api/contest/import_offline_records', { ...ref, tables }, manager.token);
    expect(codeOf(res)).toBe(2605);
    const problems = res.json().error.problems as { line: number; field: string; code: number }[];
    expect(problems.map((p) => [p.line, p.field, p.code])).toEqual([
      [3, 'seats.3.account_id', 2600],
      [4, 'points', 2602],
    ]);
    expect(res.json().error.detail).toEqual({ count: 2 });
    expect(await countRecords()).toBe(n);
  });

  it('stores them all when every one is right', async () => {
    const n = await countRecords();
    const tables = [2, 3, 4].map((line) => ({ ...table(), line }));
    const res = await t.post('/api/contest/import_offline_records', { ...ref, tables }, manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.uuids).toHaveLength(3);
    expect(await countRecords()).toBe(n + 3);
    expect(await auditActions(t.db, ref.unique_id)).toContain('offline.import');
  });
});

describe('reopening an entered table to edit it', () => {
  const load = (uuid: string, token = manager.token) =>
    t.get('/api/contest/fetch_offline_record', token, { ...ref, uuid });
  const update = (uuid: string, body: Record<string, unknown>) =>
    t.post('/api/contest/update_offline_record', { ...ref, uuid, table: body }, manager.token);
  /** A table as the server keeps it: every field, defaults filled in. */
  const whole = (body: Record<string, unknown>) => ({ penalties: [], yakuman: [], remark: '', ...body });

  it('gives back exactly what was entered: points before the sticks, the sticks and their taker, penalty, yakuman', async () => {
    const entered = table({
      riichi_sticks: 2,
      sticks_to: 1,
      penalties: [{ seat: 2, points: -20_000, reason: 'chombo' }],
      yakuman: [{ seat: 1, names: ['Suuankou Tanki'], value: 2 }],
      remark: 'Club night',
    });
    const uuid = (await create(entered)).json().data.uuid as string;
    const res = await load(uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ table: entered, as_entered: 1 });
    // South took the sticks: its record says 33,000, its table 31,000 and 2 sticks
    const settled = (await recordOf(uuid)).result as { players: { part_point_1: number }[] };
    expect(settled.players.map((p) => p.part_point_1)).toEqual([38_000, 33_000, 20_000, 9_000]);

    // saved again unchanged, it settles to the same result
    expect((await update(uuid, res.json().data.table)).statusCode).toBe(200);
    expect((await recordOf(uuid)).result).toEqual(settled);
    expect((await load(uuid)).json().data).toEqual({ table: entered, as_entered: 1 });
  });

  it('gives back what an edit entered, a removed record included', async () => {
    const uuid = (await create(table())).json().data.uuid as string;
    await t.post('/api/contest/update_contest_game_record', { ...ref, uuid, remove: 1 }, manager.token);
    const edited = table(
      {
        riichi_sticks: 3,
        sticks_to: 3,
        penalties: [
          { seat: 0, points: -10_000, reason: 'late' },
          { seat: 3, points: 5_000, reason: 'bonus' },
        ],
        yakuman: [{ seat: 3, names: ['Daisangen'], value: 1 }],
      },
      [...people.slice(0, 3), people[4]],
    );
    edited.seats[0].points = 37_000;
    expect((await update(uuid, edited)).statusCode).toBe(200);
    expect((await load(uuid)).json().data).toEqual({ table: whole(edited), as_entered: 1 });
  });

  it('gives back each imported table as its line had it', async () => {
    const tables = [
      { ...table({ riichi_sticks: 1, sticks_to: 2 }), line: 2 },
      {
        ...table({ riichi_sticks: 2, sticks_to: -1, penalties: [{ seat: 1, points: -8_000, reason: 'chombo' }] }),
        line: 3,
      },
    ];
    tables[0].seats[0].points = 39_000;
    const res = await t.post('/api/contest/import_offline_records', { ...ref, tables }, manager.token);
    expect(res.statusCode).toBe(200);
    const uuids = res.json().data.uuids as string[];
    for (const [i, { line: _line, ...entered }] of tables.entries()) {
      expect((await load(uuids[i])).json().data).toEqual({ table: whole(entered), as_entered: 1 });
    }
  });

  it('rebuilds a record entered before the table was kept from its result: settled points, sticks nobody took left', async () => {
    const taken = (
      await create(
        table({
          yakuman: [{ seat: 2, names: ['Daisangen'], value: 1 }],
          penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
        }),
      )
    ).json().data.uuid as string;
    const left = (await create(table({ sticks_to: -1 }))).json().data.uuid as string;
    // the yakuman of a removed record are still its own
    await t.post('/api/contest/update_contest_game_record', { ...ref, uuid: taken, remove: 1 }, manager.token);
    await t.db.updateTable('game_records').set({ offline_table: '' }).where('uuid', 'in', [taken, left]).execute();

    const rebuilt = (await load(taken)).json().data;
    expect(rebuilt).toEqual({
      table: whole({
        ...table(),
        seats: table().seats.map((s, i) => (i === 0 ? { ...s, points: 40_000 } : s)),
        riichi_sticks: 0,
        sticks_to: -1,
        penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
        yakuman: [{ seat: 2, names: ['Daisangen'], value: 1 }],
      }),
      as_entered: 0,
    });
    expect((await load(left)).json().data).toEqual({ table: whole({ ...table(), sticks_to: -1 }), as_entered: 0 });
  });

  it('refuses a game played here (2604) and a record that is not there (1203)', async () => {
    const online = testRecord({
      ...ref,
      seats: people.slice(0, 4).map((p) => ({ account_id: p.account_id })),
      points: [40_000, 30_000, 20_000, 10_000],
      end_time: t.clock.now() - 60,
    });
    await addRecords(t.db, [online], t.clock.now());
    expect(codeOf(await load(online.record.uuid))).toBe(2604);
    expect(codeOf(await load('no-such-record'))).toBe(1203);
  });
});
