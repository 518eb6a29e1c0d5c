import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DEFAULT_BODY_LIMIT, gameEndpoints } from '@taikai/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { type Caches, createCaches } from './caches.js';
import { type Clock, systemClock } from './clock.js';
import { type Config, loadConfig } from './config.js';
import type { AppContext } from './context.js';
import { createDatabase, type Database, migrateToLatest, REPO_ROOT } from './db/database.js';
import type { EnginePort } from './games/engine.js';
import { createGames } from './games/runtime.js';
import type { ZodApp } from './http.js';
import { loggerOptions } from './lib/log-redaction.js';
import { createMailer, type Mailer } from './mailer.js';
import { registerTableSocket } from './modules/table/table.socket.js';
import { registerAuth } from './plugins/auth.js';
import { registerConnectionLimits, serverTimeouts } from './plugins/connection-limits.js';
import { registerConsoleFiles } from './plugins/console-files.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerHealth } from './plugins/health.js';
import { registerInputGuards } from './plugins/input-guards.js';
import { registerPageConfig } from './plugins/page-config.js';
import { registerReadBarrier } from './plugins/read-barrier.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { replySerializerCompiler, SharedEncoders } from './plugins/serializer.js';
import { prepareShared } from './plugins/shared-gzip.js';
import { registerRoutes } from './routes.js';
import { startUpkeep } from './upkeep.js';

export interface BuildOptions {
  config?: Partial<Config>;
  /** An open, migrated database; when absent one is opened from `config.databaseUrl` and migrated. */
  db?: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Fastify logger option; false in tests. */
  logger?: boolean | object;
  /** Serve the built console from this folder (default apps/console/dist when it exists). */
  consoleDir?: string | null;
  /** Games: the engine the host drives (tests may pass a scripted one); default @taikai/engine. */
  engine?: EnginePort;
  /** Game threads (config.gameThreads > 0): a module each thread runs once its host is up (benchmarks; see GameThreadData.hook). */
  gameThreadHook?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route registered, for the contract tests that walk them all. */
    routeTable: { method: string; url: string }[];
  }
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: loggerOptions(options.logger, config.logLevel), // secret query parameters redacted
    bodyLimit: DEFAULT_BODY_LIMIT, // endpoints that need more say so in the table
    trustProxy: config.trustProxy as boolean | string, // a number (hops) works too; the overload's type omits it
    genReqId: () => Math.random().toString(36).slice(2, 10),
    ...serverTimeouts(config), // headers, request, keep-alive and idle timeouts
  }).withTypeProvider() as unknown as ZodApp;
  registerConnectionLimits(app, config); // connections per address and in all, refused clearly past the caps
  app.setValidatorCompiler(validatorCompiler);
  // the app's caches (caches.ts); a new shared list is encoded and gzipped before it replaces the one polls get
  const caches: Caches = createCaches({
    prepareRunningList: (reply) =>
      prepareShared(encoders, caches.gzipForms, gameEndpoints.contestRunningGameList, reply),
    prepareReadyList: (reply) => prepareShared(encoders, caches.gzipForms, gameEndpoints.readyPlayerList, reply),
  });
  const encoders = new SharedEncoders(caches.replyBytes);
  app.setSerializerCompiler(replySerializerCompiler(config.validateReplies, encoders));

  const db =
    options.db ??
    createDatabase({
      url: config.databaseUrl,
      sqliteSync: config.sqliteSync,
      onIdleConnectionError: (err) => app.log.warn({ err }, 'pooled database connection lost while idle; replaced'),
    });
  if (!options.db) await migrateToLatest(db);
  const base = {
    db,
    clock: options.clock ?? systemClock,
    config,
    mailer: options.mailer ?? createMailer(config.smtpUrl, app.log),
    log: app.log,
  };
  const ctx: AppContext = {
    ...base,
    games: createGames(base, { engine: options.engine, threadHook: options.gameThreadHook }),
    caches,
  };
  // a change announced by any member (this process's or another's) drops the season's shared running list
  ctx.games.host.onChange((uniqueId, seasonId) => caches.runningLists.forget(uniqueId, seasonId));
  app.decorate('ctx', ctx);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  let stopUpkeep = () => {};
  app.addHook('onClose', async () => {
    stopUpkeep();
    await ctx.games.close();
    if (!options.db) await db.destroy();
  });

  const consoleRoot = consoleDirectory(options.consoleDir);
  registerErrorHandler(app, consoleRoot !== null);
  registerSecurityHeaders(app, config.https);
  registerInputGuards(app);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Taikai API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerReadBarrier(app, ctx); // before auth: the session lookup is the request's first cached read
  registerAuth(app, ctx);
  registerPageConfig(app, config);
  registerHealth(app, ctx);
  await registerTableSocket(app, ctx);
  await app.register(async (scope) => registerRoutes(scope as unknown as ZodApp, ctx));
  if (consoleRoot) await registerConsoleFiles(app, consoleRoot);
  await app.ready();
  if (config.scheduler) {
    ctx.games.scheduler.start();
    stopUpkeep = startUpkeep(ctx);
  }
  return app;
}

/** The built console's folder, when there is one to serve (apps/console/dist by default). */
function consoleDirectory(dir: string | null | undefined): string | null {
  const root = dir === undefined ? path.join(REPO_ROOT, 'apps', 'console', 'dist') : dir;
  return root && fs.existsSync(path.join(root, 'index.html')) ? root : null;
}
