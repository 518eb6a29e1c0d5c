/**
 * Server benchmark (issue 2): with 3,000 players in a season, requests/s and p50/p99 latency of
 * contest_season_player_list (page of 20, with and without search) and fetch_contest_detail under 32 concurrent
 * connections (autocannon), next to a bare Fastify route returning a constant, measured in the same run.
 *
 *   npm run bench -w apps/server            (BENCH_SECONDS=10 by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { hashPassword } from '../apps/server/src/modules/auth/auth.service.js';
import { makeContest } from '../apps/server/test/fixtures.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const PLAYERS = 3000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-'));
const db = createDatabase({ url: `sqlite:${path.join(dir, 'bench.db')}` });
await migrateToLatest(db);
const now = Math.floor(Date.now() / 1000);
const creator = await insertAccount(db, {
  nickname: 'bench-organiser',
  email: 'bench@taikai.local',
  password_hash: await hashPassword('bench-password'),
  zone: 1,
  diamonds: 1000,
  now,
});
const { unique_id, season_id } = await makeContest(db, creator, now);
const names = ['雀士', 'Riichi', 'じゃん', '작혼', 'Tenpai', '一发', 'Dora', '役満'];
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < PLAYERS; i++) {
    const id = await insertAccount(trx, {
      nickname: `${names[i % names.length]}${i}`,
      email: null,
      password_hash: null,
      zone: ((i % 3) + 1) as 1 | 2 | 3,
      diamonds: 0,
      now,
    });
    await trx
      .insertInto('season_players')
      .values({
        unique_id,
        season_id,
        account_id: id,
        state: 2,
        nickname: `${names[i % names.length]}${i}`,
        remark: '',
        create_time: now - i,
        account_data: '{"total_game_count":0}',
      })
      .execute();
  }
});

const app = await buildApp({ db, logger: false, consoleDir: null, config: { demo: false } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'bench@taikai.local', password: 'bench-password' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;

const bare = Fastify({ logger: false });
bare.get('/constant', async () => ({ data: { ok: true } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}
async function run(name: string, url: string): Promise<Row> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Majsoul ${token}` },
  });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

const q = (extra: string) =>
  `${base}/api/contest/contest_season_player_list?unique_id=${unique_id}&season_id=${season_id}&state=2&offset=0&limit=20${extra}`;
const rows: Row[] = [];
rows.push(await run('bare Fastify constant route', `${bareBase}/constant`));
rows.push(await run('contest_season_player_list (page of 20)', q('')));
rows.push(await run('contest_season_player_list (search "Riichi1")', q('&search=Riichi1')));
rows.push(await run('fetch_contest_detail', `${base}/api/contest/fetch_contest_detail?unique_id=${unique_id}`));

const bareRps = rows[0].rps;
console.log(`\n${PLAYERS} players, ${CONNECTIONS} connections, ${SECONDS} s each, SQLite, ${os.cpus().length} cores\n`);
console.log('| route | req/s | p50 ms | p99 ms | ratio to bare | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / bareRps).toFixed(2)} | ${r.non2xx} |`,
  );
}
await app.close();
await bare.close();
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
