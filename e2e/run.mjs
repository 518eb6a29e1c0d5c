#!/usr/bin/env node
// Runs the Playwright journeys against the real server on a fresh SQLite database with demo data:
// builds nothing itself (the npm script builds the console first), snapshots the built console, starts the server
// (e2e/serve.ts: `taikai serve` serving that snapshot) on a free port,
// runs `playwright test`, stops the server, and exits with Playwright's code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `e2e: Chromium not found at ${chromium}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-e2e-'));

// A snapshot of the built console, served for the whole run: a `vite build` running meanwhile in the same checkout
// (it empties apps/console/dist and writes new chunk names) cannot pull files from under the journeys.
const distDir = path.join(root, 'apps', 'console', 'dist');
const consoleDir = path.join(dir, 'console');
const indexOf = (d) => path.join(d, 'index.html');
for (let attempt = 0; ; attempt++) {
  const before = fs.existsSync(indexOf(distDir)) ? fs.statSync(indexOf(distDir)).mtimeMs : null;
  // a build that is being written: wait until index.html exists and has settled for a second
  if (before !== null && Date.now() - before > 1000) {
    fs.rmSync(consoleDir, { recursive: true, force: true });
    let copied = true;
    try {
      fs.cpSync(distDir, consoleDir, { recursive: true });
    } catch {
      copied = false; // a build emptied the folder meanwhile
    }
    const after = fs.existsSync(indexOf(distDir)) ? fs.statSync(indexOf(distDir)).mtimeMs : null;
    if (copied && after === before && fs.existsSync(indexOf(consoleDir))) break;
  }
  if (attempt >= 120) {
    console.error('e2e: no built console in apps/console/dist (run `npm run build -w apps/console` first)');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
const env = {
  ...process.env,
  PORT: String(port),
  // every interface, so lan-address.spec.ts can open the console on this machine's non-loopback address (plain HTTP
  // on a LAN address); the journeys themselves use 127.0.0.1
  HOST: '0.0.0.0',
  DATABASE_URL: `sqlite:${path.join(dir, 'e2e.db')}`,
  TAIKAI_DEMO: '1',
  // the server writes e-mails here instead of sending them; journeys read codes from it (support/mail.ts)
  E2E_MAIL_FILE: path.join(dir, 'mail.jsonl'),
  LOG_LEVEL: 'warn',
  // games journeys watch a game being played: a few seconds a hand (the default is a realistic 75)
  TAIKAI_HAND_SECONDS: process.env.TAIKAI_HAND_SECONDS ?? '3',
  // and wait 5 s (not 30) at a game's start for people not at the table yet: the games journeys seat lobby-ready
  // players who never open it
  TAIKAI_START_GRACE: process.env.TAIKAI_START_GRACE ?? '5',
};
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'e2e', 'serve.ts')], {
  cwd: path.join(root, 'apps', 'server'),
  env: { ...env, E2E_CONSOLE_DIR: consoleDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const baseURL = `http://127.0.0.1:${port}`;
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    const res = await fetch(`${baseURL}/api/contest/server_time`);
    if (res.ok) break;
  } catch {}
  if (server.exitCode !== null) {
    console.error('e2e: the server exited before it was ready');
    process.exit(1);
  }
  if (Date.now() > deadline) {
    console.error('e2e: the server did not answer within 60 s');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 300));
}

const pw = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      BASE_URL: baseURL,
      DATABASE_URL: env.DATABASE_URL,
      E2E_MAIL_FILE: env.E2E_MAIL_FILE,
      CHROMIUM_PATH: chromium,
    },
    stdio: 'inherit',
  },
);
const code = await new Promise((resolve) => pw.on('exit', (c) => resolve(c ?? 1)));
stop();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(code);
