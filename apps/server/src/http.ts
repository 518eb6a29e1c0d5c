import type { Endpoint, EndpointArgs, EndpointReply, MessageLang } from '@taikai/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor, AppContext } from './context.js';
import type { ContestAccess } from './modules/access/access.js';

/** The Fastify instance routes are registered on: zod schemas type the request and the reply. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a handler may know about the request besides its input: never the request or reply objects themselves. */
export interface CallMeta {
  ip: string;
  /** the bearer token as sent (logout revokes it) */
  token: string | null;
  /** the page's language (Accept-Language): what the server writes to a person outside the reply, e-mail */
  lang: MessageLang;
}

/** A public call may come without a login; every other policy guarantees an actor. */
export type ActorFor<E> = E extends { policy: 'public' } ? Actor | null : Actor;
/** Contest-scoped policies hand the handler the contest and the caller's role, already checked. */
export type AccessFor<E> = E extends { policy: 'manager' | 'creator' } ? ContestAccess : null;

/**
 * A thin handler: the parsed input (body of a POST, query of a GET), the actor, the app context, the checked
 * contest access and the call's metadata in; the reply's `data` out (the registrar wraps it in `{data}`).
 */
export type Handler<E> = (
  input: EndpointArgs<E>,
  actor: ActorFor<E>,
  ctx: AppContext,
  access: AccessFor<E>,
  call: CallMeta,
) => Promise<EndpointReply<E>> | EndpointReply<E>;

/** One handler per endpoint of an area's table. */
export type HandlerMap<M> = { [K in keyof M]: Handler<M[K]> };

/**
 * An area's handlers, checked against its endpoint table (`modules/<area>/<area>.routes.ts`):
 * `export const seasonHandlers = handlers(seasonEndpoints, { fetchContestSeasonList: (q, actor, ctx, access) => … })`.
 */
export function handlers<M extends Record<string, Endpoint>>(_endpoints: M, map: HandlerMap<M>): HandlerMap<M> {
  return map;
}
