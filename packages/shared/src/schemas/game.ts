import { z } from 'zod';
import { shownText } from '../text-safety.js';
import { langContent, MAX_INT32, seasonBody, seasonQuery, uniqueIdBody, unixTime } from './common.js';

/**
 * Games (spec part 2 sections 2–5 and 7 "Games"; DESIGN section 9): the ready list, game plans (reserved tables),
 * running games, live progress, and the player's own games. Paths and field names are the spec's and the original
 * platform's. Lists come as `{list}` like every list of this API. Times are unix seconds; account id 0 is a robot
 * seat; seats are numbered 0 east, 1 south, 2 west, 3 north.
 */

/** A plan's or a game's uuid. */
export const gameUuid = z.string().min(1).max(64);

/** Robot level: 0 none (discards what it draws), 1 simple, 2 common. */
export const aiLevel = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type AiLevel = z.infer<typeof aiLevel>;
export const AI_LEVEL_DEFAULT: AiLevel = 1;

/** A plan's life cycle: create → start → finish, or expired (ready window passed) / cancelled (removed). */
export const PLAN_STATUSES = ['create', 'start', 'finish', 'expired', 'cancelled'] as const;
export const planStatus = z.enum(PLAN_STATUSES);
export type PlanStatusValue = z.infer<typeof planStatus>;

/** A seat's account: 0 is a robot, anything else an account id of a joined player. */
const seatAccountId = z.number().int().min(0).max(MAX_INT32);
/** Starting points of one seat. */
const seatPoints = z.number().int().min(0).max(1_000_000);

// ---- ready list: GET /api/contest/ready_player_list ------------------------------------------------------------

export const readyPlayerListQuery = seasonQuery;
export const readyPlayer = z.object({
  account_id: z.number().int(),
  nickname: z.string(),
  /** the player's remark in the season roster */
  remark: z.string(),
  /** when the player became ready (first come first seated under auto-match) */
  ready_time: z.number().int(),
});
export const readyPlayerListReply = z.object({ list: z.array(readyPlayer) });

// ---- plans --------------------------------------------------------------------------------------------------------

/**
 * `POST /api/contest/create_game_plan`. `account_list` holds one account per seat in seat order (0 a robot);
 * `init_points` the starting points per seat (left out or empty: the rule's `init_point` for every seat).
 * `game_start_time` now (or earlier within the same second) starts at the scheduler's next tick once everyone is
 * ready. Seat count, filling, robots, duplicates, points, time and remark are checked by the server with their own
 * codes (spec part 2 section 5), so the schema only bounds sizes here.
 */
export const createGamePlanBody = seasonBody.extend({
  account_list: z.array(seatAccountId).max(8),
  init_points: z.array(seatPoints).max(8).default([]),
  game_start_time: unixTime,
  /** 1: seats are drawn at random when the game starts */
  shuffle_seats: z.union([z.literal(0), z.literal(1), z.boolean()]).default(0),
  ai_level: aiLevel.default(AI_LEVEL_DEFAULT),
  /** at most 25 characters (2554 beyond) */
  remark: shownText(1000, { multiline: true }).default(''),
});
export type CreateGamePlanBody = z.input<typeof createGamePlanBody>;
export const createGamePlanReply = z.object({ uuid: z.string() });

export const gamePlanListQuery = seasonQuery;
export const planSeat = z.object({
  /** 0 a robot */
  account_id: z.number().int(),
  nickname: z.string(),
  /** the player's remark in the season roster */
  remark: z.string(),
  seat: z.number().int(),
  init_points: z.number().int(),
  /** whether the player is in the season's ready list now (robots: always) */
  ready: z.boolean(),
});
export type PlanSeat = z.infer<typeof planSeat>;
export const gamePlan = z.object({
  uuid: z.string(),
  accounts: z.array(planSeat),
  game_start_time: z.number().int(),
  remark: z.string(),
  /** 1: seats drawn at random at the start */
  shuffle_seat: z.number().int(),
  ai_level: z.number().int(),
  status: planStatus,
  create_time: z.number().int(),
});
export type GamePlan = z.infer<typeof gamePlan>;
/** Plans waiting to start (status create), soonest first. */
export const gamePlanListReply = z.object({ list: z.array(gamePlan) });

/** `POST /api/contest/remove_contest_plan_game`: a waiting plan becomes cancelled. */
export const removePlanBody = seasonBody.extend({ uuid: gameUuid });
export const removePlanReply = z.object({});

/** `POST /api/contest/update_contest_game_remark`: a plan's or a running game's remark (≤ 25, 2554 beyond). */
export const gameRemarkBody = uniqueIdBody.extend({ uuid: gameUuid, remark: shownText(1000, { multiline: true }) });
export const gameRemarkReply = z.object({});

// ---- running games ------------------------------------------------------------------------------------------------

/**
 * The running-games page's filters, all optional: a nickname fragment, an account id (the console decodes the id
 * people type), a start-time range.
 */
