import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: an old `?token=` hand-over link, a one-time `code`,
 * or anything a client might put in a URL by mistake. Their values never reach the log.
 */
const SECRET_PARAMS = new Set(['token', 'code', 'password', 'access_token', 'refresh_token', 'secret', 'key']);
export const REDACTED = 'REDACTED';

/** `url` with the values of secret query parameters replaced (the rest, and the path, as they came). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = rawName;
    }
    return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=${REDACTED}` : part;
  });
  return `${url.slice(0, q + 1)}${parts.join('&')}${hash < 0 ? '' : url.slice(hash)}`;
}

/** Fastify's request serializer for the log, with the URL redacted (the request log writes it at `info`). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/**
 * The logger option of the Fastify instance: `false` stays off; otherwise the level and the redacting request
 * serializer, under whatever else the caller gave (a test's stream).
 */
export function loggerOptions(given: boolean | object | undefined, level: string): false | object {
  if (given === false) return false;
  const extra = typeof given === 'object' && given !== null ? (given as { serializers?: object }) : {};
  return { level, ...extra, serializers: { ...extra.serializers, req: requestForLog } };
}
