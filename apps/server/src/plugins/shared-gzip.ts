import { constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Gzip for the replies the read cache shares between calls (the rank page, the running games, the ready list: what
 * the console polls). Such a reply's bytes are encoded once per value (serializer.ts); its gzip form is made once
 * beside them here, so a caller whose browser accepts gzip — every browser does — gets a fifth of the bytes for no
 * work per request. Replies built for one call are sent as they are: compressing each would cost more CPU than the
 * bytes it saves on the networks organisers use.
 */

/** Below this a reply is not worth a Content-Encoding (gzip's own header and trailer are ~20 bytes). */
const MIN_BYTES = 1024;

const gzipped = new WeakMap<Buffer, Buffer>();

/** Keeps the gzip form of a shared reply's bytes (once, when the serializer first encodes that value). */
export function keepGzip(bytes: Buffer): void {
  if (bytes.length < MIN_BYTES) return;
  const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  if (gz.length < bytes.length) gzipped.set(bytes, gz);
}

/**
 * Whether an Accept-Encoding header admits gzip (RFC 9110 12.5.3): `gzip` or `x-gzip` or `*` listed without
 * `q=0`. Absent or empty means identity only.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard: boolean | null = null;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding === '*') wildcard = allowed;
    else return allowed;
  }
  return wildcard === true;
}

/**
 * Sends a route's reply when it is a shared value (frozen `data`, see serializer.ts): the bytes encoded once for it,
 * or their gzip form to a caller that accepts gzip, with `Vary: accept-encoding`. Answers false, sending nothing, for
 * any other reply (the route's serializer writes it). Called by the registrar (routes.ts) for its routes' replies,
 * so nothing else passes through it.
 */
export function sendShared(request: FastifyRequest, reply: FastifyReply, envelope: { data: unknown }): boolean {
  const { data } = envelope;
  if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return false;
  const bytes = reply.serialize(envelope) as unknown;
  if (!Buffer.isBuffer(bytes)) return false;
  const gz = gzipped.get(bytes);
  reply.type(JSON_TYPE);
  if (gz) reply.header('vary', 'accept-encoding');
  if (gz && acceptsGzip(request.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip').send(gz);
  } else {
    reply.send(bytes);
  }
  return true;
}

const JSON_TYPE = 'application/json; charset=utf-8';
