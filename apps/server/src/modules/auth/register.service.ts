import {
  AccountAuditAction,
  ErrorCode,
  nicknameProblem,
  passwordOk,
  type RegisterBody,
  type RegisterReply,
  type ZoneValue,
} from '@taikai/shared';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { AppError, ensure, fail } from '../../errors.js';
import { findAccountByEmail, insertAccount } from '../account/account.repository.js';
import { findLookAlike, lockAndFindLookAlike } from '../account/account.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import { containsForbiddenWord } from '../contest/forbidden-words.js';
import { latestEmailCode, updateEmailCode } from './auth.repository.js';
import { EMAIL_CODE_MAX_TRIES, hashPassword, openSession } from './auth.service.js';
import { guard, hit, REGISTER_ATTEMPTS_PER_IP, REGISTER_FAILURES_PER_EMAIL } from './rate-limit.js';
import { hashToken } from './tokens.js';

/**
 * Registration (`POST /api/register`, DESIGN section 9): a person creates their own player account after proving
 * the e-mail address with a code sent by `send_email_code {purpose: 'register'}`.
 *
 * Checked in this order: registration open (1006); per-IP attempts and per-address failures within their windows
 * (109); nickname rule (1005) and forbidden words (502); nickname not looking like another account's (1011);
 * password rule (1007); address not taken (1004); the code (111 wrong, 112 expired, 110 too many wrong tries). Every
 * attempt counts against the IP (successful ones too, so one address cannot mint accounts in bulk); refused ones
 * count against the e-mail address as well. The account, the code's use, an audit row and the first session are
 * written in one transaction, which checks the address and the look-alike again first: the nickname's skeleton is
 * locked there (account.service.ts, `lockAndFindLookAlike`), so of two registrations of look-alike nicknames at
 * once exactly one lands.
 */

/** Audit rows of platform-level actions (not about one contest) carry contest id 0. */
export const PLATFORM_AUDIT_ID = 0;
/** Two registrations in one zone may pick the same next id at once; the loser retries. */
const ALLOCATION_TRIES = 5;

export async function register(ctx: AppContext, body: RegisterBody, ip: string): Promise<RegisterReply> {
  ensure(ctx.config.registrationOpen, ErrorCode.REGISTRATION_CLOSED);
  const now = ctx.clock.now();
  const address = body.email.toLowerCase();
  const ipBucket = `register:ip:${ip}`;
  const emailBucket = `register-fail:email:${address}`;
  await guard(ctx.db, ipBucket, REGISTER_ATTEMPTS_PER_IP, now, ErrorCode.TOO_FREQUENT);
  await guard(ctx.db, emailBucket, REGISTER_FAILURES_PER_EMAIL, now, ErrorCode.TOO_FREQUENT);
  await hit(ctx.db, ipBucket, now);
  try {
    return await admit(ctx, body, address, now);
  } catch (err) {
    if (err instanceof AppError) await hit(ctx.db, emailBucket, now);
    throw err;
  }
}

async function admit(ctx: AppContext, body: RegisterBody, address: string, now: number): Promise<RegisterReply> {
  const nickname = body.nickname.trim();
  ensure(nicknameProblem(nickname) === null, ErrorCode.NICKNAME_INVALID, 'nickname');
  ensure(!(await containsForbiddenWord(ctx.db, nickname)), ErrorCode.FORBIDDEN_WORD, 'nickname');
  ensure(!(await findLookAlike(ctx.db, nickname)), ErrorCode.NICKNAME_LOOK_ALIKE, 'nickname');
  ensure(passwordOk(body.password), ErrorCode.PASSWORD_INVALID, 'password');
  ensure(!(await findAccountByEmail(ctx.db, address)), ErrorCode.EMAIL_TAKEN, 'email');
  const codeId = await checkCode(ctx, address, body.code, now);
  const passwordHash = await hashPassword(body.password);

  for (let attempt = 1; ; attempt++) {
    try {
      const accountId = await inTransaction(ctx.db, async (trx) => {
        ensure(!(await findAccountByEmail(trx, address)), ErrorCode.EMAIL_TAKEN, 'email');
        ensure(!(await lockAndFindLookAlike(trx, nickname)), ErrorCode.NICKNAME_LOOK_ALIKE, 'nickname');
        const id = await insertAccount(trx, {
          nickname,
          email: address,
          password_hash: passwordHash,
          zone: body.zone as ZoneValue,
          diamonds: 0,
          now,
        });
        await updateEmailCode(trx, codeId, { used: 1 });
        await writeAudit(trx, {
          unique_id: PLATFORM_AUDIT_ID,
          account_id: id,
          action: AccountAuditAction.Register,
          after: { account_id: id, nickname, zone: body.zone },
          now,
        });
        return id;
      });
      return { ...(await openSession(ctx, accountId)), account_id: accountId };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Either the address was taken meanwhile (answered as such) or the zone's next id was: try again.
      ensure(!(await findAccountByEmail(ctx.db, address)), ErrorCode.EMAIL_TAKEN, 'email');
      if (attempt >= ALLOCATION_TRIES) fail(ErrorCode.ID_GENERATION_FAILED);
    }
  }
}

/** The id of the address's latest code when `code` matches it; a wrong code costs one of its tries. */
async function checkCode(ctx: AppContext, address: string, code: string, now: number): Promise<number> {
  const row = await latestEmailCode(ctx.db, address);
  if (!row || row.used) fail(ErrorCode.CODE_INVALID, 'code');
  if (row.tries >= EMAIL_CODE_MAX_TRIES) fail(ErrorCode.CODE_TOO_MANY, 'code');
  if (row.expire_time <= now) fail(ErrorCode.CODE_EXPIRED, 'code');
  if (row.code_hash !== hashToken(code)) {
    await updateEmailCode(ctx.db, row.id, { tries: row.tries + 1 });
    fail(ErrorCode.CODE_INVALID, 'code');
  }
  return row.id;
}

/** A primary-key or unique-index conflict, from SQLite or PostgreSQL. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'));
}
