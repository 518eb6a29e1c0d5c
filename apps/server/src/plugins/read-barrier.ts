import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { readsNeedSettling, settleReads } from '../db/database.js';

/**
 * Every API request first waits until the read cache has heard every commit made before it arrived (on PostgreSQL
 * a NOTIFY round trip shared by the requests of one turn of the event loop; nothing to wait for on SQLite), so the
 * cached lookups it makes afterwards — its session, the caller's role, the page — show every one of them. The table
 * socket does the same for each message (table.socket.ts). Static files of the console need no barrier.
 */
export function registerReadBarrier(app: FastifyInstance, ctx: AppContext): void {
  // SQLite's memory hears every commit before a request is read (sqlite-read-cache.ts): no hook at all, so its
  // requests do not pay for an async hook that waits for nothing
  if (!readsNeedSettling(ctx.db)) return;
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await settleReads(ctx.db);
  });
}
