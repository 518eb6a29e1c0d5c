import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caches } from '../caches.js';
import { isShared } from '../lib/deep-freeze.js';
import type { SharedEncoders } from './serializer.js';

/**
 * Gzip for the replies the read cache shares between calls (the rank page, the running games, the ready list: what
 * the console polls). Such a reply's bytes are encoded once per value (serializer.ts); its gzip form is made once
 * beside them here, the first time a caller accepting gzip asks for that value — every browser does — so each
 * later such caller gets a fifth of the bytes for no work. Replies built for one call are sent as they are:
 * compressing each would cost more CPU than the bytes it saves on the networks organisers use.
 *
 * zlib's default level (6): on a running list of 750 games (325 KB) 3.1 ms for 39.5 KB, where level 9 takes 7.2 ms
 * for 38.2 KB. Made eagerly for every shared value, it would cost a caller that never asks for gzip 19 ms of the
 * event loop each second; only the seasons' shared lists make it ahead of the first ask (`prepareShared`). It is
 * made off the event loop (zlib's asynchronous form, on libuv's thread pool): made in line, the running list's
 * takes 15 ms of the event loop once a second under the games bench, and every poll arriving meanwhile waits for
 * it. Callers that ask while it is being made wait for the same one.
 */

/** Below this a reply is not worth a Content-Encoding (gzip's own header and trailer are ~20 bytes). */
const MIN_BYTES = 1024;

/**
 * The gzip form of a shared reply's bytes, made once (kept in `forms`, the app's `Caches.gzipForms`: being made,
 * or made); null when they are too small or it would not be smaller (or zlib failed: the bytes are sent as they are).
 */
export function gzipFormOf(forms: Caches['gzipForms'], bytes: Buffer): Promise<Buffer | null> {
  if (bytes.length < MIN_BYTES) return Promise.resolve(null);
  let gz = forms.get(bytes);
  if (gz === undefined) {
    gz = new Promise((resolve) => {
      gzip(bytes, (err, made) => resolve(!err && made.length < bytes.length ? made : null));
    });
    forms.set(bytes, gz);
  }
  return gz;
}

/**
 * Encodes a shared value as the route `endpoint` sends it and makes its gzip form, before any call asks for it (a
 * route not compiled, or a value not Shared, is left alone). Made when a call first asks, both would land on that
 * call: under the games bench one running-list poll in eight would wait 5–30 ms for them.
 */
export async function prepareShared(
  encoders: SharedEncoders,
  forms: Caches['gzipForms'],
  endpoint: { method: string; path: string },
  data: object,
): Promise<void> {
  const bytes = encoders.encode(endpoint.method, endpoint.path, data);
  if (bytes) await gzipFormOf(forms, bytes);
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
 * Sends a route's reply when it is a Shared value (`data`, see serializer.ts): the bytes encoded once for it, or
 * their gzip form to a caller that accepts gzip, with `Vary: accept-encoding` on every reply large enough to have
 * one. Answers false, sending nothing, for any other reply (the route's serializer writes it). Called by the
 * registrar (routes.ts) for its routes' replies, so nothing else passes through it.
 */
export async function sendShared(
  forms: Caches['gzipForms'],
  request: FastifyRequest,
  reply: FastifyReply,
  envelope: { data: unknown },
): Promise<boolean> {
  if (!isShared(envelope.data)) return false;
  const bytes = reply.serialize(envelope) as unknown;
  if (!Buffer.isBuffer(bytes)) return false;
  reply.type(JSON_TYPE);
  if (bytes.length < MIN_BYTES) {
    reply.send(bytes);
    return true;
  }
  reply.header('vary', 'accept-encoding');
  const gz = acceptsGzip(request.headers['accept-encoding']) ? await gzipFormOf(forms, bytes) : null;
  if (gz) reply.header('content-encoding', 'gzip').send(gz);
  else reply.send(bytes);
  return true;
}

const JSON_TYPE = 'application/json; charset=utf-8';
