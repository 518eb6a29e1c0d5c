import { z } from 'zod';
import { accountBrief, accountId, unixTime } from './common.js';

/**
 * Why the account cannot create a contest now, in the order the server checks: no create right, the one-per-7-days
 * interval, its 5 concurrent contests, the platform's cap on active contests, too few diamonds.
 */
export const CREATE_BLOCKS = ['permission', 'interval', 'concurrent', 'platform', 'diamonds'] as const;
export const createBlock = z.enum(CREATE_BLOCKS);
export type CreateBlock = z.infer<typeof createBlock>;

/**
 * Whether create_contest would pass its account checks now, so the console can say so before the form opens.
 * `available_from`: when every time-bound block (interval, concurrent) has lifted — null when nothing blocks or
 * the block does not end by itself (permission, platform cap, diamonds).
 */
export const createAllowance = z.object({
  blocked_by: createBlock.nullable(),
  available_from: unixTime.nullable(),
  /** The account's contests not yet finished, and the cap on them. */
  active_count: z.number().int(),
  active_max: z.number().int(),
});
export type CreateAllowance = z.infer<typeof createAllowance>;

export const accountInfo = z.object({
  account_id: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  zone: z.number().int(),
  currency: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
  can_create: z.boolean(),
  is_operator: z.boolean(),
  create_allowance: createAllowance,
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const searchAccountsBody = z.object({ account_list: z.array(accountId).min(1).max(500) });
export const searchAccountsReply = z.object({ list: z.array(accountBrief) });
export type SearchAccountsReply = z.infer<typeof searchAccountsReply>;

export const serverTimeReply = z.object({ time: z.number().int() });
