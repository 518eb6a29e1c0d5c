import { hash, verify } from '@node-rs/argon2';
import type { EmailCodePurpose, LoginBody, LoginByCodeBody, MessageLang, TokenReply } from '@taikai/shared';
import { accessEnded } from '../../access-ended.js';
import type { AppContext } from '../../context.js';
import { AppError, ErrorCode } from '../../errors.js';
import { type AccountRow, findAccount, findAccountByEmail } from '../account/account.repository.js';
import { deleteSession, insertEmailCode, insertSession, latestEmailCode, updateEmailCode } from './auth.repository.js';
import { codeMail } from './code-mail.js';
import {
  CODE_SENDS_PER_EMAIL_DAY,
  CODE_SENDS_PER_EMAIL_MINUTE,
  CODE_SENDS_PER_IP,
  guard,
  hit,
  isOver,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_IP,
  LOGIN_FAILURES_PER_IP,
  LOGIN_KNOWN_ADDRESS,
} from './rate-limit.js';
import { hashToken, newEmailCode, newToken } from './tokens.js';

export const EMAIL_CODE_TTL = 10 * 60;
export const EMAIL_CODE_MAX_TRIES = 5;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Algorithm.Argon2id (a const enum) */ });
}

/**
 * A transaction that refuses still keeps what it wrote to count the failure: failures are recorded in their own
 * statement after the refusing transaction so that a wrong password cannot be retried for free.
 */
async function recordFailure(ctx: AppContext, buckets: string[]) {
  const now = ctx.clock.now();
  for (const b of buckets) await hit(ctx.db, b, now);
}

export async function openSession(ctx: AppContext, accountId: number): Promise<TokenReply> {
  const token = newToken();
  const now = ctx.clock.now();
  const expire = now + ctx.config.tokenTtlSeconds;
  await insertSession(ctx.db, hashToken(token), accountId, now, expire);
  return { token, expire_time: expire };
}

async function findLoginAccount(ctx: AppContext, account: string): Promise<AccountRow | undefined> {
  if (account.includes('@')) return findAccountByEmail(ctx.db, account);
  if (/^\d{1,10}$/.test(account)) return findAccount(ctx.db, Number(account));
  return undefined;
}

/**
 * A hash no password matches, checked when the account is unknown so that an unknown account costs the same time
 * as a wrong password (made once, on the first such login).
 */
let nobodysHash: Promise<string> | null = null;

/**
 * Password login. An unknown account and a wrong password get the same answer (1003, "account or password
 * incorrect"), take the same time (a hash is checked either way) and count against the same kind of limits (an
 * unknown name has its own buckets, keyed by the name as typed), so login does not tell who is registered.
 */
export async function login(ctx: AppContext, body: LoginBody, ip: string): Promise<TokenReply> {
  const now = ctx.clock.now();
  const ipBucket = `login-fail:ip:${ip}`;
  await guard(ctx.db, ipBucket, LOGIN_FAILURES_PER_IP, now, ErrorCode.TOO_FREQUENT);
  const account = await findLoginAccount(ctx, body.account);
  // See rate-limit.ts: the pair's back-off, then the account's ceiling unless this address is a known one.
  const who = account?.password_hash ? String(account.account_id) : `name:${body.account.trim().toLowerCase()}`;
  const acctBucket = `login-fail:acct:${who}`;
  const pairBucket = `login-fail:acct:${who}:ip:${ip}`;
  const knownBucket = `login-ok:acct:${who}:ip:${ip}`;
  await guard(ctx.db, pairBucket, LOGIN_FAILURES_PER_ACCOUNT_IP, now, ErrorCode.TOO_FREQUENT);
  if (!(await isOver(ctx.db, knownBucket, LOGIN_KNOWN_ADDRESS, now)))
    await guard(ctx.db, acctBucket, LOGIN_FAILURES_PER_ACCOUNT, now, ErrorCode.TOO_FREQUENT);
  nobodysHash ??= hashPassword(newToken());
  const hashed = account?.password_hash ?? (await nobodysHash);
  if (!(await verify(hashed, body.password)) || !account?.password_hash) {
    await recordFailure(ctx, [ipBucket, acctBucket, pairBucket]);
    throw new AppError(ErrorCode.WRONG_PASSWORD);
  }
  if (account.banned) throw new AppError(ErrorCode.ACCOUNT_BANNED);
  await hit(ctx.db, knownBucket, now);
  return openSession(ctx, account.account_id);
}

