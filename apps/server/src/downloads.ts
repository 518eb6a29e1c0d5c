import type { Readable } from 'node:stream';
import { type Downloads, downloads, type EndpointArgs, langFromAcceptLanguage, type MessageLang } from '@taikai/shared';
import type { Actor, AppContext } from './context.js';
import type { ZodApp } from './http.js';
import type { ContestAccess } from './modules/access/access.js';
import { exportCalcRank, exportRank } from './modules/ranking/ranking.export.js';
import { attachment } from './modules/record/csv.js';
import { exportRecords, exportYakuman } from './modules/record/record.export.js';
import { recordLog } from './modules/record/record.log.js';
import { policyCheck, refuseWithoutSession } from './plugins/policy.js';

/** A file: a CSV streamed, or a JSON text. */
type DownloadFile = { filename: string; stream: Readable } | { filename: string; json: string };

/** A download: the parsed body (or query), who asks, and the request's language in; a named file out. */
type DownloadHandler<E> = (
  input: EndpointArgs<E>,
  actor: Actor,
  ctx: AppContext,
  access: ContestAccess,
  lang: MessageLang,
) => Promise<DownloadFile>;

const downloadHandlers: { [K in keyof Downloads]: DownloadHandler<Downloads[K]> } = {
  exportContestGameRecords: (body, actor, ctx, access, lang) => exportRecords(ctx, actor, access, body, lang),
  exportContestYakumanRecords: (body, actor, ctx, access, lang) => exportYakuman(ctx, actor, access, body, lang),
  exportSeasonPlayerRank: (body, actor, ctx, access, lang) => exportRank(ctx, actor, access, body, lang),
  exportSeasonPlayerCalcRank: (body, actor, ctx, access, lang) => exportCalcRank(ctx, actor, access, body, lang),
  fetchContestGameRecordLog: (q, actor, ctx) => recordLog(ctx, actor, q),
};

/**
 * The downloads (CSV exports, a game's log), registered from their shared entries with the endpoint table's policy check. Refusals (the
 * cooldown, bad input, permission) are answered with the error envelope before the first byte; then the file
 * streams.
 */
export function registerDownloads(app: ZodApp, ctx: AppContext): void {
  for (const [key, endpoint] of Object.entries(downloads) as [keyof Downloads, Downloads[keyof Downloads]][]) {
    const handler = downloadHandlers[key] as DownloadHandler<unknown>;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        operationId: key,
        tags: [...endpoint.tags],
        description: `policy: ${endpoint.policy}; replies with a ${endpoint.method === 'GET' ? 'JSON file' : 'CSV file (text/csv, UTF-8 with BOM)'}`,
        ...(endpoint.method === 'POST' ? { body: endpoint.body } : { querystring: endpoint.query }),
      },
      onRequest: refuseWithoutSession(endpoint),
      preHandler: policyCheck(ctx, endpoint),
      handler: async (request, reply) => {
        const file = await handler(
          (endpoint.method === 'GET' ? request.query : request.body) as never,
          request.actor as Actor,
          ctx,
          request.access as ContestAccess,
          langFromAcceptLanguage(request.headers['accept-language']),
        );
        reply.header('content-disposition', attachment(file.filename));
        if ('json' in file) return reply.header('content-type', 'application/json; charset=utf-8').send(file.json);
        return reply.header('content-type', 'text/csv; charset=utf-8').send(file.stream);
      },
    });
  }
}
