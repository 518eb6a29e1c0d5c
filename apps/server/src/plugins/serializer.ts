import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { isShared, type Shared } from '../lib/deep-freeze.js';
import { IdentityMemos } from '../lib/memo.js';

/**
 * Replies are written by fast-json-stringify from the JSON Schema of each route's zod reply schema: only declared
 * fields leave the server (an internal column cannot leak), at several times the speed of validating every reply with
 * zod and then calling JSON.stringify. With `validate` (on in tests and development) each reply is also checked
 * against its zod schema first, so a service that drifts from the contract fails its tests.
 *
 * A reply whose `data` is a Shared value (lib/deep-freeze.ts: what the read cache and the seasons' lists hand to
 * every caller) is encoded once per route: later replies with the same value send the same bytes (or their gzip
 * form, shared-gzip.ts). The bytes are kept in the app's `Caches.replyBytes` (src/caches.ts).
 */
export function replySerializerCompiler(
  validate: boolean,
  encoders?: SharedEncoders,
): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    const stringify = fastJson(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as object);
    const write = (reply: unknown): string => {
      if (!validate) return stringify(reply);
      const result = schema.safeParse(reply);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
    const memos = encoders?.bytes ?? new IdentityMemos<Shared<object>, Buffer>();
    const encoded = memos.of(`${method} ${url} ${httpStatus}`);
    const bytesOf = (shared: Shared<object>, reply: unknown): Buffer => {
      let bytes = encoded.get(shared);
      if (!bytes) {
        bytes = Buffer.from(write(reply));
        encoded.set(shared, bytes);
      }
      return bytes;
    };
    if (encoders && String(httpStatus) === '200') encoders.add(method, url, (data) => bytesOf(data, { data }));
    // Fastify sends a Buffer payload as it is (reply.js onSendEnd), though the compiler's type only names strings.
    return ((reply: unknown): string | Buffer => {
      const shared = sharedData(reply);
      return shared ? bytesOf(shared, reply) : write(reply);
    }) as (reply: unknown) => string;
  };
}

/**
 * The routes' encoders of Shared values (one per app), by method and URL: a Shared value can be encoded — its bytes
 * kept as a call's would be — before any call asks for it. The seasons' shared lists are (season-listings.ts): a
 * new list is encoded, and its gzip form made, before it replaces the one the polls are answered with.
 */
export class SharedEncoders {
  private readonly byRoute = new Map<string, (data: Shared<object>) => Buffer>();

  /** @param bytes where the routes keep the bytes (the app's `Caches.replyBytes`) */
  constructor(readonly bytes = new IdentityMemos<Shared<object>, Buffer>()) {}

  add(method: string, url: string, encode: (data: Shared<object>) => Buffer): void {
    this.byRoute.set(`${method} ${url}`, encode);
  }

  /** The bytes the route sends for `data` (Shared: they are kept), or null when no such route was compiled. */
  encode(method: string, url: string, data: object): Buffer | null {
    if (!isShared(data)) return null;
    return this.byRoute.get(`${method} ${url}`)?.(data) ?? null;
  }
}

/** The `data` of an envelope `{data}` when it is Shared, so its encoding can be kept. */
function sharedData(reply: unknown): Shared<object> | null {
  if (reply === null || typeof reply !== 'object') return null;
  const data = (reply as { data?: unknown }).data;
  if (!isShared(data)) return null;
  for (const key in reply) if (key !== 'data') return null;
  return data;
}
