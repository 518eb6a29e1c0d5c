import { z } from 'zod';
import { accountBrief, accountId } from './common.js';

export const accountInfo = z.object({
  account_id: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  zone: z.number().int(),
  currency: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
  can_create: z.boolean(),
  is_operator: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const searchAccountsBody = z.object({ account_list: z.array(accountId).min(1).max(500) });
export const searchAccountsReply = z.object({ list: z.array(accountBrief) });
export type SearchAccountsReply = z.infer<typeof searchAccountsReply>;

export const serverTimeReply = z.object({ time: z.number().int() });