/**
 * Sends a six-digit code to `email`. For `login` the answer is the same whether the address may sign in or not (the
 * console says "if this address can sign in, a code was sent"): a code is sent only to an account's address that
 * is not banned, and the limits count either way. For `register` the address must have no account (1004), and
 * registration must be open (1006). A code proves the address either way: registration and the code login both
 * take the address's latest unused code.
 */
export async function sendEmailCode(
  ctx: AppContext,
  email: string,
  ip: string,
  purpose: EmailCodePurpose = 'login',
  lang: MessageLang = 'zh-CN',
): Promise<void> {
  const now = ctx.clock.now();
  const address = email.toLowerCase();
  if (purpose === 'register' && !ctx.config.registrationOpen) throw new AppError(ErrorCode.REGISTRATION_CLOSED);
  await guard(ctx.db, `code-send:ip:${ip}`, CODE_SENDS_PER_IP, now, ErrorCode.TOO_FREQUENT);
  await guard(ctx.db, `code-send:email:${address}`, CODE_SENDS_PER_EMAIL_MINUTE, now, ErrorCode.TOO_FREQUENT);
  await guard(ctx.db, `code-send-day:email:${address}`, CODE_SENDS_PER_EMAIL_DAY, now, ErrorCode.CODE_TOO_MANY);
  const account = await findAccountByEmail(ctx.db, address);
  if (purpose === 'register' && account) throw new AppError(ErrorCode.EMAIL_TAKEN);
  const sends = purpose === 'register' || (account && !account.banned);
  const code = newEmailCode();
  await ctx.db.transaction().execute(async (trx) => {
    if (sends) await insertEmailCode(trx, address, hashToken(code), now, now + EMAIL_CODE_TTL);
    for (const b of [`code-send:ip:${ip}`, `code-send:email:${address}`, `code-send-day:email:${address}`])
      await hit(trx, b, now);
  });
  if (!sends) return;
  await ctx.mailer.send({ to: address, ...codeMail(lang, code) });
}

export async function loginByCode(ctx: AppContext, body: LoginByCodeBody): Promise<TokenReply> {
  const now = ctx.clock.now();
  const address = body.email.toLowerCase();
  const account = await findAccountByEmail(ctx.db, address);
  // no code is ever sent to an address without an account: its code is simply not valid (nothing tells more)
  const row = account ? await latestEmailCode(ctx.db, address) : undefined;
  if (!account) throw new AppError(ErrorCode.CODE_INVALID);
  if (!row || row.used) throw new AppError(ErrorCode.CODE_INVALID);
  if (row.tries >= EMAIL_CODE_MAX_TRIES) throw new AppError(ErrorCode.CODE_TOO_MANY);
  if (row.expire_time <= now) throw new AppError(ErrorCode.CODE_EXPIRED);
  if (row.code_hash !== hashToken(body.code)) {
    await updateEmailCode(ctx.db, row.id, { tries: row.tries + 1 });
    throw new AppError(ErrorCode.CODE_INVALID);
  }
  if (account.banned) throw new AppError(ErrorCode.ACCOUNT_BANNED);
  await updateEmailCode(ctx.db, row.id, { used: 1 });
  return openSession(ctx, account.account_id);
}

/** Ends the session; its table sockets are closed at once in this process, within a tick in the others. */
export async function logout(ctx: AppContext, token: string | null): Promise<void> {
  if (!token) return;
  await deleteSession(ctx.db, hashToken(token));
  accessEnded(ctx.db);
}
