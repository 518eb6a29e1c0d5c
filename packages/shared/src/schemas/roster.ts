import { z } from 'zod';
import { shownText } from '../text-safety.js';
import {
  accountBrief,
  accountId,
  accountIdList,
  id,
  langContent,
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
        /** with reject: also add to the season blacklist (true/false or 1/0) */
        blacklist: z.union([z.boolean(), z.literal(0), z.literal(1)]).default(false),
      }),
    )
    .min(1)
    .max(500),
});

/**
 * Why an account of a list change was not applied: blacklisted in the season; duplicate (already on the roster /
 * list, or named twice); no such account (or, for removals and imports, not on the list / earlier roster); the
 * roster or list is full (3000); on the roster (must be removed before blacklisting).
 */
export const FailReason = { Blacklisted: 1, Duplicate: 2, NotFound: 3, RosterFull: 4, OnRoster: 5 } as const;
export type FailReasonValue = (typeof FailReason)[keyof typeof FailReason];
export const failedEntry = z.object({ account_id: z.number().int(), reason: z.number().int() });
export type FailedEntry = z.infer<typeof failedEntry>;
export const listChangeReply = z.object({ success: z.array(z.number().int()), failed: z.array(failedEntry) });
export type ListChangeReply = z.infer<typeof listChangeReply>;

export const checkPlayersReply = listChangeReply;

/**
 * Accounts to add: internal ids, or `{account_id, nickname}` objects as the original platform's clients send them
 * (the nickname is ignored; the account's current one is stored).
 */
export const addPlayersBody = seasonBody.extend({
  account_list: z
    .array(z.union([accountId, z.object({ account_id: accountId, nickname: z.string().max(64).optional() })]))
    .min(1)
    .max(3000),
});
export const removePlayersBody = seasonBody.extend({ account_id_list: accountIdList.min(1) });
export const markPlayerBody = seasonBody.extend({
  account_id: accountId,
  remark: shownText(10_000, { multiline: true }),
});
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
  add_list: z
    .array(z.object({ account_id: accountId, nickname: z.string().max(64).optional() }))
    .max(3000)
    .default([]),
  remove_list: accountIdList.default([]),
});

export const chatLimitQuery = seasonQuery;
export const chatLimitReply = z.object({ type: z.number().int(), list: z.array(accountBrief) });
/**
 * Sets the season's chat-limit type (0 none, 1 whitelist, 2 blacklist) and edits its one list. Changing the type
 * empties the list (a whitelist must not silently become a blacklist); entries can only be added under type 1 or 2.
 */
export const setChatLimitBody = seasonBody.extend({
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  add_list: accountIdList.default([]),
  remove_list: accountIdList.default([]),
});
export const setChatLimitReply = listChangeReply.extend({ type: z.number().int() });

/** Players' side (DESIGN section 9). */
export const playerSignupBody = seasonBody;
/** The player's state after signing up: 1 waiting for review, 2 joined. */
export const playerSignupReply = z.object({ state: z.number().int() });

export const playerReadyBody = seasonBody.extend({
  /** true/1 ready for the next game, false/0 not ready */
  ready: z.union([z.boolean(), z.literal(0), z.literal(1)]),
});
export const playerReadyReply = z.object({
  ready: z.union([z.literal(0), z.literal(1)]),
  ready_time: z.number().int(),
});

export const myContest = z.object({
  unique_id: z.number().int(),
  contest_id: z.number().int(),
  contest_name: z.array(langContent),
  season_id: z.number().int(),
  /** the player's state in the season: 1 waiting for review, 2 joined */
  state: z.number().int(),
  /** the season's state: 1 pending, 2 running, 3 finished, 4 ended */
  season_state: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  ready: z.union([z.literal(0), z.literal(1)]),
});
export type MyContest = z.infer<typeof myContest>;
export const myContestsReply = z.object({ list: z.array(myContest) });
