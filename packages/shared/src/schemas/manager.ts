import { z } from 'zod';
import { accountBrief, accountId, id, uniqueIdQuery } from './common.js';
import { listChangeReply } from './roster.js';

/**
 * Contest managers (admins) and observers (spec part 2 sections 2 "Manager page", "Observer roster", 5 "Other",
 * 6, 7 "Contest-level"). Replies of list changes are `{success: [ids], failed: [{account_id, reason}]}` with the
 * reasons of `FailReason` (schemas/roster.ts): an account that does not exist (or is banned), or on removal one
 * that is not on the list, fails with `FailReason.NotFound`. Naming an account already on the list, or twice,
 * counts as success.
 */

/** An account to add: an internal id, or `{account_id, nickname}` as the original platform's clients send it. */
export const accountRef = z.union([
  accountId,
  z.object({ account_id: accountId, nickname: z.string().max(64).optional() }),
]);
export type AccountRef = z.infer<typeof accountRef>;

/** How many ids one call may name (there can be at most LIMITS.maxAdmins managers anyway). */
export const ADMIN_LIST_MAX = 100;
export const OBSERVER_LIST_MAX = 3000;

export const addContestAdminBody = z.object({
  unique_id: id,
  account_list: z.array(accountRef).min(1).max(ADMIN_LIST_MAX),
});
export type AddContestAdminBody = z.infer<typeof addContestAdminBody>;

export const removeContestAdminBody = z.object({
  unique_id: id,
  account_id_list: z.array(accountId).min(1).max(ADMIN_LIST_MAX),
});
export type RemoveContestAdminBody = z.infer<typeof removeContestAdminBody>;

export const contestAdminReply = listChangeReply;

export const observerListQuery = uniqueIdQuery;
/** Observers with their current nicknames, oldest first. */
export const observerListReply = z.object({ list: z.array(accountBrief) });
export type ObserverListReply = z.infer<typeof observerListReply>;

/** At least one of the lists must name someone; an id may not be both added and removed. */
export const setObserverListBody = z
  .object({
    unique_id: id,
    add_list: z.array(accountRef).max(OBSERVER_LIST_MAX).default([]),
    remove_list: z.array(accountId).max(OBSERVER_LIST_MAX).default([]),
  })
  .refine((b) => b.add_list.length + b.remove_list.length > 0, {
    path: ['add_list'],
    message: 'add_list and remove_list are both empty',
  });
export type SetObserverListBody = z.infer<typeof setObserverListBody>;

export const setObserverListReply = listChangeReply;

/** Audit actions of the manager and observer calls (the console shows them by the key `audit.<action>`). */
export const ManagerAuditAction = {
  AddAdmin: 'add_contest_admin',
  RemoveAdmin: 'remove_contest_admin',
  SetObservers: 'set_observer_list',
} as const;
