import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { addManager } from '../../../test/kit/season.js';
import type { MjaiEvent } from '../../games/engine.js';

/** A finished game's log as a download (paipu with the wall commitments revealed): who may, and what the file holds. */

const URL = '/api/contest/fetch_contest_game_record_log';
let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let seated: TestUser;
let other: TestUser;
let ref: { unique_id: number; season_id: number };
let uuid: string;
let removedUuid: string;

const kyoku = (kyoku: number) =>
  ({ type: 'start_kyoku', bakaze: 'E', kyoku, honba: 0, kyotaku: 0, oya: kyoku - 1, dora_marker: '1m' }) as never;
const LOG = [
  { type: 'start_game', names: ['a', 'b', 'c', 'd'] },
  kyoku(1),
  { type: 'ryukyoku', reason: 'fanpai' },
  { type: 'end_kyoku' },
  kyoku(2),
  { type: 'end_kyoku' },
  { type: 'end_game' },
] as unknown as MjaiEvent[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user({ nickname: 'Owner' });
  manager = await t.user({ nickname: 'Manager' });
  seated = await t.user({ nickname: 'Seated' });
  other = await t.user({ nickname: 'Other' });
  ref = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
  await addManager(t.db, ref.unique_id, manager.account_id, t.clock.now());
  const seats = [
    { account_id: seated.account_id, nickname: 'Seated' },
    { account_id: 0 },
    { account_id: 0 },
    { account_id: 0 },
  ];
  const game = testRecord({
    ...ref,
    seats,
    points: [40_000, 30_000, 20_000, 10_000],
    end_time: t.clock.now() - 60,
    mjai: LOG,
  });
  const removed = testRecord({ ...ref, seats, points: [25_000, 25_000, 25_000, 25_000], end_time: t.clock.now() - 30 });
  uuid = game.record.uuid;
  removedUuid = removed.record.uuid;
  await addRecords(t.db, [game, removed], t.clock.now());
  await t.db.updateTable('game_records').set({ removed: 1 }).where('uuid', '=', removedUuid).execute();
});

const fetchLog = (token: string | null, id = uuid, uniqueId = ref.unique_id) =>
  t.get(URL, token, { unique_id: uniqueId, uuid: id });

describe('fetch_contest_game_record_log', () => {
  it('gives a manager the log as a JSON attachment named by the uuid; each start_kyoku reveals wall, salt and hash', async () => {
    const res = await fetchLog(manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${uuid}.json"`);
    const file = res.json();
    expect(file).toMatchObject({
      format: 'taikai-game-log',
      version: 1,
      uuid,
      unique_id: ref.unique_id,
      season_id: ref.season_id,
      start_time: t.clock.now() - 60 - 1800,
      end_time: t.clock.now() - 60,
      terminated: 0,
      removed: 0,
      rule: { round_type: 1, init_points: [25000, 25000, 25000, 25000] },
    });
    expect(file.players).toEqual([
      { account_id: seated.account_id, nickname: 'Seated', seat: 0 },
      { account_id: 0, nickname: 'AI', seat: 1 },
      { account_id: 0, nickname: 'AI', seat: 2 },
      { account_id: 0, nickname: 'AI', seat: 3 },
    ]);
    expect(file.mjai.map((e: { type: string }) => e.type)).toEqual(LOG.map((e) => e.type));
    const deals = file.mjai.filter((e: { type: string }) => e.type === 'start_kyoku');
    expect(deals).toHaveLength(2);
    for (const d of deals) {
      expect(d.wall).toHaveLength(136);
      expect(d.wall_salt).toMatch(/^[0-9a-f]{64}$/);
      expect(
        createHash('sha256')
          .update(`${d.wall_salt}:${d.wall.join(',')}`)
          .digest('hex'),
      ).toBe(d.wall_hash);
    }
    expect(deals[0].wall_hash).not.toBe(deals[1].wall_hash);
  });

  it('gives it to the creator and to a person seated in the game, the same file', async () => {
    const byManager = (await fetchLog(manager.token)).body;
    for (const who of [owner, seated]) {
      const res = await fetchLog(who.token);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(byManager);
    }
  });

  it('refuses another player (2506), also for an unknown uuid, and a logged-out caller (2505)', async () => {
    expect(codeOf(await fetchLog(other.token))).toBe(2506);
    expect(codeOf(await fetchLog(other.token, 'no-such-game'))).toBe(2506);
    expect(codeOf(await fetchLog(null))).toBe(2505);
  });

  it('answers 1203 to a manager for an unknown uuid or another contest’s record', async () => {
    expect(codeOf(await fetchLog(manager.token, 'no-such-game'))).toBe(1203);
    const elsewhere = await makeContest(t.db, manager.account_id, t.clock.now());
    expect(codeOf(await fetchLog(manager.token, uuid, elsewhere.unique_id))).toBe(1203);
    // a seated player naming the record under another contest is not let in either
    expect(codeOf(await fetchLog(seated.token, uuid, elsewhere.unique_id))).toBe(2506);
  });

  it('includes removed records, as the records list does (marked removed in the header)', async () => {
    for (const who of [manager, seated]) {
      const res = await fetchLog(who.token, removedUuid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uuid: removedUuid, removed: 1, mjai: [] });
    }
  });

  it('refuses a seated player when the contest is deleted (2560)', async () => {
    const c = await makeContest(t.db, owner.account_id, t.clock.now());
    const seats = [{ account_id: seated.account_id }, { account_id: 0 }, { account_id: 0 }, { account_id: 0 }];
    const r = testRecord({ ...c, seats, points: [25_000, 25_000, 25_000, 25_000], end_time: t.clock.now() - 10 });
    await addRecords(t.db, [r], t.clock.now());
    await t.db.updateTable('contests').set({ deleted: 1 }).where('unique_id', '=', c.unique_id).execute();
    expect(codeOf(await fetchLog(seated.token, r.record.uuid, c.unique_id))).toBe(2560);
  });

  it('refuses bad input as a parameter error (3)', async () => {
    expect(codeOf(await t.get(URL, manager.token, { unique_id: ref.unique_id }))).toBe(3);
  });
});
