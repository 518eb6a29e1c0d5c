import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../context.js';
import { findSessionAccount } from '../modules/auth/auth.repository.js';
import { hashToken } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The scheme word of the original platform: `Authorization: Majsoul <token>`. */
const SCHEME = /^Majsoul\s+(\S+)$/i;

export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = SCHEME.exec(header.trim());
  return m ? m[1] : null;
}

/**
 * Resolves the bearer of every request when it arrives, before its body is read: an endpoint that needs a session
 * refuses a caller without one at once (`refuseEarly`), so no body of a stranger is parsed.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenFromRequest(request);
    if (!token) return;
    const account = await findSessionAccount(ctx.db, hashToken(token), ctx.clock.now());
    if (account && !account.banned) {
      request.actor = {
        account_id: account.account_id,
        nickname: account.nickname,
        is_operator: account.is_operator === 1,
      };
    }
  });
}
