import type { Executor } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { addRateEvent, countRateEvents } from './auth.repository.js';

/**
 * Sliding-window limits kept in the database, so every server instance agrees. Buckets are
 * `<what>:<who>` strings such as `login-fail:acct:123` or `code-send:ip:1.2.3.4`.
 */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Password login. Wrong passwords slow down the pair that sends them (this account from this
 * address: 5 per 15 minutes), so a stranger cannot lock the owner out by guessing from elsewhere. The account as a
 * whole has a higher ceiling (100 per hour from all addresses together) against guessing from many addresses; it
 * does not apply from an address the account logged in from successfully in the last 30 days, and the e-mail code
 * login is never limited by wrong passwords — the owner always has a way in. Per address: 50 per 15 minutes.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_IP: Limit = { max: 5, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ACCOUNT: Limit = { max: 100, windowSeconds: 3600 };
export const LOGIN_KNOWN_ADDRESS: Limit = { max: 1, windowSeconds: 30 * 24 * 3600 };
export const LOGIN_FAILURES_PER_IP: Limit = { max: 50, windowSeconds: 15 * 60 };
export const CODE_SENDS_PER_EMAIL_MINUTE: Limit = { max: 1, windowSeconds: 60 };
export const CODE_SENDS_PER_EMAIL_DAY: Limit = { max: 10, windowSeconds: 24 * 3600 };
export const CODE_SENDS_PER_IP: Limit = { max: 30, windowSeconds: 3600 };
/** Registration: attempts per IP (successful ones included, so one address cannot mint accounts in bulk). */
export const REGISTER_ATTEMPTS_PER_IP: Limit = { max: 20, windowSeconds: 3600 };
/** Registration: refused attempts per e-mail address (a wrong code, a taken address, a bad nickname…). */
export const REGISTER_FAILURES_PER_EMAIL: Limit = { max: 10, windowSeconds: 15 * 60 };

/** Rate events older than the longest window above are never read again; the upkeep deletes them. */
export const RATE_EVENTS_KEEP_SECONDS = 31 * 24 * 3600;

export async function isOver(db: Executor, bucket: string, limit: Limit, now: number): Promise<boolean> {
  return (await countRateEvents(db, bucket, now - limit.windowSeconds)) >= limit.max;
}

export async function guard(db: Executor, bucket: string, limit: Limit, now: number, code: AppError['code']) {
  if (await isOver(db, bucket, limit, now)) throw new AppError(code);
}

export { addRateEvent as hit };
