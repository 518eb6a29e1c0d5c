/** Test set-up for game threads: an app on a shared test database whose games are played by one game thread. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.js';
import type { Database } from '../../../src/db/database.js';

/**
 * Builds the app (scheduler on, robots at half a second a hand, `threads` game threads — one by default —, `hook` run
 * by each), listens on
 * a free port of 127.0.0.1, and waits until the thread's host is up. Answers the app and its base URL.
 */
export async function threadedApp(
  db: Database,
  o: { hook?: URL; threads?: number } = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({
    db,
    logger: false,
    consoleDir: null,
    config: { demo: false, scheduler: true, handSeconds: 0.5, gameThreads: o.threads ?? 1 },
    gameThreadHook: o.hook?.href,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.ctx.games.threads?.ready();
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
