import { z } from 'zod';
import { accountBrief, accountId, seasonBody, unixTime } from './common.js';
import { seatingMethod } from './season.js';

/**
 * Seating a round (issue 32): the players present become tables by the season's seating method, shown to the
 * organiser with their quality (nothing stored); the tables the organiser confirms become game plans.
 */

/** 'ready': the season's ready list; 'listed': the players ticked as present (an in-person round). */
export const seatRoundSource = z.enum(['ready', 'listed']);
export type SeatRoundSource = z.infer<typeof seatRoundSource>;

export const seatSeasonRoundBody = seasonBody.extend({
  source: seatRoundSource,
  /** for 'listed': the players present, each a joined player of the season not on its blacklist */
  account_ids: z.array(accountId).max(3000).optional(),
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type SeatSeasonRoundBody = z.infer<typeof seatSeasonRoundBody>;

export const seatingQuality = z.object({
  maxMeetings: z.number().int(),
  repeatPairs: z.number().int(),
  windSpreadMax: z.number().int(),
  windSpreadMean: z.number(),
});

export const seatSeasonRoundReply = z.object({
  method: seatingMethod,
  table_size: z.union([z.literal(3), z.literal(4)]),
  /** the seed used (send it again for the same seating) */
  seed: z.number().int(),
  /** each table's seats by wind: East, South, West, North */
  tables: z.array(z.object({ seats: z.array(accountBrief) })),
  sitting_out: z.array(accountBrief),
  quality: seatingQuality,
  /** the season's past tables among the present players (others as 0), for re-scoring an edited seating */
  history: z.array(z.array(z.number().int())),
});
export type SeatSeasonRoundReply = z.infer<typeof seatSeasonRoundReply>;

export const createRoundPlansBody = seasonBody.extend({
  /** each table's account ids by wind (East first), as the organiser confirmed them */
  tables: z.array(z.array(accountId).max(4)).max(750),
  /** when the plans start (once everyone is ready); now when absent */
  game_start_time: unixTime.optional(),
});
export type CreateRoundPlansBody = z.infer<typeof createRoundPlansBody>;

export const createRoundPlansReply = z.object({ uuids: z.array(z.string()) });
