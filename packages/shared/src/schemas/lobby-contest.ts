import { z } from 'zod';
import { langContent, MAX_INT32 } from './common.js';

/**
 * The players' lobby finds a contest by the id organisers share (`contest_id`, the number people see), to sign up
 * for one of its seasons: `GET /api/contest/player/find_contest?contest_id`. Login needed; deleted contests are
 * not found (2501).
 */
export const findContestQuery = z.object({ contest_id: z.coerce.number().int().positive().max(MAX_INT32) });

export const lobbySeason = z.object({
  season_id: z.number().int(),
  /** 1 pending, 2 running, 3 finished (ended seasons are left out) */
  state: z.number().int(),
  /** 1 closed, 2 automatic, 3 reviewed */
  signup_type: z.number().int(),
  signup_start_time: z.number().int(),
  signup_end_time: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** the caller in this season: 0 not signed up, 1 waiting for review, 2 joined */
  my_state: z.number().int(),
});
export const findContestReply = z.object({
  unique_id: z.number().int(),
  contest_id: z.number().int(),
  contest_name: z.array(langContent),
  seasons: z.array(lobbySeason),
});

export type FindContestQuery = z.infer<typeof findContestQuery>;
export type LobbySeason = z.infer<typeof lobbySeason>;
export type FindContestReply = z.infer<typeof findContestReply>;

/**
 * A contest's notices as a player reads them in the lobby: `GET /api/contest/player/contest_notices?contest_id`
 * (login needed). The public notice (the one in force: a change held for review is not shown) to anyone who finds
 * the contest; the private notice only to a player joined in one of its seasons, empty for anyone else. Deleted or
 * unknown: 2501. The HTML was sanitised when it was stored; the lobby sanitises it again before showing it.
 */
export const contestNoticesQuery = findContestQuery;
export const contestNoticesReply = z.object({
  unique_id: z.number().int(),
  contest_id: z.number().int(),
  public_notice: z.array(langContent),
  private_notice: z.array(langContent),
  /** whether the caller is joined in a season of the contest (the private notice is theirs to read) */
  joined: z.boolean(),
});

export type ContestNoticesReply = z.infer<typeof contestNoticesReply>;
