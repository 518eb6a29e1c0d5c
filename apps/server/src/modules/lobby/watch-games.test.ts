import type { WatchGamesReply } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { createTestApp, T0 } from '../../../test/helpers.js';
import { insertGame, writePositions } from '../../games/games.repository.js';

/** The lobby's games to watch: who sees which games, and an observer only 60 s behind. */
describe('GET /api/contest/player/watch_games', async () => {
  const t = await createTestApp({ config: { watchDelaySeconds: 60 } });
  const creator = await t.user({ nickname: 'creator' });
  const manager = await t.user({ nickname: 'manager' });
  const observer = await t.user({ nickname: 'observer' });
  const stranger = await t.user({ nickname: 'stranger' });
  const f = await makeContest(t.db, creator.account_id, T0);
  const closed = await makeContest(t.db, creator.account_id, T0);
  await t.db
    .insertInto('contest_admins')
    .values({ unique_id: f.unique_id, account_id: manager.account_id, create_time: T0 })
    .execute();
  for (const c of [f, closed]) {
    await t.db
      .insertInto('contest_observers')
      .values({ unique_id: c.unique_id, account_id: observer.account_id, create_time: T0 })
      .execute();
  }
  // the first contest lets its observers watch, the second does not
  await t.db.updateTable('contests').set({ observer_switch: 1 }).where('unique_id', '=', f.unique_id).execute();

  const start = [25000, 25000, 25000, 25000];
  const game = async (c: { unique_id: number; season_id: number }, uuid: string) => {
    await insertGame(t.db, {
      uuid,
      plan_uuid: null,
      unique_id: c.unique_id,
      season_id: c.season_id,
      round_type: 2,
      config: { seed: uuid, roundType: 2, initPoints: start } as never,
      remark: '',
      owner: 'elsewhere',
      lease_until: T0 + 3600,
      now: T0,
      seats: [0, 1, 2, 3].map((seat) => ({ seat, account_id: 0, nickname: `bot${seat}`, ai_level: 1 })),
      scores: start,
    });
  };
  const uuid = '00000000-0000-4000-8000-0000000000a1';
  await game(f, uuid);
  await game(closed, '00000000-0000-4000-8000-0000000000a2');
  await writePositions(t.db, [
    {
      uuid,
      owner: 'elsewhere',
      seq: 0,
      decisions: [],
      chang: 0,
      ju: 1,
      ben: 0,
      scores: [33000, 17000, 25000, 25000],
      decision_count: 0,
      now: T0 + 30,
    },
  ]);
  const watch = async (token: string) => {
    const res = await t.get('/api/contest/player/watch_games', token);
    expect(res.statusCode).toBe(200);
    return res.json().data as WatchGamesReply;
  };

  it("lists the games of the contests one manages or observes (switch on), and nobody else's", async () => {
    t.clock.set(T0 + 40);
    expect((await watch(creator.token)).games.map((g) => g.game_uuid).sort()).toEqual([
      uuid,
      '00000000-0000-4000-8000-0000000000a2',
    ]);
    expect((await watch(manager.token)).games.map((g) => g.game_uuid)).toEqual([uuid]);
    expect((await watch(observer.token)).games.map((g) => g.game_uuid)).toEqual([uuid]);
    expect((await watch(stranger.token)).games).toEqual([]);
    expect((await watch(stranger.token)).delay_seconds).toBe(60);
  });

  it('shows a manager the game as it is and an observer the game 60 s ago', async () => {
    t.clock.set(T0 + 40);
    const live = (await watch(manager.token)).games[0];
    expect(live).toMatchObject({ live: true, ju: 1 });
    expect(live.players.map((p) => p.score)).toEqual([33000, 17000, 25000, 25000]);
    const behind = (await watch(observer.token)).games[0];
    expect(behind).toMatchObject({ live: false, ju: 0 });
    expect(behind.players.map((p) => p.score)).toEqual(start);
    expect(behind.players.map((p) => p.nickname)).toEqual(['bot0', 'bot1', 'bot2', 'bot3']);
    t.clock.set(T0 + 90);
    expect((await watch(observer.token)).games[0]).toMatchObject({ live: false, ju: 1 });
  });

  it('drops an observer once the observer switch is off, and every game once it ends', async () => {
    await t.db.updateTable('contests').set({ observer_switch: 0 }).where('unique_id', '=', f.unique_id).execute();
    expect((await watch(observer.token)).games).toEqual([]);
    await t.db
      .updateTable('games')
      .set({ status: 'finished', end_time: T0 + 100 })
      .where('uuid', '=', uuid)
      .execute();
    expect((await watch(manager.token)).games).toEqual([]);
  });
});
