import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * `/config.js`: the console's page globals (API base, analytics sink, distribution channel, live-progress host),
 * so one console build serves every deployment.
 */
export function registerPageConfig(app: FastifyInstance, config: Config): void {
  const globals = {
    apiBase: process.env.TAIKAI_API_BASE ?? '',
    logSink: process.env.TAIKAI_LOG_SINK ?? '/api/analytics',
    channel: config.channel,
    gameInfoHost: process.env.TAIKAI_GAME_INFO_HOST ?? '',
    /** whether the players' lobby offers registration (TAIKAI_REGISTRATION) */
    registration: config.registrationOpen,
  };
  const body = `window.__TAIKAI__ = ${JSON.stringify(globals)};\n`;
  app.get('/config.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body),
  );
}
