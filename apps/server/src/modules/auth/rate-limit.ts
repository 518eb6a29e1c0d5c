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

export const LOGIN_FAILURES_PER_ACCOUNT: Limit = { max: 10, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_IP: Limit = { max: 50, windowSeconds: 15 * 60 };
export const CODE_SENDS_PER_EMAIL_MINUTE: Limit = { max: 1, windowSeconds: 60 };
export const CODE_SENDS_PER_EMAIL_DAY: Limit = { max: 10, windowSeconds: 24 * 3600 };
export const CODE_SENDS_PER_IP: Limit = { max: 30, windowSeconds: 3600 };
/** Registration: attempts per IP (successful ones included, so one address cannot mint accounts in bulk). */
export const REGISTER_ATTEMPTS_PER_IP: Limit = { max: 20, windowSeconds: 3600 };
/** Registration: refused attempts per e-mail address (a wrong code, a taken address, a bad nickname…). */
export const REGISTER_FAILURES_PER_EMAIL: Limit = { max: 10, windowSeconds: 15 * 60 };

export async function isOver(db: Executor, bucket: string, limit: Limit, now: number): Promise<boolean> {
  return (await countRateEvents(db, bucket, now - limit.windowSeconds)) >= limit.max;
}

export async function guard(db: Executor, bucket: string, limit: Limit, now: number, code: AppError['code']) {
  if (await isOver(db, bucket, limit, now)) throw new AppError(code);
}

export { addRateEvent as hit };
