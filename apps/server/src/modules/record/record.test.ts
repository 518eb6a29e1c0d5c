import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { addManager } from '../../../test/kit/season.js';

/** Records and yakuman calls (issue 12): list, token paging, marks, tags, remove/restore, yakuman, exports. */

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let stranger: TestUser;
let players: TestUser[];
let ref: { unique_id: number; season_id: number };
let other: { unique_id: number; season_id: number };
const uuids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user({ nickname: 'Owner' });
  manager = await t.user({ nickname: 'Manager' });
  stranger = await t.user({ nickname: 'Stranger' });
  players = [];
  for (const n of ['Ａｌｉｃｅ', '=Bob', '東風;＋1', 'Dan, "D"']) players.push(await t.user({ nickname: n }));
  ref = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
  other = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
  await addManager(t.db, ref.unique_id, manager.account_id, t.clock.now());
  const seats = players.map((p) => ({ account_id: p.account_id, nickname: p.nickname }));
  const recs = [];
  for (let i = 0; i < 25; i++) {
    const rot = [...seats.slice(i % 4), ...seats.slice(0, i % 4)];
    const r = testRecord({
      ...ref,
      seats: rot,
      points: [40_000 - (i % 3) * 1000, 30_000, 20_000 + (i % 3) * 1000, 10_000],
      end_time: t.clock.now() - 3600 + i * 60,
      yakuman: i === 3 ? [{ seat: 0, names: ['国士无双'], value: 1 }] : [],
    });
    uuids.push(r.record.uuid);
    recs.push(r);
  }
  await addRecords(t.db, recs, t.clock.now());
  await addRecords(
    t.db,
    [
      testRecord({
        ...other,
        seats,
        points: [25_000, 25_000, 25_000, 25_000],
        end_time: t.clock.now() - 10,
        uuid: 'other-season-record',
      }),
    ],
    t.clock.now(),
  );
});

const list = (q: Record<string, unknown>, token = manager.token) =>
  t.get('/api/contest/fetch_contest_game_records', token, { ...ref, ...q });

describe('fetch_contest_game_records', () => {
  it('pages newest first by offset and by token, with the total', async () => {
    const first = (await list({ offset: 0, limit: 10 })).json().data;
    expect(first.total).toBe(25);
    expect(first.record_list.map((r: { uuid: string }) => r.uuid)).toEqual([...uuids].reverse().slice(0, 10));
    const byOffset = (await list({ offset: 10, limit: 10 })).json().data;
    const byToken = (await list({ limit: 10, token: first.token })).json().data;
    expect(byToken.record_list).toEqual(byOffset.record_list);
    const last = (await list({ limit: 10, token: byToken.token })).json().data;
    expect(last.record_list).toHaveLength(5);
    expect(last.token).toBe('');
    const r = first.record_list[0];
    expect(r.accounts).toHaveLength(4);
    expect(r.result.players.map((p: { seat: number }) => p.seat)).toEqual([0, 1, 2, 3]);
    expect(r.config.round_type).toBe(1);
  });

  it('refuses a bad token (3), strangers (2506), unknown seasons (2534)', async () => {
    expect(codeOf(await list({ token: '!!!' }))).toBe(3);
    expect(codeOf(await list({}, stranger.token))).toBe(2506);
    expect(
      codeOf(await t.get('/api/contest/fetch_contest_game_records', manager.token, { ...ref, season_id: 9 })),
    ).toBe(2534);
    expect(codeOf(await list({ limit: 101 }))).toBe(3);
  });
});

