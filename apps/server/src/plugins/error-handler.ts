import { ErrorCode, errorMessage, httpStatusFor, langFromAcceptLanguage, type MessageLang } from '@taikai/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type Problem } from '../errors.js';

/**
 * The one error handler: every failure leaves as `{error:{code, message, field?}}` with the status of its code.
 * Input that does not parse is code 3 naming the field; anything unexpected is logged with the request id and
 * answered as code 2 without internals. No request produces a bare 500 page.
 */
export function registerErrorHandler(app: FastifyInstance, spaFallback: boolean): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof AppError)
      return sendError(request, reply, error.code, error.field, error.detail, error.problems);
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where =
        first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || String(first?.params?.missingProperty ?? '');
      const field = [err.validationContext, where].filter(Boolean).join('.');
      // A shared refinement may name its own code (shownText: 2598); anything else is a param error.
      const own = (first?.params as { params?: { code?: unknown } } | undefined)?.params?.code;
      const code = typeof own === 'number' ? own : ErrorCode.PARAM_ERROR;
      return sendError(request, reply, code, field || undefined);
    }
    // Fastify's own client errors: bad JSON, wrong content type, body too large, rate limit.
    if (err.statusCode === 429) return sendError(request, reply, ErrorCode.TOO_FREQUENT);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(
        request,
        reply,
        ErrorCode.PARAM_ERROR,
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'body' : undefined,
      );
    }
    request.log.error({ err, reqId: request.id }, 'unexpected error');
    return sendError(request, reply, ErrorCode.SYSTEM_ERROR);
  });

  // Paths outside /api/ belong to the single-page console when it is served; a file missing under /assets/ (a chunk
  // of an older build, asked for by a console opened before an upgrade) is a 404, not the page.
  app.setNotFoundHandler((request, reply) => {
    if (
      spaFallback &&
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/')
    )
      return reply.sendFile('index.html');
    return sendError(request, reply, ErrorCode.NOT_FOUND_ROUTE);
  });
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  field?: string,
  detail?: Record<string, string | number>,
  problems?: readonly Problem[],
) {
  const lang = langFromAcceptLanguage(request.headers['accept-language']);
  const message = messageOf(code, lang, field, detail);
  const listed = problems?.map((p) => ({ ...p, message: messageOf(p.code, lang, undefined, p.detail) }));
  return reply.status(httpStatusFor(code)).send({
    error: {
      code,
      message,
      ...(field ? { field } : {}),
      ...(detail ? { detail } : {}),
      ...(listed ? { problems: listed } : {}),
    },
  });
}

function messageOf(code: number, lang: MessageLang, field?: string, detail?: Record<string, string | number>): string {
  const text = errorMessage(code, lang);
  const base = detail ? text.replace(/\{(\w+)\}/g, (m, k: string) => String(detail[k] ?? m)) : text;
  return field ? `${base} (${field})` : base;
}
