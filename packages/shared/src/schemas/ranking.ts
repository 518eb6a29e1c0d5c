import { z } from 'zod';
import { langContent, limit, offset, queryId, seasonBody, seasonQuery } from './common.js';
import { gameRecord, recordUuid } from './record.js';

/** Standings, the calculated ranking and one player's season statistics (spec part 2 sections 2, 3, 5, 7). */

export const rankGame = z.object({ rank: z.number().int(), total_point: z.number().int() });
export const seriesPoints = z.object({
  /** the series length N */
  key: z.number().int(),
  /** the N games of the best series, in play order */
  results: z.array(rankGame),
});

export const rankData = z.object({
  total_game_count: z.number().int(),
  /** up to 10 most recent games, newest first */
  recent_games: z.array(rankGame),
  highest_series_points: z.array(seriesPoints),
  /** Σ total_point (×1000) */
  accumulate_point: z.number().int(),
  /** the season's rank rule result (×1000): total, recent-N total or best N-series total */
  rank_point: z.number().int(),
  /** 0 when the player has fewer games than the rule's N (ranked after every qualified player) */
  qualified: z.number().int(),
  rank_1_count: z.number().int(),
  rank_2_count: z.number().int(),
  rank_3_count: z.number().int(),
  rank_4_count: z.number().int(),
  last_game_time: z.number().int(),
});
export type RankData = z.infer<typeof rankData>;

export const rankEntry = z.object({
  rank: z.number().int(),
  account_id: z.number().int(),
  nickname: z.string(),
  data: rankData,
});
export type RankEntry = z.infer<typeof rankEntry>;

export const playerRankBody = seasonBody.extend({
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(20),
});
export const playerRankReply = z.object({
  rank: z.array(rankEntry),
  total: z.number().int(),
  /** the season's rank rule in canonical form */
  rank_rule: z.number().int(),
});

export const CALC_POINT_MIN = -100;
export const CALC_POINT_MAX = 100;
const placementPoint = z.number().int().min(CALC_POINT_MIN).max(CALC_POINT_MAX);

/**
 * The custom calculation (DESIGN section 4): score = accumulate_point / 1000 × divisor + Σ placement points.
 * Over the records ending in [start_time, end_time] (either bound optional), or over the given records
 * (uuid_list, from the records page's selection); players with fewer than min_game_count games are left out.
 */
export const calcRankBody = seasonBody
  .extend({
    point_list: z.tuple([placementPoint, placementPoint, placementPoint, placementPoint]),
    divisor: z.number().min(1).max(1000),
    start_time: z.number().int().min(0).optional(),
    end_time: z.number().int().min(0).optional(),
    min_game_count: z.number().int().min(0).max(100_000).default(0),
    uuid_list: z.array(recordUuid).min(1).max(10_000).optional(),
  })
  .refine((b) => b.point_list.reduce((s, p) => s + p, 0) === 0, { path: ['point_list'], message: 'sum must be 0' })
  .refine((b) => b.start_time === undefined || b.end_time === undefined || b.start_time <= b.end_time, {
    path: ['end_time'],
    message: 'end_time before start_time',
  });
export type CalcRankBody = z.infer<typeof calcRankBody>;

export const calcRankEntry = z.object({
  rank: z.number().int(),
  account_id: z.number().int(),
  nickname: z.string(),
  score: z.number(),
  accumulate_point: z.number().int(),
  game_count: z.number().int(),
  rank_1_count: z.number().int(),
  rank_2_count: z.number().int(),
  rank_3_count: z.number().int(),
  rank_4_count: z.number().int(),
});
export type CalcRankEntry = z.infer<typeof calcRankEntry>;
export const calcRankReply = z.object({ list: z.array(calcRankEntry), total: z.number().int() });

export const rankExportBody = seasonBody;

/** One player's season (the player detail dialog). */
export const playerDataQuery = seasonQuery.extend({ account_id: queryId });
export const chartGame = z.object({
  uuid: z.string(),
  end_time: z.number().int(),
  rank: z.number().int(),
  part_point_1: z.number().int(),
  total_point: z.number().int(),
});
export const ruleResult = z.object({
  /** 'total', 'recent' or 'series' */
  kind: z.string(),
  count: z.number().int(),
  /** ×1000; null when the player has fewer games than N */
  value: z.number().int().nullable(),
});
export const playerDataReply = z.object({
  player: z.object({
    account_id: z.number().int(),
    nickname: z.string(),
    remark: z.string(),
    /** 0 when the account is not (or no longer) on the season's roster */
    state: z.number().int(),
    account_data: z.object({
      total_game_count: z.number().int(),
      recent_games: z.array(rankGame),
      highest_series_points: z.array(seriesPoints),
    }),
  }),
  rank_data: z.object({
    /** position in the season's standings; 0 without a game */
    rank: z.number().int(),
    rank_point: z.number().int(),
    qualified: z.number().int(),
    accumulate_point: z.number().int(),
    part_point_sum: z.number().int(),
    rank_1_count: z.number().int(),
    rank_2_count: z.number().int(),
    rank_3_count: z.number().int(),
    rank_4_count: z.number().int(),
    /** hands played and the hands won / dealt in / riichi declared, from the games' hand summaries */
    hands: z.number().int(),
    wins: z.number().int(),
    deal_ins: z.number().int(),
    riichis: z.number().int(),
  }),
  rank_rule: z.number().int(),
  /** the season's rule first, then total / recent N / best N-series with the rule's N (3 when none) */
  rule_results: z.array(ruleResult),
  /** up to 20 most recent games, oldest first (the chart) */
  recent: z.array(chartGame),
});
export type PlayerData = z.infer<typeof playerDataReply>;

// ---- a player's own season: GET /api/contest/player/my_season (lobby) ------------------------------------------

/** The caller's own season in a contest they play in; `offset`/`limit` page their finished games. */
export const mySeasonQuery = seasonQuery.extend({ offset, limit });
export const mySeasonReply = z.object({
  contest_id: z.number().int(),
  contest_name: z.array(langContent),
  /** the season's rank rule (the code the organiser chose) and when it runs */
  rank_rule: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** the same statistics the organiser's player detail shows (fetch_season_player_data) */
  data: playerDataReply,
  /** the caller's finished games in the season, newest first (removed ones left out) */
  records: z.object({ record_list: z.array(gameRecord), total: z.number().int() }),
});
export type MySeasonQuery = z.infer<typeof mySeasonQuery>;
export type MySeasonReply = z.infer<typeof mySeasonReply>;
