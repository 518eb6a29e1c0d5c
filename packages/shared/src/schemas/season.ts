import { z } from 'zod';
import { shownText } from '../text-safety.js';
import { flag, id, seasonBody, uniqueIdQuery, unixTime } from './common.js';

/** How a season forms tables for auto-match and a generated round (issue 32; the seating model in seating/). */
export const SEATING_METHODS = ['arrival', 'fewest_repeats', 'swiss'] as const;
export const seatingMethod = z.enum(SEATING_METHODS);

export const season = z.object({
  season_id: z.number().int(),
  state: z.number().int().min(1).max(4),
  create_time: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  signup_type: z.number().int(),
  signup_start_time: z.number().int(),
  signup_end_time: z.number().int(),
  auto_match: flag,
  match_start_time: z.number().int(),
  match_end_time: z.number().int(),
  rank_rule: z.number().int(),
  remark: z.string(),
  seating_method: seatingMethod,
  /** Players waiting for review (state 1) and joined (state 2). */
  pending_count: z.number().int(),
  player_count: z.number().int(),
});
export type Season = z.infer<typeof season>;

export const seasonListQuery = uniqueIdQuery;
export const seasonListReply = z.object({ list: z.array(season) });

/** `seating_method`: the previous season's, else 'arrival' (first come first seated). */
export const createSeasonBody = z.object({
  unique_id: id,
  start_time: unixTime,
  end_time: unixTime,
  seating_method: seatingMethod.optional(),
});
export const createSeasonReply = z.object({ season_id: z.number().int() });

export const seasonSetting = z.object({
  rank_rule: z.number().int().min(0).max(999),
  auto_match: flag,
  signup_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  signup_start_time: unixTime,
  signup_end_time: unixTime,
  match_start_time: unixTime,
  match_end_time: unixTime,
  start_time: unixTime,
  end_time: unixTime,
  remark: shownText(1000, { multiline: true }),
  seating_method: seatingMethod,
});
export type SeasonSetting = z.infer<typeof seasonSetting>;

export const updateSeasonBody = z.object({
  unique_id: id,
  season_id: id,
  setting: seasonSetting.partial(),
});
export type UpdateSeasonBody = z.infer<typeof updateSeasonBody>;

/** The season as it stands after the change. */
export const updateSeasonReply = season;

/**
 * `end_now: 1` ends a running season in one step: its end time (and any sign-up or match time after now) moves to
 * now and the season is ended, in one transaction. Without it only a finished season, or a
 * running one whose end time was edited, can be ended (spec part 1 section 4).
 */
export const endSeasonBody = seasonBody.extend({ end_now: flag.optional() });
export const endSeasonReply = season;
