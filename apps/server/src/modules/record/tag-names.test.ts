import { ErrorCode, RecordAuditAction, unnamedAuditParts } from '@taikai/shared';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { addManager, markEnded } from '../../../test/kit/season.js';

/**
 * A season names its record tags (issue 29 defect 9): a manager sets the names (numbers 1–9, trimmed, 1–20
 * characters, none alike), each change audited with the names before and after; the records list carries them and
 * the records CSV writes the name in the tag column ("Tag n" for a number without one). Records keep their numbers.
 */

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let stranger: TestUser;
let ref: { unique_id: number; season_id: number };
let ended: { unique_id: number; season_id: number };
/** records tagged 1, 2, 3 and none, newest first */
const uuids: string[] = [];

const PATH = '/api/contest/set_contest_game_record_tag_names';
const setNames = (tag_names: unknown, token = manager.token, where: object = ref) =>
  t.post(PATH, { ...where, tag_names }, token);
const listed = async () =>
  (await t.get('/api/contest/fetch_contest_game_records', manager.token, { ...ref, limit: 10 })).json().data;
const auditRows = () =>
  t.db
    .selectFrom('audit_log')
    .select(['before', 'after'])
    .where('action', '=', RecordAuditAction.TagNames)
    .where('unique_id', '=', ref.unique_id)
    .orderBy('id')
    .execute();
const exportCsv = async (lang: string) => {
  t.clock.advance(300); // past the export cooldown
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contest/export_contest_game_records',
    payload: { ...ref, utc_offset: 0 },
    headers: { authorization: `Majsoul ${manager.token}`, 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
  const column = header.length - 2; // the tag, before the game's uuid
  return new Map(rows.map((row) => [row[row.length - 1], row[column]]));
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user({ nickname: 'Owner' });
  manager = await t.user({ nickname: 'Manager' });
  stranger = await t.user({ nickname: 'Stranger' });
  ref = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
  ended = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
  await addManager(t.db, ref.unique_id, manager.account_id, t.clock.now());
  await addManager(t.db, ended.unique_id, manager.account_id, t.clock.now());
  await markEnded(t.db, ended.unique_id, ended.season_id);
  const seats = [{ account_id: owner.account_id }, { account_id: 0 }, { account_id: 0 }, { account_id: 0 }];
  const built = [1, 2, 3, 0].map((tag, i) => {
    const r = testRecord({ ...ref, seats, points: [40_000, 30_000, 20_000, 10_000], end_time: t.clock.now() - i });
    r.record.tag = tag;
    uuids.push(r.record.uuid);
    return r;
  });
  await addRecords(t.db, built, t.clock.now());
});

