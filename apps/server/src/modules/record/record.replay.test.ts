import type { ReplayReply } from '@taikai/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { addManager } from '../../../test/kit/season.js';
import type { MjaiEvent } from '../../games/engine.js';

/** A finished game's replay by link: who may open it and when (60 s watch delay), and who may make it public. */

const LOG = [
  { type: 'start_game', names: ['a', 'b', 'c', 'd'] },
  { type: 'start_kyoku', bakaze: 'E', kyoku: 1, honba: 0, kyotaku: 0, oya: 0, dora_marker: '1m' },
  { type: 'ryukyoku', reason: 'fanpai' },
  { type: 'end_kyoku' },
  { type: 'end_game' },
] as unknown as MjaiEvent[];
const PUBLIC = '/api/contest/set_contest_game_record_replay_public';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let seated: TestUser;
let observer: TestUser;
let stranger: TestUser;
let ref: { unique_id: number; season_id: number };
let uuid: string;
const END = T0 + 100;

const open = async (token: string | null, id = uuid) => {
  const res = await t.get(`/api/game/replay/${id}`, token);
  return res.statusCode === 200 ? (res.json().data as ReplayReply) : (res.json().error.code as number);
};

beforeAll(async () => {
  t = await createTestApp({ config: { watchDelaySeconds: 60 } });
  owner = await t.user({ nickname: 'Owner' });
  manager = await t.user({ nickname: 'Manager' });
  seated = await t.user({ nickname: 'Seated' });
  observer = await t.user({ nickname: 'Observer' });
  stranger = await t.user({ nickname: 'Stranger' });
  ref = await makeContest(t.db, owner.account_id, T0 - 86400);
  await addManager(t.db, ref.unique_id, manager.account_id, T0);
  await t.db
    .insertInto('contest_observers')
    .values({ unique_id: ref.unique_id, account_id: observer.account_id, create_time: T0 })
    .execute();
  await t.db.updateTable('contests').set({ observer_switch: 1 }).where('unique_id', '=', ref.unique_id).execute();
  const game = testRecord({
    ...ref,
    seats: [
      { account_id: seated.account_id, nickname: 'Seated' },
      { account_id: 0 },
      { account_id: 0 },
      { account_id: 0 },
    ],
    points: [40_000, 30_000, 20_000, 10_000],
    end_time: END,
    mjai: LOG,
  });
  uuid = game.record.uuid;
  await addRecords(t.db, [game], T0);
});

describe('GET /api/game/replay/{game_uuid}', () => {
  it('opens at once for the creator, a manager and the people seated; the log is the download’s', async () => {
    t.clock.set(END + 1);
    for (const who of [owner, manager, seated]) {
      const r = await open(who.token);
      expect(r, who.nickname).toMatchObject({ public: 0, log: { format: 'taikai-game-log', uuid } });
    }
    expect(await open(owner.token)).toMatchObject({ can_publish: true });
    expect(await open(seated.token)).toMatchObject({ can_publish: false });
    const download = await t.get('/api/contest/fetch_contest_game_record_log', manager.token, {
      unique_id: ref.unique_id,
      uuid,
    });
    expect(((await open(manager.token)) as ReplayReply).log).toEqual(JSON.parse(download.body));
  });

  it('opens for an observer only once the game ended 60 s ago, and never for a stranger or while the switch is off', async () => {
    t.clock.set(END + 59);
    expect(await open(observer.token)).toBe(1203);
    t.clock.set(END + 60);
    expect(await open(observer.token)).toMatchObject({ can_publish: false });
    for (const who of [stranger.token, null]) expect(await open(who)).toBe(1203);
    await t.db.updateTable('contests').set({ observer_switch: 0 }).where('unique_id', '=', ref.unique_id).execute();
    expect(await open(observer.token)).toBe(1203);
    await t.db.updateTable('contests').set({ observer_switch: 1 }).where('unique_id', '=', ref.unique_id).execute();
  });

  it('opens for anyone with the link once a manager made it public (after the delay), until it is made private', async () => {
    const body = (p: 0 | 1) => ({ ...ref, uuid, public: p });
    expect((await t.post(PUBLIC, body(1), seated.token)).json().error.code).toBe(2506);
    expect((await t.post(PUBLIC, body(1), manager.token)).statusCode).toBe(200);
    t.clock.set(END + 59);
    expect(await open(null)).toBe(1203);
    t.clock.set(END + 60);
    expect(await open(null)).toMatchObject({ public: 1, can_publish: false });
    expect(await open(stranger.token)).toMatchObject({ public: 1 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('unique_id', '=', ref.unique_id)
      .where('action', '=', 'record.replay_public')
      .execute();
    expect(audit).toHaveLength(1);
    // the same state again changes nothing and writes no audit row
    expect((await t.post(PUBLIC, body(1), manager.token)).statusCode).toBe(200);
    expect((await t.post(PUBLIC, body(0), owner.token)).statusCode).toBe(200);
    expect(await open(null)).toBe(1203);
    const rows = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'record.replay_public')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('keeps a removed record from everyone but managers and the people seated, and answers 1203 for no such game', async () => {
    await t.db.updateTable('game_records').set({ removed: 1, replay_public: 1 }).where('uuid', '=', uuid).execute();
    t.clock.set(END + 600);
    for (const who of [observer.token, stranger.token, null]) expect(await open(who)).toBe(1203);
    expect(await open(seated.token)).toMatchObject({ log: { uuid } });
    expect(await open(manager.token)).toMatchObject({ log: { uuid } });
    expect(await open(owner.token, 'no-such-game')).toBe(1203);
  });

  it('lists the public mark in the records list', async () => {
    const res = await t.get('/api/contest/fetch_contest_game_records', owner.token, { ...ref, offset: 0, limit: 10 });
    expect(res.json().data.record_list[0]).toMatchObject({ uuid, replay_public: 1 });
  });
});