export const runningGameListQuery = seasonQuery.extend({
  nickname: z.string().max(64).optional(),
  account_id: z.coerce.number().int().positive().max(MAX_INT32).optional(),
  start_from: z.coerce.number().int().min(0).max(MAX_INT32).optional(),
  start_to: z.coerce.number().int().min(0).max(MAX_INT32).optional(),
});
export type RunningGameListQuery = z.input<typeof runningGameListQuery>;
export const runningPlayer = z.object({
  /** 0 a robot */
  account_id: z.number().int(),
  nickname: z.string(),
  /** points now */
  score: z.number().int(),
  seat: z.number().int(),
});
export type RunningPlayer = z.infer<typeof runningPlayer>;
export const runningGame = z.object({
  game_uuid: z.string(),
  /** the same as game_uuid (the spec names both) */
  uuid: z.string(),
  start_time: z.number().int(),
  players: z.array(runningPlayer),
  /** round wind (0 east …), hand in the round (0-based), honba */
  chang: z.number().int(),
  ju: z.number().int(),
  ben: z.number().int(),
  /** points per seat */
  scores: z.array(z.number().int()),
  tag: z.number().int(),
  remark: z.string(),
  /** 1 paused */
  paused: z.union([z.literal(0), z.literal(1)]),
  /** when it was paused (0 when running); it resumes by itself an hour later */
  paused_at: z.number().int(),
});
export type RunningGame = z.infer<typeof runningGame>;
export const runningGameListReply = z.object({ list: z.array(runningGame) });

/** `POST /api/contest/pause_contest_running_game`: resume 1 pauses, 2 resumes (1209 already paused, 1210 running). */
export const pauseGameBody = uniqueIdBody.extend({
  game_uuid: gameUuid,
  resume: z.union([z.literal(1), z.literal(2)]),
});
export const pauseGameReply = z.object({});

/** `POST /api/contest/terminate_contest_running_game` (the key is `uuid`, as on the original platform). */
export const terminateGameBody = uniqueIdBody.extend({ uuid: gameUuid });
export const terminateGameReply = z.object({});

/** `GET /api/game/realtime/:game_uuid/progress/latest` (no login needed, like the original's live host). */
export const gameProgressParams = z.object({ game_uuid: gameUuid });
export const gameProgressReply = z.object({
  uuid: z.string(),
  chang: z.number().int(),
  ju: z.number().int(),
  ben: z.number().int(),
  is_end: z.boolean(),
  scores: z.array(z.number().int()),
  update_time: z.number().int(),
});
export type GameProgress = z.infer<typeof gameProgressReply>;

// ---- the player's own games: GET /api/contest/player/my_games (lobby) -----------------------------------------

const gameContest = {
  unique_id: z.number().int(),
  season_id: z.number().int(),
  contest_id: z.number().int(),
  contest_name: z.array(langContent),
};
/** A plan the caller sits in, waiting to start. */
export const myPlan = z.object({
  ...gameContest,
  uuid: z.string(),
  game_start_time: z.number().int(),
  /** the caller's seat */
  seat: z.number().int(),
  /** whether the caller is ready now */
  ready: z.boolean(),
  accounts: z.array(planSeat),
  remark: z.string(),
});
/** A seat of a game the caller plays now. */
export const myRunningPlayer = runningPlayer.extend({
  /**
   * the seat's wind in the hand being played (0 east = the dealer, 1 south, 2 west, 3 north), which moves round the
   * table as the deal passes; `seat` is the starting one
   */
  wind: z.number().int().min(0).max(3),
});
/** A game the caller plays now, with live scores. */
export const myRunningGame = z.object({
  ...gameContest,
  game_uuid: z.string(),
  start_time: z.number().int(),
  seat: z.number().int(),
  chang: z.number().int(),
  ju: z.number().int(),
  ben: z.number().int(),
  paused: z.union([z.literal(0), z.literal(1)]),
  players: z.array(myRunningPlayer),
});
/** One of the caller's finished games (removed records left out). */
export const myResult = z.object({
  ...gameContest,
  uuid: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  seat: z.number().int(),
  /** 1st … 4th */
  placement: z.number().int(),
  part_point_1: z.number().int(),
  total_point: z.number().int(),
  terminated: z.union([z.literal(0), z.literal(1)]),
  /** 1 for a table played elsewhere, entered by hand: it has no replay (issue 32) */
  offline: z.union([z.literal(0), z.literal(1)]),
  players: z.array(
    z.object({
      account_id: z.number().int(),
      nickname: z.string(),
      seat: z.number().int(),
      part_point_1: z.number().int(),
      total_point: z.number().int(),
    }),
  ),
});
export const MY_RESULTS_MAX = 10;
export const myGamesReply = z.object({
  /** soonest first */
  plans: z.array(myPlan),
  running: z.array(myRunningGame),
  /** the last results, newest first (at most MY_RESULTS_MAX) */
  results: z.array(myResult),
});

// ---- games to watch: GET /api/contest/player/watch_games (lobby) ------------------------------------------------

/** A live game of a contest the caller observes or manages, as the caller may see it. */
export const watchGame = z.object({
  ...gameContest,
  game_uuid: z.string(),
  start_time: z.number().int(),
  /**
   * true: the caller is the contest's creator or a manager and sees the game as it is; false: an observer, shown the
   * game `delay_seconds` behind (the last hand reached by then)
   */
  live: z.boolean(),
  chang: z.number().int(),
  ju: z.number().int(),
  ben: z.number().int(),
  paused: z.union([z.literal(0), z.literal(1)]),
  players: z.array(runningPlayer),
});
/** At most this many games are listed (the contests' oldest games first). */
export const WATCH_GAMES_MAX = 100;
export const watchGamesReply = z.object({
  games: z.array(watchGame),
  /** how far behind an observer watches (TAIKAI_WATCH_DELAY) */
  delay_seconds: z.number().int(),
});
export type WatchGame = z.infer<typeof watchGame>;
export type WatchGamesReply = z.infer<typeof watchGamesReply>;

export type MyPlan = z.infer<typeof myPlan>;
export type MyRunningGame = z.infer<typeof myRunningGame>;
export type MyResult = z.infer<typeof myResult>;
export type MyGamesReply = z.infer<typeof myGamesReply>;

export type ReadyPlayer = z.infer<typeof readyPlayer>;
export type CreateGamePlanArgs = z.output<typeof createGamePlanBody>;
