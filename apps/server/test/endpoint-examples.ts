import type { Downloads, EndpointInput, Endpoints } from '@taikai/shared';
import type { TestApp, TestUser } from './helpers.js';
import { insertLiveGame, joinedPlayers } from './kit/game.js';
import { addRecords, testRecord } from './kit/record.js';

/**
 * A minimal valid input for every contest-scoped (manager/creator) endpoint of the shared table, downloads included.
 * The authorisation matrix (authorization.test.ts) calls each endpoint with it as every kind of caller. The type
 * requires an entry for each such endpoint, and the matrix fails for an endpoint without one: add yours here when you
 * add an endpoint.
 */

/** A fresh contest of `creator` with `manager` appointed, the observer switch on, season 1 running from now. */
export interface Scene {
  t: TestApp;
  unique_id: number;
  season_id: number;
  creator: TestUser;
  manager: TestUser;
  /** joined to season 1 */
  player: TestUser;
  /** waiting for review in season 1 */
  waiting: TestUser;
  /** an account on no list of the contest */
  spare: TestUser;
}

type All = Endpoints & Downloads;
/**
 * Policy `login` entries whose service lets in the contest's managers (as the manager policy does) and, besides
 * them, the people the call is about (a game's seats): the matrix checks them as manager endpoints.
 */
export const MANAGER_OR_SEAT = ['fetchContestGameRecordLog'] as const;
export type ContestScopedKey =
  | {
      [K in keyof All]: All[K]['policy'] extends 'manager' | 'creator' ? K : never;
    }[keyof All]
  | (typeof MANAGER_OR_SEAT)[number];

export interface Example<I> {
  /** The input; it may first put what the call needs into the scene's contest (a plan, a record). */
  input: (s: Scene) => I | Promise<I>;
  /**
   * Leave out when the call succeeds for an allowed caller. Otherwise the code an allowed caller gets past the
   * policy, where the fresh scene cannot make the call succeed.
   */
  outcome?: number;
}

export type Examples = { [K in ContestScopedKey]: Example<EndpointInput<All[K]>> };

const contest = (s: Scene) => ({ unique_id: s.unique_id });
const season = (s: Scene) => ({ unique_id: s.unique_id, season_id: s.season_id });

/** A game record of the scene's season with the player and three robots. */
async function record(s: Scene): Promise<string> {
  const built = testRecord({
    ...season(s),
    seats: [{ account_id: s.player.account_id }, { account_id: 0 }, { account_id: 0 }, { account_id: 0 }],
    points: [40_000, 30_000, 20_000, 10_000],
    end_time: s.t.clock.now() - 60,
  });
  await addRecords(s.t.db, [built], s.t.clock.now());
  return built.record.uuid;
}

/** A table played elsewhere by four joined players of the season, just now (a south-4 game of 25,000 each). */
async function offlineTable(s: Scene) {
  const people = await joinedPlayers(s.t, s, 4);
  const now = s.t.clock.now();
  const points = [40_000, 30_000, 20_000, 10_000];
  return {
    start_time: now,
    end_time: now,
    seats: people.map((p, i) => ({ account_id: p.account_id, points: points[i] })),
  };
}

/** An offline record of the scene's season, entered by its creator. */
async function offlineRecord(s: Scene): Promise<string> {
  const res = await s.t.post(
    '/api/contest/create_offline_record',
    { ...season(s), table: await offlineTable(s) },
    s.creator.token,
  );
  return res.json().data.uuid;
}

/** Exports are limited per manager and kind (one every 300 s): each matrix cell starts without a mark. */
async function noExportMarks(s: Scene) {
  await s.t.db.deleteFrom('export_marks').execute();
}

let games = 0;
async function liveGame(s: Scene): Promise<string> {
  games += 1;
  const uuid = `matrix-live-${games}`;
  const [seated] = await joinedPlayers(s.t, s, 1);
  await insertLiveGame(s.t.db, s, uuid, [seated.account_id, 0, 0, 0], s.t.clock.now());
  return uuid;
}

async function plan(s: Scene): Promise<string> {
  const [seated] = await joinedPlayers(s.t, s, 1);
  const res = await s.t.post(
    '/api/contest/create_game_plan',
    { ...season(s), account_list: [seated.account_id, 0, 0, 0], game_start_time: s.t.clock.now() + 3600 },
    s.creator.token,
  );
  return res.json().data.uuid;
}

