/**
 * Start time and memory of the production process: the compiled bundle (`npm start`) against
 * the source run through tsx, alternated in one run. Each start: a fresh SQLite file with TAIKAI_DEMO=0, /healthz
 * polled every 20 ms until it answers 200 ("ready"), then 200 `server_time` calls and the process's VmRSS.
 * `node bench/start.mjs [runs]` (default 5) after `npm run build -w apps/server`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const runs = Number(process.argv[2] ?? 5);
const ways = {
  bundle: ['--enable-source-maps', path.join(serverDir, 'dist', 'main.js'), 'serve'],
  tsx: ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts'), 'serve'],
};

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function once(args) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-start-'));
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      TAIKAI_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${path.join(dir, 'start.db')}`,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ready = performance.now() - t0;
  for (let i = 0; i < 200; i++) await fetch(`${base}/api/contest/server_time`).then((r) => r.arrayBuffer());
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  fs.rmSync(dir, { recursive: true, force: true });
  return { ready, rss };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { bundle: [], tsx: [] };
for (let i = 0; i < runs; i++) for (const [name, args] of Object.entries(ways)) results[name].push(await once(args));
console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}; ${runs} starts each, alternated`,
);
console.log('| how | ready, median (ms) | RSS after 200 calls, median (MB) |\n|---|---|---|');
for (const [name, rs] of Object.entries(results))
  console.log(
    `| ${name} | ${median(rs.map((r) => r.ready)).toFixed(0)} | ${median(rs.map((r) => r.rss)).toFixed(0)} |`,
  );
const ratio = median(results.bundle.map((r) => r.ready)) / median(results.tsx.map((r) => r.ready));
console.log(`bundle / tsx ready-time ratio: ${ratio.toFixed(2)}`);