describe('tags and marked games', () => {
  it('tags a record, lists it as marked, and refuses unknown or foreign uuids', async () => {
    const tag = (uuid: string, value = 2) =>
      t.post('/api/contest/set_contest_game_record_tag', { ...ref, uuid, tag: value }, manager.token);
    expect((await tag(uuids[4])).statusCode).toBe(200);
    const marked = (await t.get('/api/contest/fetch_marked_contest_game', manager.token, ref)).json().data;
    expect(marked.total).toBe(1);
    expect(marked.records[0]).toMatchObject({ uuid: uuids[4], tag: 2 });
    expect(codeOf(await tag('no-such-record'))).toBe(1203);
    expect(codeOf(await tag('other-season-record'))).toBe(2580);
    expect(codeOf(await tag(uuids[4], 100))).toBe(3);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'record.tag').execute();
    expect(audit).toHaveLength(1);
  });
});

describe('update_contest_game_record', () => {
  const update = (uuid: string, remove: 0 | 1, token = manager.token) =>
    t.post('/api/contest/update_contest_game_record', { ...ref, uuid, remove }, token);
  const rankOf = async () =>
    (await t.post('/api/contest/fetch_season_player_rank', { ...ref, offset: 0, limit: 10 }, manager.token)).json().data
      .rank;

  it('removes a record from the standings and yakuman, and restores it', async () => {
    const before = await rankOf();
    const yakumanBefore = (await t.get('/api/contest/fetch_contest_yakuman_records', manager.token, ref)).json().data;
    expect(yakumanBefore.total).toBe(1);
    expect(yakumanBefore.list[0]).toMatchObject({ game_uuid: uuids[3], yiman: 1, info: { names: ['国士无双'] } });

    expect((await update(uuids[3], 1)).statusCode).toBe(200);
    const removed = (await list({ limit: 100 }))
      .json()
      .data.record_list.find((r: { uuid: string }) => r.uuid === uuids[3]);
    expect(removed.removed).toBe(1);
    const during = await rankOf();
    expect(during).not.toEqual(before);
    expect(
      during.reduce((s: number, r: { data: { total_game_count: number } }) => s + r.data.total_game_count, 0),
    ).toBe(24 * 4);
    expect((await t.get('/api/contest/fetch_contest_yakuman_records', manager.token, ref)).json().data.total).toBe(0);

    expect((await update(uuids[3], 1)).statusCode).toBe(200); // already removed: nothing changes
    expect((await update(uuids[3], 0)).statusCode).toBe(200);
    expect(await rankOf()).toEqual(before);
    expect((await t.get('/api/contest/fetch_contest_yakuman_records', manager.token, ref)).json().data.total).toBe(1);
    const actions = await t.db.selectFrom('audit_log').select('action').where('action', 'like', 'record.%').execute();
    expect(actions.map((a) => a.action).filter((a) => a !== 'record.tag')).toEqual(['record.remove', 'record.restore']);
  });

  it('refuses unknown (1203) and foreign (2580) uuids, strangers (2506), bad input (3)', async () => {
    expect(codeOf(await update('nope', 1))).toBe(1203);
    expect(codeOf(await update('other-season-record', 1))).toBe(2580);
    expect(codeOf(await update(uuids[0], 1, stranger.token))).toBe(2506);
    expect(
      codeOf(
        await t.post('/api/contest/update_contest_game_record', { ...ref, uuid: uuids[0], remove: 2 }, manager.token),
      ),
    ).toBe(3);
  });
});

describe('fetch_contest_season_player_game_record', () => {
  it("lists one player's games newest first", async () => {
    const res = await t.get('/api/contest/fetch_contest_season_player_game_record', manager.token, {
      ...ref,
      account_id: players[0].account_id,
      limit: 5,
    });
    const data = res.json().data;
    expect(data.total).toBe(25);
    expect(data.record_list.map((r: { uuid: string }) => r.uuid)).toEqual([...uuids].reverse().slice(0, 5));
  });
});

