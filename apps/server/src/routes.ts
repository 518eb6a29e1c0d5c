import {
  type Endpoint,
  type EndpointKey,
  type Endpoints,
  endpointList,
  envelope,
  langFromAcceptLanguage,
} from '@taikai/shared';
import type { AppContext } from './context.js';
import { registerDownloads } from './downloads.js';
import type { CallMeta, HandlerMap, ZodApp } from './http.js';
import { accountHandlers } from './modules/account/account.routes.js';
import { analyticsHandlers } from './modules/analytics/analytics.routes.js';
import { announcementHandlers } from './modules/announcement/announcement.routes.js';
import { authHandlers } from './modules/auth/auth.routes.js';
import { chatHandlers } from './modules/chat/chat.routes.js';
import { contestHandlers } from './modules/contest/contest.routes.js';
import { gameHandlers } from './modules/game/game.routes.js';
import { lobbyHandlers } from './modules/lobby/lobby.routes.js';
import { managerHandlers } from './modules/manager/manager.routes.js';
import { noticeHandlers } from './modules/notice/notice.routes.js';
import { offlineHandlers } from './modules/offline/offline.routes.js';
import { rankingHandlers } from './modules/ranking/ranking.routes.js';
import { recordHandlers } from './modules/record/record.routes.js';
import { rosterHandlers } from './modules/roster/roster.routes.js';
import { seasonHandlers } from './modules/season/season.routes.js';
import { seatingHandlers } from './modules/seating/seating.routes.js';
import { tokenFromRequest } from './plugins/auth.js';
import { policyCheck, refuseWithoutSession } from './plugins/policy.js';
import { sendShared } from './plugins/shared-gzip.js';
import { subscribeAll } from './subscribers.js';

/** Every endpoint's handler: the type requires one for each entry of the shared endpoint table. */
export const allHandlers: HandlerMap<Endpoints> = {
  ...authHandlers,
  ...accountHandlers,
  ...announcementHandlers,
  ...analyticsHandlers,
  ...contestHandlers,
  ...noticeHandlers,
  ...managerHandlers,
  ...seasonHandlers,
  ...rosterHandlers,
  ...chatHandlers,
  ...lobbyHandlers,
  ...gameHandlers,
  ...recordHandlers,
  ...offlineHandlers,
  ...seatingHandlers,
  ...rankingHandlers,
};

type AnyHandler = (input: unknown, actor: unknown, ctx: AppContext, access: unknown, call: CallMeta) => unknown;

/**
 * The one registrar: every API route is built from an entry of the endpoint table (packages/shared/src/endpoints),
 * with its schemas (validation, the reply serializer, OpenAPI at /api/docs), its per-IP cap, its body limit and
 * its policy check. No route exists without an entry, and no entry without a handler.
 */
export function registerRoutes(app: ZodApp, ctx: AppContext, map: HandlerMap<Endpoints> = allHandlers): void {
  subscribeAll();
  app.decorateRequest('access', null);
  const handlerOf = map as unknown as Record<string, AnyHandler | undefined>;
  const known = new Set<string>(endpointList.map(([key]) => key));
  for (const key of Object.keys(handlerOf)) {
    if (!known.has(key)) throw new Error(`handler ${key} has no entry in the endpoint table`);
  }
  for (const [key, endpoint] of endpointList) {
    const handler = handlerOf[key];
    if (!handler) throw new Error(`endpoint ${key} has no handler`);
    registerEndpoint(app, ctx, key, endpoint, handler);
  }
  if (map === allHandlers) registerDownloads(app, ctx);
}

function registerEndpoint(app: ZodApp, ctx: AppContext, key: EndpointKey, endpoint: Endpoint, handler: AnyHandler) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    ...(endpoint.perIpPerMinute
      ? { config: { rateLimit: { max: endpoint.perIpPerMinute, timeWindow: '1 minute' } } }
      : {}),
    schema: {
      operationId: key,
      tags: [...endpoint.tags],
      description: `policy: ${endpoint.policy}${endpoint.unlocked ? ', unlocked' : ''}`,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: { 200: envelope(endpoint.reply) },
    },
    onRequest: refuseWithoutSession(endpoint),
    preHandler: policyCheck(ctx, endpoint),
    handler: async (request, reply) => {
      const input =
        (endpoint.method === 'GET' ? (endpoint.params ? request.params : request.query) : request.body) ?? {};
      const call: CallMeta = {
        ip: request.ip,
        token: tokenFromRequest(request),
        lang: langFromAcceptLanguage(request.headers['accept-language']),
      };
      const envelope = { data: await handler(input, request.actor, ctx, request.access, call) };
      if (await sendShared(ctx.caches.gzipForms, request, reply, envelope)) return reply;
      return envelope;
    },
  });
}
