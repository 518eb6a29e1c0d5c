import { ErrorCode } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp } from '../../../test/helpers.js';
import { insertLiveGame, joinedPlayers, markReady } from '../../../test/kit/game.js';
import { contestFixture } from '../../../test/kit/season.js';

/** GET /api/contest/player/my_games: my plans, my running game with live scores, my last results. */

const t = await createTestApp();
const creator = await t.user({ nickname: 'creator' });
const MY_GAMES = '/api/contest/player/my_games';

async function insertRecord(
  f: { unique_id: number; season_id: number },
  uuid: string,
  seats: { account_id: number; nickname: string; part: number; total: number; placement: number }[],
  endTime: number,
  removed = 0,
): Promise<void> {
  await t.db
    .insertInto('game_records')
    .values({
      uuid,
      unique_id: f.unique_id,
      season_id: f.season_id,
      plan_uuid: null,
      start_time: endTime - 1800,
      end_time: endTime,
      config: JSON.stringify({ round_type: 2 }),
      accounts: JSON.stringify(seats.map((s, seat) => ({ account_id: s.account_id, nickname: s.nickname, seat }))),
      result: JSON.stringify({
        players: seats.map((s, seat) => ({ seat, part_point_1: s.part, total_point: s.total })),
      }),
      removed,
      tag: 0,
      remark: '',
      terminated: 0,
      hands: 8,
    })
    .execute();
  await t.db
    .insertInto('game_record_players')
    .values(
      seats
        .map((s, seat) => ({ s, seat }))
        .filter(({ s }) => s.account_id > 0)
        .map(({ s, seat }) => ({
          record_uuid: uuid,
          seat,
          unique_id: f.unique_id,
          season_id: f.season_id,
          account_id: s.account_id,
          placement: s.placement,
          part_point_1: s.part,
          total_point: s.total,
          end_time: endTime,
          removed,
          hands: 8,
          wins: 0,
          deal_ins: 0,
          riichis: 0,
        })),
    )
    .execute();
}

describe('my_games', () => {
  it('marks a result of a table played elsewhere as offline (it has no replay)', async () => {
    const f = await contestFixture(t, creator);
    const [me] = await joinedPlayers(t, f, 1);
    const season = { unique_id: f.unique_id, season_id: f.season_id };
    const seats = [me, null, null, null].map((p, i) => ({
      account_id: p?.account_id ?? 0,
      nickname: p?.nickname ?? '',
      part: 25000,
      total: 0,
      placement: i + 1,
    }));
    await insertRecord(season, 'rec-offline', seats, t.clock.now() - 600);
    await t.db.updateTable('game_records').set({ offline: 1 }).where('uuid', '=', 'rec-offline').execute();
    const res = await t.get(MY_GAMES, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results[0]).toMatchObject({ uuid: 'rec-offline', offline: 1 });
  });

  it('lists my waiting plan with seats and readiness, my live game with scores, and my last results', async () => {
    const f = await contestFixture(t, creator);
    const [me, other] = await joinedPlayers(t, f, 2);
    const season = { unique_id: f.unique_id, season_id: f.season_id };
    await markReady(t.db, season, [me.account_id], t.clock.now());
    const plan = await t.post(
      '/api/contest/create_game_plan',
      {
        ...season,
        account_list: [0, me.account_id, other.account_id, 0],
        game_start_time: t.clock.now() + 600,
        remark: 'semi',
      },
      creator.token,
    );
    expect(plan.statusCode).toBe(200);
    await insertRecord(
      season,
      'rec-old',
      [
        { account_id: me.account_id, nickname: me.nickname, part: 40000, total: 45000, placement: 1 },
        { account_id: 0, nickname: '', part: 30000, total: 10000, placement: 2 },
        { account_id: 0, nickname: '', part: 20000, total: -15000, placement: 3 },
        { account_id: 0, nickname: '', part: 10000, total: -40000, placement: 4 },
      ],
      t.clock.now() - 7200,
    );
    await insertRecord(
      season,
      'rec-removed',
      [
        { account_id: 0, nickname: '', part: 25000, total: 5000, placement: 1 },
        { account_id: me.account_id, nickname: me.nickname, part: 25000, total: -5000, placement: 2 },
        { account_id: 0, nickname: '', part: 25000, total: 0, placement: 3 },
        { account_id: 0, nickname: '', part: 25000, total: 0, placement: 4 },
      ],
      t.clock.now() - 3600,
      1,
    );

    const res = await t.get(MY_GAMES, me.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.plans).toHaveLength(1);
    expect(data.plans[0]).toMatchObject({
      ...season,
      uuid: plan.json().data.uuid,
      game_start_time: t.clock.now() + 600,
      seat: 1,
      ready: true,
      remark: 'semi',
      contest_name: [{ lang: 'default', content: 'Fixture contest' }],
    });
    expect(data.plans[0].accounts.map((s: { account_id: number; ready: boolean }) => [s.account_id, s.ready])).toEqual([
      [0, true],
      [me.account_id, true],
      [other.account_id, false],
      [0, true],
    ]);
    expect(data.running).toEqual([]);
    expect(data.results).toHaveLength(1);
    expect(data.results[0]).toMatchObject({
      uuid: 'rec-old',
      seat: 0,
      placement: 1,
      part_point_1: 40000,
      total_point: 45000,
      offline: 0,
    });
    expect(data.results[0].players[3]).toEqual({
      account_id: 0,
      nickname: '',
      seat: 3,
      part_point_1: 10000,
      total_point: -40000,
    });

    // the other player's game, started: shows with its scores for them
    await insertLiveGame(t.db, season, 'my-live', [other.account_id, 0, 0, 0], t.clock.now());
    await t.db
      .updateTable('games')
      .set({ scores: '[31000,23000,23000,23000]', ju: 2 })
      .where('uuid', '=', 'my-live')
      .execute();
    const theirs = (await t.get(MY_GAMES, other.token)).json().data;
    expect(theirs.running).toHaveLength(1);
    expect(theirs.running[0]).toMatchObject({ game_uuid: 'my-live', seat: 0, ju: 2, paused: 0 });
    expect(theirs.running[0].players.map((p: { score: number }) => p.score)).toEqual([31000, 23000, 23000, 23000]);
  });

  it('tells each seat its wind in the hand being played, not its starting one (4 and 3 players)', async () => {
    const f = await contestFixture(t, creator);
    const [me, other] = await joinedPlayers(t, f, 2);
    const season = { unique_id: f.unique_id, season_id: f.season_id };
    await insertLiveGame(t.db, season, 'winds-4', [0, 0, me.account_id, 0], t.clock.now());
    // South 3: the deal has passed to seat 2, which is east now
    await t.db.updateTable('games').set({ chang: 1, ju: 2 }).where('uuid', '=', 'winds-4').execute();
    const four = (await t.get(MY_GAMES, me.token)).json().data.running[0];
    expect(four.players.map((p: { seat: number; wind: number }) => [p.seat, p.wind])).toEqual([
      [0, 2],
      [1, 3],
      [2, 0],
      [3, 1],
    ]);
    await insertLiveGame(t.db, season, 'winds-3', [other.account_id, 0, 0], t.clock.now());
    await t.db.updateTable('games').set({ ju: 1 }).where('uuid', '=', 'winds-3').execute();
    const three = (await t.get(MY_GAMES, other.token)).json().data.running[0];
    expect(three.players.map((p: { seat: number; wind: number }) => [p.seat, p.wind])).toEqual([
      [0, 2],
      [1, 0],
      [2, 1],
    ]);
  });

  it('needs a login (2505)', async () => {
    expect(codeOf(await t.get(MY_GAMES))).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
