import { z } from 'zod';
import {
  accountBrief,
  accountId,
  accountIdList,
  id,
  limit,
  offset,
  queryId,
  seasonBody,
  seasonQuery,
} from './common.js';

/** Sign-up, roster and season blacklist (spec part 1 sections 4, 5, 7). */

export const seasonPlayer = z.object({
  account_id: z.number().int(),
  nickname: z.string(),
  remark: z.string(),
  state: z.number().int(),
  create_time: z.number().int(),
  account_data: z.string(),
});
export type SeasonPlayer = z.infer<typeof seasonPlayer>;

export const playerListQuery = z.object({
  unique_id: queryId,
  season_id: queryId,
  search: z.string().max(64).optional(),
  state: z.coerce.number().int().min(1).max(2).optional(),
  offset,
  limit,
});
export type PlayerListQuery = z.infer<typeof playerListQuery>;
export const playerListReply = z.object({ list: z.array(seasonPlayer), total: z.number().int() });

export const checkPlayersBody = seasonBody.extend({
  checked_list: z
    .array(
      z.object({
        account_id: accountId,
        /** 1 pass, 2 reject */
        result: z.union([z.literal(1), z.literal(2)]),
        /** with reject: also add to the season blacklist */
        blacklist: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(500),
});

export const FailReason = { Blacklisted: 1, Duplicate: 2, NotFound: 3, RosterFull: 4, OnRoster: 5 } as const;
export const failedEntry = z.object({ account_id: z.number().int(), reason: z.number().int() });
export const listChangeReply = z.object({ success: z.array(z.number().int()), failed: z.array(failedEntry) });
export type ListChangeReply = z.infer<typeof listChangeReply>;

export const addPlayersBody = seasonBody.extend({ account_list: accountIdList.min(1) });
export const removePlayersBody = seasonBody.extend({ account_id_list: accountIdList.min(1) });
export const markPlayerBody = seasonBody.extend({ account_id: accountId, remark: z.string().max(10_000) });
export const refreshNicknameBody = seasonBody.extend({ account_id: accountId });
export const refreshNicknameReply = z.object({ nickname: z.string() });
export const importPlayersBody = z.object({
  unique_id: id,
  from_season_id: id,
  to_season_id: id,
  /** the chosen players; omitted = everyone joined in the earlier season */
  account_list: accountIdList.optional(),
});

export const blacklistQuery = z.object({
  unique_id: queryId,
  season_id: queryId,
  search: z.string().max(64).optional(),
});
export const blacklistEntry = accountBrief.extend({ create_time: z.number().int() });
export const blacklistReply = z.object({ type: z.literal(2), list: z.array(blacklistEntry) });
export const setBlacklistBody = seasonBody.extend({
  type: z.literal(2).default(2),
  add_list: z.array(z.object({ account_id: accountId, nickname: z.string().max(64).optional() })).max(3000).default([]),
  remove_list: accountIdList.default([]),
});

export const chatLimitQuery = seasonQuery;
export const chatLimitReply = z.object({ type: z.number().int(), list: z.array(accountBrief) });
export const setChatLimitBody = seasonBody.extend({
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  add_list: accountIdList.default([]),
  remove_list: accountIdList.default([]),
});

/** Players' side (DESIGN section 9). */
export const playerSignupBody = seasonBody;
export const playerSignupReply = z.object({ state: z.number().int() });
export const myContestsReply = z.object({
  list: z.array(
    z.object({ unique_id: z.number().int(), contest_id: z.number().int(), season_id: z.number().int(), state: z.number().int() }),
  ),
});
