import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { HttpsMode } from '../config.js';

/**
 * Security headers. Documents (the console's files, /config.js, the API docs page) get Helmet's full set. API replies
 * are JSON that no browser renders, so they get the set the OWASP REST Security Cheat Sheet asks of an API: never
 * stored by caches, never sniffed into something else, never framed; Helmet's dozen document headers there would
 * cost more than handling a cached read.
 *
 * HTTPS-only headers: `upgrade-insecure-requests` in the document CSP and
 * `Strict-Transport-Security` are sent only on HTTPS (TAIKAI_HTTPS: `auto` = when the request came over HTTPS —
 * `request.protocol`, which believes X-Forwarded-Proto only from TAIKAI_TRUST_PROXY's proxies; `always`; `never`).
 * Over plain HTTP on a LAN address they would make the browser rewrite /config.js, scripts and styles to https and
 * leave the console blank.
 *
 * Each variant is built once here (@fastify/helmet rebuilt it, directives parsed anew, on every request).
 */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};
const HSTS = 'max-age=31536000; includeSubDomains';
const SECURE_API_HEADERS = { ...API_HEADERS, 'strict-transport-security': HSTS };

export function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

function documentHeaders(secure: boolean) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'http:', 'https:'],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}

/** Whether this request gets the HTTPS-only headers. */
export function isSecure(mode: HttpsMode, request: FastifyRequest): boolean {
  return mode === 'always' || (mode === 'auto' && request.protocol === 'https');
}

export function registerSecurityHeaders(app: FastifyInstance, mode: HttpsMode): void {
  const secureDocument = documentHeaders(true);
  const plainDocument = documentHeaders(false);
  app.addHook('onRequest', (request, reply, done) => {
    const secure = isSecure(mode, request);
    if (isApiCall(request.url)) {
      reply.headers(secure ? SECURE_API_HEADERS : API_HEADERS);
      done();
      return;
    }
    const headers = secure ? secureDocument : plainDocument;
    headers(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
