import { encodeAccountId } from '@taikai/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';

/**
 * The exports as an organiser reads them (issue 29 defects 2 and 10): yakuman names in the reader's language, robot
 * seats named with their level, the terminated flag and the tag, the screen's columns and words, file names with
 * the contest's id and name, and the cooldown per contest and kind.
 */

let t: TestApp;
let owner: TestUser;
let players: TestUser[];
let cup: { unique_id: number; season_id: number };
let league: { unique_id: number; season_id: number };
let uuid: string;
let end: string;
/** per seat: the settlement ÷ 1000 and the raw points, as the record keeps them */
let cells: string[];

const post = (url: string, ref: object, lang: string, token = owner.token) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { ...ref, utc_offset: 0 },
    headers: { authorization: `Majsoul ${token}`, 'accept-language': lang },
  });
const records = (ref: object, lang: string) => post('/api/contest/export_contest_game_records', ref, lang);
const yakuman = (ref: object, lang: string) => post('/api/contest/export_contest_yakuman_records', ref, lang);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user({ nickname: 'Owner' });
  players = [];
  for (const n of ['Alice', 'Bob', 'Carol']) players.push(await t.user({ nickname: n }));
  cup = await makeContest(t.db, owner.account_id, t.clock.now() - 86400, { contestId: 4321 });
  league = await makeContest(t.db, owner.account_id, t.clock.now() - 86400, { contestId: 4322 });
  await t.db
    .updateTable('contests')
    .set({
      contest_name: JSON.stringify([
        { lang: 'chs', content: '秋季雀王战' },
        { lang: 'en', content: 'Autumn/Cup' },
      ]),
    })
    .where('unique_id', '=', cup.unique_id)
    .execute();
  const built = testRecord({
    ...cup,
    seats: [...players.map((p) => ({ account_id: p.account_id, nickname: p.nickname })), { account_id: 0 }],
    points: [40_000, 30_000, 20_000, 10_000],
    end_time: t.clock.now() - 7200,
    yakuman: [{ seat: 0, names: ['Kokushi Musou', 'Suuankou Tanki'], value: 3 }],
  });
  // a robot of level 2 in the fourth seat; terminated by a manager; tagged 2
  const config = JSON.parse(built.record.config);
  config.ai_levels = [0, 0, 0, 2];
  built.record.config = JSON.stringify(config);
  built.record.terminated = 1;
  built.record.tag = 2;
  built.record.remark = 'Final';
  uuid = built.record.uuid;
  end = new Date(built.record.end_time * 1000).toISOString().slice(0, 19).replace('T', ' ');
  const result: { players: { total_point: number; part_point_1: number }[] } = JSON.parse(built.record.result);
  cells = result.players.map((p) => `${p.total_point / 1000},${p.part_point_1}`);
  await addRecords(t.db, [built], t.clock.now());
});

const id = (i: number) => encodeAccountId(players[i].account_id);

describe('records CSV', () => {
  it("writes the screen's columns and words, the robot's name and level, terminated and the tag (zh-CN)", async () => {
    const res = await records(cup, 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '\uFEFF' +
        '结束时间,已终止,' +
        '1号位 选手,1号位 ID,1号位 分数,1号位 终局点数,' +
        '2号位 选手,2号位 ID,2号位 分数,2号位 终局点数,' +
        '3号位 选手,3号位 ID,3号位 分数,3号位 终局点数,' +
        '4号位 选手,4号位 ID,4号位 分数,4号位 终局点数,' +
        '备注,标记,对局UUID\r\n' +
        `${end},1,Alice,${id(0)},${cells[0]},Bob,${id(1)},${cells[1]},Carol,${id(2)},${cells[2]},` +
        // tag 2, which the season has not named: "Tag 2" as the records page shows it
        `电脑（等级2）,,${cells[3]},Final,标记2,${uuid}\r\n`,
    );
  });

  it('names the file by the contest id and name, as the roster file, in the reader language', async () => {
    t.clock.advance(300);
    const zh = await records(cup, 'zh-CN');
    expect(zh.headers['content-disposition']).toBe(
      `attachment; filename="4321_______season1_records.csv"; filename*=UTF-8''${encodeURIComponent('4321_秋季雀王战_season1_records.csv')}`,
    );
    const en = await yakuman(cup, 'en');
    // a character file systems refuse becomes `_`
    expect(en.headers['content-disposition']).toBe('attachment; filename="4321_Autumn_Cup_season1_yakuman.csv"');
  });

  it('keeps the cooldown per contest and export kind', async () => {
    t.clock.advance(300);
    expect((await records(cup, 'en')).statusCode).toBe(200);
    // the same kind in another contest is not held back; the same contest and kind is
    expect((await records(league, 'en')).statusCode).toBe(200);
    expect(codeOf(await records(cup, 'en'))).toBe(2581);
    expect(codeOf(await records(league, 'en'))).toBe(2581);
    t.clock.advance(300);
    expect((await records(cup, 'en')).statusCode).toBe(200);
  });
});

describe('yakuman CSV', () => {
  it("names the yakuman in the reader's language, with the list's columns (zh-CN, ja, en)", async () => {
    t.clock.advance(300);
    const alice = id(0);
    const zh = await yakuman(cup, 'zh-CN');
    expect(zh.body).toBe(
      `\uFEFF结束时间,选手,ID,役满,倍数,对局UUID\r\n${end},Alice,${alice},国士无双 · 四暗刻单骑,3,${uuid}\r\n`,
    );
    t.clock.advance(300);
    const ja = await yakuman(cup, 'ja');
    expect(ja.body).toBe(
      `\uFEFF終了時刻,選手,ID,役満,倍数,対局UUID\r\n${end},Alice,${alice},国士無双 · 四暗刻単騎,3,${uuid}\r\n`,
    );
    t.clock.advance(300);
    const en = await yakuman(cup, 'en');
    expect(en.body).toBe(
      `\uFEFFEnd time,Player,ID,Yakuman,Value,Game UUID\r\n${end},Alice,${alice},Kokushi Musou · Suuankou Tanki,3,${uuid}\r\n`,
    );
  });
});
