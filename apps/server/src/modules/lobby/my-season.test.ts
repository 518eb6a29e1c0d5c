import type { MySeasonReply } from '@taikai/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinSeason, makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';

/** A player's own season in the lobby: their standing, statistics and games, and nobody else's. */
let t: TestApp;
let me: TestUser;
let rival: TestUser;
let stranger: TestUser;
let ref: { unique_id: number; season_id: number };
let removed: string;

const URL = '/api/contest/player/my_season';

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.user({ nickname: 'Owner' });
  me = await t.user({ nickname: 'Me' });
  rival = await t.user({ nickname: 'Rival' });
  stranger = await t.user({ nickname: 'Stranger' });
  ref = await makeContest(t.db, owner.account_id, T0 - 86400);
  await joinSeason(t.db, ref, [me.account_id, rival.account_id], T0 - 86400);
  const seats = [
    { account_id: me.account_id, nickname: 'Me' },
    { account_id: rival.account_id, nickname: 'Rival' },
    { account_id: 0 },
    { account_id: 0 },
  ];
  const games = [
    testRecord({ ...ref, seats, points: [40_000, 30_000, 20_000, 10_000], end_time: T0 - 300 }),
    testRecord({ ...ref, seats, points: [10_000, 40_000, 30_000, 20_000], end_time: T0 - 200 }),
    testRecord({ ...ref, seats, points: [35_000, 25_000, 25_000, 15_000], end_time: T0 - 100 }),
  ];
  removed = games[2].record.uuid;
  await addRecords(t.db, games, T0 - 100);
  await t.post('/api/contest/update_contest_game_record', { ...ref, uuid: removed, remove: 1 }, owner.token);
});

const mine = async (token: string, extra: Record<string, number> = {}) => {
  const res = await t.get(URL, token, { ...ref, ...extra });
  return res.statusCode === 200 ? (res.json().data as MySeasonReply) : (res.json().error.code as number);
};

describe('GET /api/contest/player/my_season', () => {
  it('gives a player their standing, statistics and counted games, newest first', async () => {
    const r = (await mine(me.token)) as MySeasonReply;
    expect(r.data.player).toMatchObject({ account_id: me.account_id, state: 2 });
    expect(r.data.rank_data).toMatchObject({ rank_1_count: 1, rank_4_count: 1 });
    expect(r.records.total).toBe(2);
    expect(r.records.record_list.map((g) => g.end_time)).toEqual([T0 - 200, T0 - 300]);
    expect(r.records.record_list.some((g) => g.uuid === removed)).toBe(false);
    // two players, one ahead of the other: each sees their own place
    const theirs = (await mine(rival.token)) as MySeasonReply;
    expect([r.data.rank_data.rank, theirs.data.rank_data.rank].sort()).toEqual([1, 2]);
  });

  it('pages the games', async () => {
    const r = (await mine(me.token, { offset: 1, limit: 1 })) as MySeasonReply;
    expect(r.records.record_list.map((g) => g.end_time)).toEqual([T0 - 300]);
    expect(r.records.total).toBe(2);
  });

  it('refuses someone who is not on the roster and never played in the season', async () => {
    expect(await mine(stranger.token)).toBe(2506);
    expect(await mine(me.token, { season_id: 999 })).toBe(2534);
  });
});