describe('set_contest_game_record_tag_names', () => {
  it('has no names at first: the list answers an empty list and the CSV writes "Tag n"', async () => {
    expect((await listed()).tag_names).toEqual([]);
    const tags = await exportCsv('en');
    expect([...uuids].map((u) => tags.get(u))).toEqual(['Tag 1', 'Tag 2', 'Tag 3', '']);
  });

  it('stores the names trimmed, by number, answers them, and the list carries them', async () => {
    const res = await setNames([
      { tag: 2, name: '  Semi-final ' },
      { tag: 1, name: '决赛' },
    ]);
    expect(res.statusCode).toBe(200);
    const named = [
      { tag: 1, name: '决赛' },
      { tag: 2, name: 'Semi-final' },
    ];
    expect(res.json().data).toEqual({ tag_names: named });
    const list = await listed();
    expect(list.tag_names).toEqual(named);
    // the records keep their numbers
    expect(list.record_list.map((r: { tag: number }) => r.tag)).toEqual([1, 2, 3, 0]);
  });

  it('writes the names in the CSV tag column, "Tag n" in the reader\'s language for a number without one', async () => {
    const en = await exportCsv('en');
    expect(uuids.map((u) => en.get(u))).toEqual(['决赛', 'Semi-final', 'Tag 3', '']);
    const zh = await exportCsv('zh-CN');
    expect(uuids.map((u) => zh.get(u))).toEqual(['决赛', 'Semi-final', '标记3', '']);
  });

  it('audits a change with the names before and after, in fields the console names', async () => {
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    const before = JSON.parse(rows[0].before);
    const after = JSON.parse(rows[0].after);
    expect(before).toEqual({ season_id: ref.season_id, tag_names: [] });
    expect(after).toEqual({
      tag_names: [
        { tag: 1, name: '决赛' },
        { tag: 2, name: 'Semi-final' },
      ],
    });
    expect([...unnamedAuditParts(before), ...unnamedAuditParts(after)]).toEqual([]);
    // the same names again change nothing and write no row
    expect(
      (
        await setNames([
          { tag: 1, name: '决赛' },
          { tag: 2, name: 'Semi-final' },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await auditRows()).toHaveLength(1);
  });

  it('refuses a name too long, empty, alike another, a bad number, or text that does not show', async () => {
    const refused: [unknown, number, string][] = [
      [[{ tag: 1, name: 'x'.repeat(21) }], ErrorCode.RECORD_TAG_NAME_TOO_LONG, 'body.tag_names.0.name'],
      // 20 characters as people count them: 20 emoji with skin tones are fine, 21 are not
      [[{ tag: 1, name: '👍🏽'.repeat(21) }], ErrorCode.RECORD_TAG_NAME_TOO_LONG, 'body.tag_names.0.name'],
      [[{ tag: 1, name: '   ' }], ErrorCode.RECORD_TAG_NAME_EMPTY, 'body.tag_names.0.name'],
      [
        [
          { tag: 1, name: 'Final' },
          { tag: 2, name: ' ＦＩＮＡＬ' },
        ],
        ErrorCode.RECORD_TAG_NAME_DUPLICATE,
        'body.tag_names.1.name',
      ],
      [[{ tag: 0, name: 'Zero' }], ErrorCode.RECORD_TAG_NUMBER_INVALID, 'body.tag_names.0.tag'],
      [[{ tag: 10, name: 'Ten' }], ErrorCode.RECORD_TAG_NUMBER_INVALID, 'body.tag_names.0.tag'],
      [
        [
          { tag: 3, name: 'A' },
          { tag: 3, name: 'B' },
        ],
        ErrorCode.RECORD_TAG_NUMBER_INVALID,
        'body.tag_names.1.tag',
      ],
      [
        Array.from({ length: 10 }, (_, i) => ({ tag: i + 1, name: `T${i}` })),
        ErrorCode.RECORD_TAG_NUMBER_INVALID,
        'body.tag_names.9.tag',
      ],
      [[{ tag: 1, name: 'a\u202Eb' }], ErrorCode.TEXT_NOT_SHOWN, 'body.tag_names.0.name'],
      [[{ tag: 1.5, name: 'Half' }], ErrorCode.PARAM_ERROR, 'body.tag_names.0.tag'],
    ];
    for (const [names, code, field] of refused) {
      const res = await setNames(names);
      expect(res.statusCode, JSON.stringify(names)).toBe(400);
      expect(res.json().error, JSON.stringify(names)).toMatchObject({ code, field });
    }
    expect((await setNames([{ tag: 1, name: '👍🏽'.repeat(20) }])).statusCode).toBe(200);
    expect(
      (
        await setNames([
          { tag: 1, name: '决赛' },
          { tag: 2, name: 'Semi-final' },
        ])
      ).statusCode,
    ).toBe(200);
  });

  it('refuses anyone but a manager (2506), an ended season (2542), an unknown season (2534)', async () => {
    const names = [{ tag: 1, name: 'Other' }];
    expect(codeOf(await setNames(names, stranger.token))).toBe(ErrorCode.NO_PERMISSION);
    expect(codeOf(await setNames(names, manager.token, ended))).toBe(ErrorCode.ENDED_SEASON_READONLY);
    expect(codeOf(await setNames(names, manager.token, { ...ref, season_id: 9 }))).toBe(ErrorCode.SEASON_NOT_FOUND);
    expect((await listed()).tag_names).toEqual([
      { tag: 1, name: '决赛' },
      { tag: 2, name: 'Semi-final' },
    ]);
  });

  it('removes a name: its records keep the number and read "Tag n" again; a freed name can be reused', async () => {
    const res = await setNames([
      { tag: 1, name: 'Semi-final' },
      { tag: 4, name: '决赛' },
    ]);
    expect(res.statusCode).toBe(200);
    const list = await listed();
    expect(list.record_list.map((r: { tag: number }) => r.tag)).toEqual([1, 2, 3, 0]);
    const en = await exportCsv('en');
    expect(uuids.map((u) => en.get(u))).toEqual(['Semi-final', 'Tag 2', 'Tag 3', '']);
    expect((await setNames([])).json().data).toEqual({ tag_names: [] });
    expect((await listed()).tag_names).toEqual([]);
  });
});
