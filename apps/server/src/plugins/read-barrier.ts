import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { readsNeedSettling, settleReads } from '../db/database.js';
import { TurnGate } from '../lib/turn-gate.js';

/**
 * Every API request first waits until the read cache has heard every commit made before it arrived, so the cached
 * lookups it makes afterwards — its session, the caller's role, the page — show every one of them. The table socket
 * does the same for each message (table.socket.ts). Static files of the console need no barrier.
 *
 * On PostgreSQL that is a barrier (an empty query on the listening connection) shared by the requests of one turn
 * of the event loop (pg-read-cache.ts).
 * SQLite's memory hears every commit before a request is read (sqlite-read-cache.ts), so there is nothing to wait
 * for; its requests still go on together at the end of the turn that read them (lib/turn-gate.ts), as they do behind
 * PostgreSQL's barrier: replies written one after the other cost the rank page ~40 % less CPU per request under load
 * than replies written as each request was read (lib/turn-gate.ts says why). It is a callback hook, not an async
 * one: it has no promise to make.
 */
export function registerReadBarrier(app: FastifyInstance, ctx: AppContext): void {
  if (readsNeedSettling(ctx.db)) {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) await settleReads(ctx.db);
    });
    return;
  }
  const gate = new TurnGate((err) => app.log.error({ err }, 'a request failed after the end-of-turn gate'));
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/api/')) gate.pass(done);
    else done();
  });
}
