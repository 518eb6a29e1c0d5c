import { type CreateAllowance, LIMITS } from '@taikai/shared';
import type { Executor } from '../../db/database.js';
import { activeFinishTimes, countActiveContests, lastCreateTime } from './contest.repository.js';

/** The account fields the allowance reads (from `lockCreatorAccount` when creating, else the account row). */
export interface CreatorAccount {
  can_create: number;
  diamonds: number;
}

/**
 * Whether `accountId` may create a contest at `now` (spec part 1 section 6): the create right, one creation per 7
 * days (deleted contests count), at most 5 of its contests not yet finished, the platform's cap on active contests,
 * and the 60-diamond cost — checked in that order. create_contest refuses with the first block's code; the account
 * reply carries the same answer so the console can say it before the form opens, with the time the time-bound
 * blocks lift.
 */
export async function createAllowanceOf(
  db: Executor,
  accountId: number,
  account: CreatorAccount,
  now: number,
  platformMax: number,
): Promise<CreateAllowance> {
  const last = await lastCreateTime(db, accountId);
  const intervalEnd = last === null ? null : last + LIMITS.createIntervalSeconds;
  const finishes = await activeFinishTimes(db, accountId, now);
  const activeMax = LIMITS.maxConcurrentContests;
  // With the cap reached, one more slot frees when the (count - max + 1)-th earliest contest finishes.
  const concurrentEnd = finishes.length >= activeMax ? finishes[finishes.length - activeMax] : null;
  const intervalBlocks = intervalEnd !== null && intervalEnd > now;

  let blocked: CreateAllowance['blocked_by'] = null;
  if (account.can_create !== 1) blocked = 'permission';
  else if (intervalBlocks) blocked = 'interval';
  else if (concurrentEnd !== null) blocked = 'concurrent';
  else if ((await countActiveContests(db, null, now)) >= platformMax) blocked = 'platform';
  else if (account.diamonds < LIMITS.createContestCost) blocked = 'diamonds';

  const timeBound = blocked === 'interval' || blocked === 'concurrent';
  const lifts = [intervalBlocks ? intervalEnd : null, concurrentEnd].filter((x): x is number => x !== null);
  return {
    blocked_by: blocked,
    available_from: timeBound ? Math.max(...lifts) : null,
    active_count: finishes.length,
    active_max: activeMax,
  };
}
