import { playGame } from '@taikai/engine';
import { DAY_SECONDS, DEFAULT_GAME_RULE_SETTING, PlayerState, SignupType } from '@taikai/shared';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { buildRecord } from '../games/record.js';
import { writeBuiltRecords } from '../games/record.repository.js';
import { insertContest } from '../modules/contest/contest.repository.js';
import { EMPTY_ACCOUNT_DATA, insertPlayers } from '../modules/roster/roster.repository.js';
import { insertSeason } from '../modules/season/season.repository.js';
import { newSeasonRow } from '../modules/season/season.rules.js';

/**
 * The demo's finished league: a second contest of the demo operator, "Taikai 夏季联赛", whose season ran
 * from 40 to 2 days before the seed and is finished (not ended, so records can still be removed and restored), with
 * DEMO_GAMES robot-played games among 24 of the demo players — records, yakuman, standings and charts on first login.
 *
 * The games are played by the engine (`playGame`, seeded, so every install shows the same standings) and written
 * with the game host's `buildRecord` (one record format), after the server has started: `createDemoLeague` adds the
 * contest, season and roster inside the seed's transaction; `scheduleDemoGames` then plays and records the games in
 * the background, yielding between games so the server keeps answering; `demoGamesDone()` resolves when they are in.
 */
export const DEMO_GAMES = 500;
export const DEMO_LEAGUE_NAME = 'Taikai 夏季联赛';
const LEAGUE_PLAYERS = 24;

interface League {
  unique_id: number;
  season_id: number;
  start: number;
  end: number;
  players: { account_id: number; nickname: string }[];
}

let pending: League | null = null;
let done: Promise<void> = Promise.resolve();

/** Resolves once the demo league's games are recorded (at once when none are being played). */
export function demoGamesDone(): Promise<void> {
  return done;
}

export async function createDemoLeague(
  trx: Executor,
  operatorId: number,
  players: readonly { account_id: number; nickname: string }[],
  now: number,
): Promise<void> {
  const created = now - 45 * DAY_SECONDS;
  const start = now - 40 * DAY_SECONDS;
  const end = now - 2 * DAY_SECONDS;
  const unique_id = await insertContest(trx, {
    contest_id: 100_000 + (operatorId % 800_000),
    creator_id: operatorId,
    create_time: created,
    start_time: start,
    finish_time: end,
    deleted: 0,
    open_show: 1,
    i18n_switch: 0,
    observer_switch: 0,
    contest_type: 0,
    show_zones: '[1,2,3]',
    available_zones: '[1,2,3]',
    contest_setting: JSON.stringify({ game_limit: 0, system_broadcast: 0, level_limit: [] }),
    game_rule_setting: JSON.stringify({ ...DEFAULT_GAME_RULE_SETTING, round_type: 1 }),
    contest_name: JSON.stringify([{ lang: 'default', content: DEMO_LEAGUE_NAME }]),
    public_notice: '[]',
    private_notice: '[]',
    manager_notice: '',
    check_state: 0,
    review_state: 0,
    locked: 0,
    max_player_count: 3000,
  });
  await insertSeason(
    trx,
    newSeasonRow({
      unique_id,
      season_id: 1,
      create_time: created,
      start_time: start,
      end_time: end,
      signup_type: SignupType.Auto,
      signup_start_time: created,
    }),
  );
  const roster = players.slice(0, LEAGUE_PLAYERS);
  await insertPlayers(
    trx,
    roster.map((p, i) => ({
      unique_id,
      season_id: 1,
      account_id: p.account_id,
      state: PlayerState.Joined,
      nickname: p.nickname,
      remark: '',
      create_time: created + 600 + i * 600,
      account_data: EMPTY_ACCOUNT_DATA,
    })),
  );
  pending = { unique_id, season_id: 1, start, end, players: roster };
}

/** A small seeded generator (mulberry32): which players sit where, and when each game ended. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Plays the league's games (robots, level 1, East games) and builds their records. */
export async function playLeague(league: League, games = DEMO_GAMES) {
  const next = rng(20_261_129);
  const span = league.end - league.start - 3600;
  const built = [];
  for (let i = 0; i < games; i++) {
    if (i % 5 === 0) await tick();
    const pool = [...league.players];
    const seats = Array.from({ length: 4 }, () => pool.splice(Math.floor(next() * pool.length), 1)[0]);
    const seed = `taikai-demo-${i}`;
    const game = playGame({ seed, roundType: 1, robotLevels: 1, initPoints: [25000, 25000, 25000, 25000] });
    const end = league.start + 1800 + Math.floor(((i + next()) / games) * span);
    const uuid = `demo-${String(i).padStart(4, '0')}-${(Math.floor(next() * 0xffffff) >>> 0).toString(16).padStart(6, '0')}`;
    built.push(
      buildRecord({
        uuid,
        unique_id: league.unique_id,
        season_id: league.season_id,
        plan_uuid: null,
        start_time: end - 1500 - Math.floor(next() * 900),
        end_time: end,
        remark: '',
        tag: 0,
        config: { seed, roundType: 1, initPoints: [25000, 25000, 25000, 25000] },
        seats: seats.map((p, seat) => ({ seat, account_id: p.account_id, nickname: p.nickname, ai_level: 1 })),
        terminated: false,
        result: game.result,
        hands: game.hands,
        yakuman: game.yakuman,
        mjai: game.log,
        decisions: [],
      }),
    );
  }
  return built;
}

/** Starts playing and recording the league created in this process's seed; no-op when there is none. */
export function scheduleDemoGames(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<void> {
  const league = pending;
  pending = null;
  if (!league) return done;
  done = (async () => {
    try {
      const built = await playLeague(league);
      await ctx.db.transaction().execute((trx) => writeBuiltRecords(trx, built, ctx.clock.now()));
    } catch (err) {
      // the server was closed meanwhile (tests), or the database refused: the demo stays without games
      console.error('demo games were not recorded:', err instanceof Error ? err.message : err);
    }
  })();
  return done;
}
