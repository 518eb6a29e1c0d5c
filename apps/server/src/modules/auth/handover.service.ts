import type { HandoverCodeReply, LoginByHandoverReply } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { AppError, ErrorCode } from '../../errors.js';
import { findAccount } from '../account/account.repository.js';
import { insertSession } from './auth.repository.js';
import { findHandoverCode, insertHandoverCode, takeHandoverCode } from './handover.repository.js';
import { hashToken, newToken } from './tokens.js';

/** Seconds a hand-over code to the players' lobby may wait to be redeemed. */
export const HANDOVER_CODE_TTL = 60;

/**
 * A one-time code for the players' lobby, bound to the caller's account and session: random (32 bytes), kept only as
 * its hash, redeemable once within HANDOVER_CODE_TTL seconds while the session that asked for it lives (logging
 * out voids it).
 */
export async function issueHandoverCode(ctx: AppContext, accountId: number, token: string): Promise<HandoverCodeReply> {
  const code = newToken();
  const now = ctx.clock.now();
  const expire = now + HANDOVER_CODE_TTL;
  await inTransaction(ctx.db, (trx) =>
    insertHandoverCode(trx, {
      code_hash: hashToken(code),
      account_id: accountId,
      session_hash: hashToken(token),
      now,
      expire,
    }),
  );
  return { code, expire_time: expire };
}

/**
 * Redeems a code for a new session of its account — a session of its own, so logging out in the lobby leaves the
 * console's session alone. Unknown 1008, used 1009, expired (or its session ended) 1010; a banned account 503 (the
 * code stays unused).
 */
export async function loginByHandover(ctx: AppContext, code: string): Promise<LoginByHandoverReply> {
  const now = ctx.clock.now();
  const codeHash = hashToken(code);
  return inTransaction(ctx.db, async (trx) => {
    const taken = await takeHandoverCode(trx, codeHash, now);
    if (!taken) {
      const row = await findHandoverCode(trx, codeHash);
      if (!row) throw new AppError(ErrorCode.HANDOVER_CODE_UNKNOWN);
      if (row.used_time !== null) throw new AppError(ErrorCode.HANDOVER_CODE_USED);
      throw new AppError(ErrorCode.HANDOVER_CODE_EXPIRED);
    }
    const account = await findAccount(trx, taken.account_id);
    if (!account) throw new AppError(ErrorCode.HANDOVER_CODE_UNKNOWN);
    if (account.banned) throw new AppError(ErrorCode.ACCOUNT_BANNED);
    const token = newToken();
    const expire = now + ctx.config.tokenTtlSeconds;
    await insertSession(trx, hashToken(token), account.account_id, now, expire);
    return { token, expire_time: expire, account_id: account.account_id, nickname: account.nickname };
  });
}