describe('exports', () => {
  const exportRecords = (body: object, token = manager.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contest/export_contest_game_records',
      payload: { ...ref, ...body },
      headers: { authorization: `Majsoul ${token}`, 'accept-language': 'en' },
    });

  it('parallel downloads by one manager: exactly one is taken, the others wait out the cooldown (2581)', async () => {
    const yakuman = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contest/export_contest_yakuman_records',
        payload: ref,
        headers: { authorization: `Majsoul ${owner.token}` },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, yakuman));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200 && codeOf(r) === 2581)).toHaveLength(9);
    t.clock.advance(300);
  });

  it('streams the records as CSV with a BOM that parses back to the table, then enforces the cooldown', async () => {
    await t.post('/api/contest/update_contest_game_record', { ...ref, uuid: uuids[0], remove: 1 }, manager.token);
    const res = await exportRecords({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true });
    const [header, ...rows] = parsed.data;
    expect(header.slice(0, 4)).toEqual(['End time', 'Terminated', 'Seat 1 Player', 'Seat 1 ID']);
    expect(header.slice(-3)).toEqual(['Remark', 'Tag', 'Game UUID']);
    // the bytes: header line first, CRLF after every row, a `;` cell quoted, negative scores as bare numbers
    expect(res.body.startsWith('\uFEFFEnd time,Terminated,Seat 1 Player,Seat 1 ID,Seat 1 Score,')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body).toContain(`,"東風;'＋1",`);
    expect(res.body).toMatch(/,-\d+(?:\.\d+)?,/);
    const table = (await list({ limit: 100 })).json().data.record_list.filter((r: { removed: number }) => !r.removed);
    expect(rows).toHaveLength(24);
    rows.forEach((row, i) => {
      const r = table[i];
      expect(row[row.length - 1]).toBe(r.uuid);
      for (let seat = 0; seat < 4; seat++) {
        const a = r.accounts.find((x: { seat: number }) => x.seat === seat);
        const p = r.result.players.find((x: { seat: number }) => x.seat === seat);
        // text that could run as a formula, at the start or after a `;`, carries a quote; scores stay numbers
        const shown: Record<string, string> = { '=Bob': "'=Bob", '東風;＋1': "東風;'＋1" };
        expect(row.slice(2 + seat * 4, 6 + seat * 4)).toEqual([
          shown[a.nickname] ?? a.nickname,
          expect.any(String),
          String(p.total_point / 1000),
          String(p.part_point_1),
        ]);
      }
    });

    const again = await exportRecords({});
    expect(codeOf(again)).toBe(2581);
    expect(again.statusCode).toBe(429);
    const when = new Date(t.clock.now() * 1000).toISOString().slice(0, 19).replace('T', ' ');
    expect(again.json().error.message).toContain(when);
    expect(again.json().error.detail.last_time).toBe(t.clock.now());
    // another kind is not held back; another manager is not either
    const yakuman = await t.app.inject({
      method: 'POST',
      url: '/api/contest/export_contest_yakuman_records',
      payload: ref,
      headers: { authorization: `Majsoul ${manager.token}` },
    });
    expect(yakuman.statusCode).toBe(200);
    expect((await exportRecords({}, owner.token)).statusCode).toBe(200);
    t.clock.advance(299);
    expect(codeOf(await exportRecords({}))).toBe(2581);
    t.clock.advance(1);
    expect((await exportRecords({ uuid_list: [uuids[5], uuids[6], uuids[0]] })).statusCode).toBe(200);
    t.clock.advance(300);
    const chosen = await exportRecords({ uuid_list: [uuids[5], uuids[6]] });
    expect(Papa.parse(chosen.body.slice(1), { skipEmptyLines: true }).data).toHaveLength(3);
    t.clock.advance(300);
    expect(codeOf(await exportRecords({ uuid_list: ['other-season-record'] }))).toBe(2580);
    expect(codeOf(await exportRecords({ uuid_list: ['missing'] }))).toBe(1203);
    expect(codeOf(await exportRecords({}, stranger.token))).toBe(2506);
    await t.post('/api/contest/update_contest_game_record', { ...ref, uuid: uuids[0], remove: 0 }, manager.token);
  });
});
