import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. Documents (the console's files, /config.js, the API docs page) get Helmet's full set. API replies
 * are JSON that no browser renders, so they get the set the OWASP REST Security Cheat Sheet asks of an API: never
 * stored by caches, never sniffed into something else, never framed; Helmet's dozen document headers there would
 * cost more than handling a cached read.
 *
 * Helmet's middleware is built once here (@fastify/helmet rebuilt it, directives parsed anew, on every request).
 */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

export function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const documentHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'http:', 'https:'],
        scriptSrc: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiCall(request.url)) {
      reply.headers(API_HEADERS);
      done();
    } else documentHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
