import { type Endpoint, ErrorCode } from '@taikai/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../context.js';
import { AppError, fail } from '../errors.js';
import { type ContestAccess, requireCreator, requireManager, requireUnlocked } from '../modules/access/access.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The contest and the caller's role, set by the policy check of a manager/creator endpoint. */
    access: ContestAccess | null;
  }
}

/**
 * The one place an endpoint's declared policy is enforced, as a preHandler of its route (after the auth hook has
 * resolved the actor, after the input has been parsed): `login` needs an actor (2505); `manager`/`creator` read
 * `unique_id` from the parsed body or query and run the contest checks (2501, 2560, 2506, 2513), `unlocked` adds the
 * operator lock (2558). Services never check permissions themselves:
 * the handler receives the access this check resolved.
 *
 * Permission is decided when the call arrives. A change of managers or of the lock committed while a call is
 * already past this check does not cancel that call, as with any request-level authorisation.
 */
/**
 * The part of the policy that needs no input: an endpoint other than `public` refuses a caller without a session
 * (2505) as the request arrives, before its body is read and parsed.
 */
export function refuseWithoutSession(endpoint: Endpoint) {
  // a callback hook: nothing to wait for
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    done(endpoint.policy !== 'public' && !request.actor ? new AppError(ErrorCode.NOT_LOGGED_IN) : undefined);
  };
}

export function policyCheck(ctx: AppContext, endpoint: Endpoint) {
  const { policy } = endpoint;
  return async (request: FastifyRequest): Promise<void> => {
    if (policy === 'public') return;
    const actor = request.actor ?? fail(ErrorCode.NOT_LOGGED_IN);
    if (policy === 'login') return;
    request.access = await contestAccess(ctx, endpoint, actor, contestOf(request, endpoint));
  };
}

async function contestAccess(ctx: AppContext, endpoint: Endpoint, actor: Actor, uniqueId: number) {
  const access =
    endpoint.policy === 'creator'
      ? await requireCreator(ctx.db, actor, uniqueId)
      : await requireManager(ctx.db, actor, uniqueId);
  if (endpoint.unlocked) requireUnlocked(access.contest);
  return access;
}

/** `unique_id` of the parsed input; the table guarantees a contest-scoped endpoint's schema has it. */
function contestOf(request: FastifyRequest, endpoint: Endpoint): number {
  const input = (endpoint.method === 'GET' ? request.query : request.body) as { unique_id?: unknown } | undefined;
  const uniqueId = input?.unique_id;
  if (typeof uniqueId !== 'number') throw new AppError(ErrorCode.PARAM_ERROR, 'unique_id');
  return uniqueId;
}
