import { gameEndpoints } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp } from '../../../test/helpers.js';
import { insertLiveGame, joinedPlayers } from '../../../test/kit/game.js';

/**
 * The authorisation matrix of the games endpoints: every entry of `gameEndpoints` × {no token, bad token, unrelated
 * account, manager of another contest, manager, creator}, each cell on a fresh contest with fresh players (a person
 * sits in one plan at a time). "Allowed" means the call succeeds with the example input below; the live progress
 * call is public.
 */
const t = await createTestApp();
const creator = await t.user({ nickname: 'creator' });
const manager = await t.user({ nickname: 'manager' });
const stranger = await t.user({ nickname: 'stranger' });
const otherManager = await t.user({ nickname: 'other-manager' });

const other = await makeContest(t.db, stranger.account_id, t.clock.now());
await t.db
  .insertInto('contest_admins')
  .values({ unique_id: other.unique_id, account_id: otherManager.account_id, create_time: 0 })
  .execute();

type Actor = 'none' | 'bad' | 'stranger' | 'otherManager' | 'manager' | 'creator';
const ACTORS: Actor[] = ['none', 'bad', 'stranger', 'otherManager', 'manager', 'creator'];
const tokenOf = (a: Actor): string | null =>
  ({
    none: null,
    bad: 'not-a-real-token',
    stranger: stranger.token,
    otherManager: otherManager.token,
    manager: manager.token,
    creator: creator.token,
  })[a];

interface Cell {
  unique_id: number;
  season_id: number;
  plan: string;
  game: string;
  player: number;
}

let games = 0;

/** A contest of the creator's with the manager appointed, a joined player, a waiting plan and a running game. */
async function freshContest(): Promise<Cell> {
  const c = await makeContest(t.db, creator.account_id, t.clock.now());
  await t.db
    .insertInto('contest_admins')
    .values({ unique_id: c.unique_id, account_id: manager.account_id, create_time: 0 })
    .execute();
  const [seated, free, playing] = await joinedPlayers(t, c, 3);
  const plan = await t.post(
    '/api/contest/create_game_plan',
    { ...c, account_list: [seated.account_id, 0, 0, 0], game_start_time: t.clock.now() + 3600 },
    creator.token,
  );
  games += 1;
  const game = `matrix-game-${games}`;
  await insertLiveGame(t.db, c, game, [playing.account_id, 0, 0, 0], t.clock.now());
  return { ...c, plan: plan.json().data.uuid, game, player: free.account_id };
}

type Key = keyof typeof gameEndpoints;

/** An example input per endpoint that succeeds for a manager. */
const EXAMPLES: Record<Key, (c: Cell) => Record<string, unknown>> = {
  readyPlayerList: (c) => ({ unique_id: c.unique_id, season_id: c.season_id }),
  createGamePlan: (c) => ({
    unique_id: c.unique_id,
    season_id: c.season_id,
    account_list: [c.player, 0, 0, 0],
    init_points: [25000, 25000, 25000, 25000],
    game_start_time: t.clock.now() + 600,
    shuffle_seats: 0,
    ai_level: 1,
    remark: 'matrix',
  }),
  fetchContestGamePlanList: (c) => ({ unique_id: c.unique_id, season_id: c.season_id }),
  removeContestPlanGame: (c) => ({ unique_id: c.unique_id, season_id: c.season_id, uuid: c.plan }),
  updateContestGameRemark: (c) => ({ unique_id: c.unique_id, uuid: c.plan, remark: 'r' }),
  contestRunningGameList: (c) => ({ unique_id: c.unique_id, season_id: c.season_id }),
  pauseContestRunningGame: (c) => ({ unique_id: c.unique_id, game_uuid: c.game, resume: 1 }),
  terminateContestRunningGame: (c) => ({ unique_id: c.unique_id, uuid: c.game }),
  gameProgressLatest: () => ({}),
};

function expected(key: Key, actor: Actor): number | undefined {
  if (gameEndpoints[key].policy === 'public') return undefined;
  if (actor === 'none' || actor === 'bad') return 2505;
  if (actor === 'stranger' || actor === 'otherManager') return 2506;
  return undefined;
}

describe('games authorisation matrix', () => {
  for (const key of Object.keys(gameEndpoints) as Key[]) {
    const endpoint = gameEndpoints[key];
    for (const actor of ACTORS) {
      const want = expected(key, actor);
      it(`${endpoint.method} ${endpoint.path} as ${actor} → ${want ?? 'allowed'}`, async () => {
        const c = await freshContest();
        const url = endpoint.path.replace(':game_uuid', c.game);
        const input = EXAMPLES[key](c);
        const res =
          endpoint.method === 'GET'
            ? await t.get(url, tokenOf(actor), input)
            : await t.post(url, input, tokenOf(actor));
        if (want === undefined) {
          expect(res.json().error).toBeUndefined();
          expect(res.statusCode).toBe(200);
        } else {
          expect(codeOf(res)).toBe(want);
          expect(res.statusCode).toBe(want === 2505 ? 401 : 403);
        }
      });
    }
  }

  it('covers my_games: a login is needed (2505), any account may ask', async () => {
    expect(codeOf(await t.get('/api/contest/player/my_games'))).toBe(2505);
    expect((await t.get('/api/contest/player/my_games', stranger.token)).statusCode).toBe(200);
  });
});
