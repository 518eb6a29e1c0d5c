import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';

/**
 * `GET /healthz` for load balancers and orchestrators (DESIGN section 9): 200
 * `{status: 'ok', database: 'ok'}` when a `select 1` answers within two seconds; 503 with `database: 'unreachable'`
 * when it does not, and `status: 'stopping'` once a graceful shutdown has begun, so the balancer stops sending
 * new requests while the in-flight ones finish (their replies close their connections). Outside /api: no session,
 * no envelope, never cached.
 */
export function registerHealth(app: FastifyInstance, ctx: AppContext): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  // A reply to a request still in flight when the stop began closes its connection: kept alive, it would sit idle
  // until the keep-alive timeout, and the stop (which waits for every connection) would pass its deadline.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (stopping) return reply.status(503).send({ status: 'stopping', database: 'unknown' });
    const database = await databaseAnswers(ctx);
    return reply.status(database ? 200 : 503).send({
      status: database ? 'ok' : 'unavailable',
      database: database ? 'ok' : 'unreachable',
    });
  });
}

async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 2000);
  });
  const probe = sql`select 1`
    .execute(ctx.db)
    .then(() => true)
    .catch(() => false);
  const ok = await Promise.race([probe, timeout]);
  clearTimeout(timer);
  return ok;
}
