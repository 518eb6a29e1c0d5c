/**
 * The process under load for bench/records.ts: opens the database bench/records.ts seeded (BENCH_TARGET_URL and, on
 * PostgreSQL, BENCH_TARGET_SCHEMA), starts the Taikai app twice — as served, and on a second connection without the
 * memory of hot reads (the database path; SQLite only: PostgreSQL has no such memory) — and a bare Fastify server
 * with the control routes, then prints one JSON line with their addresses and a login token. The load generator runs
 * in the parent so the two do not share a core.
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { createDatabase } from '../apps/server/src/db/database.js';
import { TurnGate } from '../apps/server/src/lib/turn-gate.js';

const url = process.env.BENCH_TARGET_URL ?? '';
const schema = process.env.BENCH_TARGET_SCHEMA || undefined;
const rankBody = process.env.BENCH_TARGET_RANK_BODY ?? '{}';

const db = createDatabase({ url, schema });
const app = await buildApp({ db, logger: false, consoleDir: null, config: { demo: false, scheduler: false } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = (server: { server: { address: () => unknown } }) =>
  `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
const base = address(app);
const sqlite = url.startsWith('sqlite');
const uncachedDb = sqlite ? createDatabase({ url, readCache: false }) : null;
const uncached = uncachedDb
  ? await buildApp({ db: uncachedDb, logger: false, consoleDir: null, config: { demo: false, scheduler: false } })
  : null;
if (uncached) await uncached.listen({ port: 0, host: '127.0.0.1' });

const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { account: 'bench@taikai.local', password: 'bench-password' },
});
const token = (login.json() as { data: { token: string } }).data.token;

// Control routes: a constant (the yardstick) and the very bytes of the rank page with no work at all, which
// shows what a reply of that size (and a JSON body to parse) costs Node and the kernel by themselves.
const page = await app.inject({
  method: 'POST',
  url: '/api/contest/fetch_season_player_rank',
  headers: { authorization: `Majsoul ${token}`, 'content-type': 'application/json' },
  payload: rankBody,
});
if (page.statusCode !== 200) throw new Error(`rank page: ${page.body.slice(0, 200)}`);
const pageBytes = Buffer.from(page.body);
// The same page as a browser asks for it: the gzip form the server keeps beside the bytes (checked, and its size shown)
const gzipPage = await app.inject({
  method: 'POST',
  url: '/api/contest/fetch_season_player_rank',
  headers: {
    authorization: `Majsoul ${token}`,
    'content-type': 'application/json',
    'accept-encoding': 'gzip, deflate',
  },
  payload: rankBody,
});
if (gzipPage.headers['content-encoding'] !== 'gzip') throw new Error('rank page: no gzip form for a browser');
const gzipBytes = gzipPage.rawPayload.length;
const bare = Fastify({ logger: false });
bare.get('/constant', async () => ({ data: { ok: true } }));
bare.get('/cpu', async () => process.cpuUsage());
bare.post('/page-bytes', async (_req, reply) => reply.type('application/json; charset=utf-8').send(pageBytes));
// The constant again behind the end-of-turn gate the app's SQLite requests pass (plugins/read-barrier.ts): the gate
// makes any Node route cheaper under this load, so the rank page is also shown against a bare route that has it.
const gate = new TurnGate((err) => console.error(err));
await bare.register(async (scope) => {
  scope.addHook('onRequest', (_request, _reply, done) => gate.pass(done));
  scope.get('/constant-gated', async () => ({ data: { ok: true } }));
});
await bare.listen({ port: 0, host: '127.0.0.1' });

async function shutdown() {
  await app.close();
  await uncached?.close();
  await bare.close();
  await db.destroy();
  await uncachedDb?.destroy();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.stdin.on('end', shutdown);
process.stdin.resume();
console.log(
  JSON.stringify({
    base,
    uncachedBase: uncached ? address(uncached) : null,
    bareBase: address(bare),
    token,
    pageBytes: pageBytes.length,
    gzipBytes,
  }),
);