export const examples: Examples = {
  // contest
  fetchContestDetail: { input: contest },
  updateContestBase: { input: (s) => ({ ...contest(s), setting: { open_show: 0 as const } }) },
  deleteContest: { input: contest },
  fetchContestAuditLog: { input: contest },
  updateContestExternalNotice: { input: (s) => ({ ...contest(s), notice: [{ lang: 'default', content: 'hi' }] }) },
  updateContestInternalNotice: { input: (s) => ({ ...contest(s), notice: [{ lang: 'default', content: 'hi' }] }) },
  // managers and observers
  addContestAdmin: { input: (s) => ({ ...contest(s), account_list: [s.spare.account_id] }) },
  removeContestAdmin: { input: (s) => ({ ...contest(s), account_id_list: [s.manager.account_id] }) },
  fetchObserverList: { input: contest },
  setObserverList: { input: (s) => ({ ...contest(s), add_list: [s.spare.account_id], remove_list: [] }) },
  // seasons: a contest with a running season can neither get a new one nor end it (2541), past the policy
  fetchContestSeasonList: { input: contest },
  createContestSeason: {
    input: (s) => ({ ...contest(s), start_time: s.t.clock.now() + 10, end_time: s.t.clock.now() + 86_400 }),
    outcome: 2541,
  },
  updateContestSeason: { input: (s) => ({ ...season(s), setting: { remark: 'ok' } }) },
  endContestSeason: { input: season, outcome: 2541 },
  // roster
  contestSeasonPlayerList: { input: (s) => ({ ...season(s), state: 2 }) },
  checkContestSeasonPlayer: {
    input: (s) => ({ ...season(s), checked_list: [{ account_id: s.waiting.account_id, result: 1 as const }] }),
  },
  addContestSeasonPlayer: { input: (s) => ({ ...season(s), account_list: [s.spare.account_id] }) },
  removeContestSeasonPlayer: { input: (s) => ({ ...season(s), account_id_list: [s.player.account_id] }) },
  markContestSeasonPlayer: { input: (s) => ({ ...season(s), account_id: s.player.account_id, remark: 'r' }) },
  updateContestSeasonPlayerNickname: { input: (s) => ({ ...season(s), account_id: s.player.account_id }) },
  // importing from season 1 into season 1 is refused as input (3), past the policy
  importContestSeasonPlayer: { input: (s) => ({ ...contest(s), from_season_id: 1, to_season_id: 1 }), outcome: 3 },
  contestSeasonPlayerLimit: { input: season },
  setContestSeasonPlayerLimit: { input: (s) => ({ ...season(s), add_list: [{ account_id: s.spare.account_id }] }) },
  contestSeasonChatLimit: { input: season },
  setContestSeasonChatLimit: { input: (s) => ({ ...season(s), type: 1 as const, add_list: [s.spare.account_id] }) },
  // records and ranking
  fetchContestGameRecords: { input: season },
  fetchMarkedContestGame: { input: season },
  setContestGameRecordTag: { input: async (s) => ({ ...season(s), uuid: await record(s), tag: 1 }) },
  setContestGameRecordTagNames: { input: (s) => ({ ...season(s), tag_names: [{ tag: 1, name: 'Final' }] }) },
  updateContestGameRecord: { input: async (s) => ({ ...season(s), uuid: await record(s), remove: 1 as const }) },
  fetchOfflineRecord: { input: async (s) => ({ ...season(s), uuid: await offlineRecord(s) }) },
  createOfflineRecord: { input: async (s) => ({ ...season(s), table: await offlineTable(s) }) },
  updateOfflineRecord: {
    input: async (s) => ({ ...season(s), uuid: await offlineRecord(s), table: await offlineTable(s) }),
  },
  importOfflineRecords: { input: async (s) => ({ ...season(s), tables: [{ ...(await offlineTable(s)), line: 2 }] }) },
  seatSeasonRound: { input: (s) => ({ ...season(s), source: 'listed' as const, account_ids: [s.player.account_id] }) },
  createRoundPlans: {
    input: async (s) => ({ ...season(s), tables: [(await joinedPlayers(s.t, s, 4)).map((p) => p.account_id)] }),
  },
  setContestGameRecordReplayPublic: {
    input: async (s) => ({ ...season(s), uuid: await record(s), public: 1 as const }),
  },
  fetchContestYakumanRecords: { input: season },
  fetchContestSeasonPlayerGameRecord: { input: (s) => ({ ...season(s), account_id: s.player.account_id }) },
  fetchSeasonPlayerRank: { input: season },
  fetchSeasonPlayerCalcRank: { input: (s) => ({ ...season(s), point_list: [15, 5, -5, -15], divisor: 1 }) },
  fetchSeasonPlayerData: { input: (s) => ({ ...season(s), account_id: s.player.account_id }) },
  exportContestGameRecords: {
    input: async (s) => {
      await noExportMarks(s);
      return season(s);
    },
  },
  exportContestYakumanRecords: {
    input: async (s) => {
      await noExportMarks(s);
      return season(s);
    },
  },
  exportSeasonPlayerRank: {
    input: async (s) => {
      await noExportMarks(s);
      return season(s);
    },
  },
  exportSeasonPlayerCalcRank: {
    input: async (s) => {
      await noExportMarks(s);
      return { ...season(s), point_list: [15, 5, -5, -15], divisor: 1 };
    },
  },
  fetchContestGameRecordLog: { input: async (s) => ({ ...contest(s), uuid: await record(s) }) },
  // games
  readyPlayerList: { input: season },
  createGamePlan: {
    input: async (s) => {
      const [seated] = await joinedPlayers(s.t, s, 1);
      return { ...season(s), account_list: [seated.account_id, 0, 0, 0], game_start_time: s.t.clock.now() + 600 };
    },
  },
  fetchContestGamePlanList: { input: season },
  removeContestPlanGame: { input: async (s) => ({ ...season(s), uuid: await plan(s) }) },
  updateContestGameRemark: { input: async (s) => ({ ...contest(s), uuid: await plan(s), remark: 'r' }) },
  contestRunningGameList: { input: season },
  pauseContestRunningGame: {
    input: async (s) => ({ ...contest(s), game_uuid: await liveGame(s), resume: 1 as const }),
  },
  terminateContestRunningGame: { input: async (s) => ({ ...contest(s), uuid: await liveGame(s) }) },
};
