import type { z } from 'zod';

/**
 * The endpoint table's building block. Every HTTP call of the API is one entry: its method and path, the zod schema
 * of its body (POST) or query (GET), the schema of its reply's `data`, and who may call it. The server registers its
 * routes only from these entries (a route without an entry cannot exist) and enforces the policy before the handler
 * runs; the console calls `call(endpoint, input)` with the input type-checked against the same schema.
 *
 * Policies:
 *  - `public`   anyone, logged in or not (login, registration, analytics, server time)
 *  - `login`    a logged-in account (2505 otherwise)
 *  - `manager`  the creator or a manager of the contest named by `unique_id` in the body or query
 *               (2505 no login, 2501 unknown contest, 2560 deleted, 2506 anyone else; reads included)
 *  - `creator`  the contest's creator only (as manager, and 2513 for a manager)
 * `unlocked: true` (manager/creator only) refuses the call with 2558 while the operator has locked the contest.
 */
/**
 * Body limits: what an endpoint needs, not a megabyte for everyone. The server's default
 * suits every body of the table but a few; those carrying long lists or notices in six languages declare
 * LARGE_BODY_LIMIT.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
export const LARGE_BODY_LIMIT = 512 * 1024;

export type Policy = 'public' | 'login' | 'manager' | 'creator';
export type Method = 'GET' | 'POST';

/** What a contest-scoped input must carry: the contest the policy is checked against. */
type ContestScoped = { unique_id: number };

export interface Endpoint {
  readonly method: Method;
  /** The full path, e.g. `/api/contest/fetch_contest_season_list`. */
  readonly path: string;
  /** POST only: the JSON body. */
  readonly body?: z.ZodType;
  /** GET only: the query string (schemas coerce, since queries arrive as text). */
  readonly query?: z.ZodType;
  /** GET only: the path's parameters (`:game_uuid`), for a GET without a query; handed to the handler as its input. */
  readonly params?: z.ZodType;
  /** The reply's `data` (the server wraps it in `{data}`). */
  readonly reply: z.ZodType;
  readonly policy: Policy;
  /** Refused with 2558 while the operator has locked the contest (manager/creator policies only). */
  readonly unlocked: boolean;
  /** OpenAPI tags: the area. */
  readonly tags: readonly string[];
  /** Largest accepted body in bytes (default DEFAULT_BODY_LIMIT). */
  readonly bodyLimit?: number;
  /** A per-IP request cap per minute in front of the database-kept limits. */
  readonly perIpPerMinute?: number;
}

type GetSpec = {
  method: 'GET';
  path: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: never;
  reply: z.ZodType;
  policy: Policy;
  unlocked?: boolean;
  tags: readonly string[];
  bodyLimit?: never;
  perIpPerMinute?: number;
};
type PostSpec = {
  method: 'POST';
  path: string;
  body?: z.ZodType;
  query?: never;
  params?: never;
  reply: z.ZodType;
  policy: Policy;
  unlocked?: boolean;
  tags: readonly string[];
  bodyLimit?: number;
  perIpPerMinute?: number;
};
type Spec = GetSpec | PostSpec;

/** The schema a spec takes its input from: the body of a POST, the query of a GET. */
type InputSchemaOf<S> = S extends { body: infer B extends z.ZodType }
  ? B
  : S extends { query: infer Q extends z.ZodType }
    ? Q
    : S extends { params: infer P extends z.ZodType }
      ? P
      : undefined;

/**
 * Contest-scoped policies need `unique_id` in their input; `unlocked` is only meaningful for them. A spec that breaks
 * either rule does not type-check (and the registrar refuses it at start-up as well).
 */
type Checked<S extends Spec> = S['policy'] extends 'manager' | 'creator'
  ? InputSchemaOf<S> extends z.ZodType
    ? z.output<InputSchemaOf<S>> extends ContestScoped
      ? S
      : { error: 'a manager/creator endpoint needs unique_id in its body or query' }
    : { error: 'a manager/creator endpoint needs a body or query with unique_id' }
  : S['unlocked'] extends true
    ? { error: 'unlocked applies to manager/creator endpoints only' }
    : S;

export type EndpointOf<S extends Spec> = Omit<S, 'unlocked'> & { readonly unlocked: boolean };

/** Declares one endpoint; the exact schema types are kept so input and reply types flow to both apps. */
export function endpoint<const S extends Spec>(spec: S & Checked<S>): EndpointOf<S> {
  return Object.freeze({ ...spec, unlocked: spec.unlocked === true }) as EndpointOf<S>;
}

/** The input a client sends (z.input: fields with defaults may be left out). Calls without input take `{}`. */
export type EndpointInput<E> = InputSchemaOf<E> extends z.ZodType ? z.input<InputSchemaOf<E>> : Record<string, never>;

/** The input a handler receives, parsed (z.output: defaults applied, strings coerced). */
export type EndpointArgs<E> = InputSchemaOf<E> extends z.ZodType ? z.output<InputSchemaOf<E>> : Record<string, never>;

/** The reply's `data`. */
export type EndpointReply<E> = E extends { reply: infer R extends z.ZodType } ? z.output<R> : never;

/** Contest-scoped policies: the endpoint names a contest by `unique_id`. */
export const CONTEST_POLICIES: readonly Policy[] = ['manager', 'creator'];

export function isContestScoped(e: Endpoint): boolean {
  return e.policy === 'manager' || e.policy === 'creator';
}
