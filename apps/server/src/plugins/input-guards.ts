import { ErrorCode, hasNul } from '@taikai/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/** Deepest nesting of arrays and objects a JSON body may have; the deepest schema needs far less. */
export const MAX_JSON_DEPTH = 16;

/**
 * Guards in front of every route's schema:
 *  - JSON bodies deeper than MAX_JSON_DEPTH are refused by a linear scan before JSON.parse runs, so a megabyte of
 *    `[` costs a pass over the bytes, not a parse (code 3, field `body`);
 *  - a NUL byte in any string of the body, query or path is refused (code 3 naming the field): PostgreSQL cannot
 *    store it and no person types it. Checking here covers every text field of every endpoint at once.
 * Fastify's own JSON parser (prototype-poisoning protection, the route's body limit) still does the parsing.
 */
export function registerInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(new AppError(ErrorCode.PARAM_ERROR, 'body'), undefined);
    parseJson(request, text, (err, value) => {
      if (err) return done(err, undefined);
      // JSON carries NUL only as the escape \u0000, so the walk runs only when the text has one.
      const where = /\\u0000/i.test(text) ? nulPath(value, 'body') : null;
      if (where) return done(new AppError(ErrorCode.PARAM_ERROR, where), undefined);
      done(null, value);
    });
  });
  // a callback hook, not an async one: it runs on every request and has nothing to wait for
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const where = nulPath(request.query, 'querystring') ?? nulPath(request.params, 'params');
    done(where ? new AppError(ErrorCode.PARAM_ERROR, where) : undefined);
  });
}

/** Whether arrays/objects in `text` nest deeper than `max` (strings and their escapes skipped). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** The path of the first string (or key) holding NUL in `value`, or null. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasNul(key)) return `${path}.${key.replaceAll('\u0000', '')}`;
      const found = nulPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
