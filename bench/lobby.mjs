#!/usr/bin/env node
// The players' lobby on a phone: what the first load of /m/ downloads and how long it takes
// until the lobby is usable, on a simulated mid-range phone. Builds nothing itself: run
//
//   npm run build -w apps/console && npm run build -w apps/server && npm run bench:lobby
//
// It starts the built server (apps/server/dist/main.js) on a temporary SQLite database with the demo, logs in a
// demo player who has joined the demo contest, and opens /m/ 5 times in headless Debian Chromium, each in a fresh
// browser context (cold: nothing cached), at 390 × 844 with Chromium's network emulation (CDP
// Network.emulateNetworkConditions: 1.6 Mbps down, 750 kbps up, 150 ms round trip) and CPU throttling
// (Emulation.setCPUThrottlingRate, rate 4). The browser asks for gzip only (Accept-Encoding: gzip), so the bytes
// are the gzip copies the build writes (apps/console/vite/precompress.ts) as the server sends them.
//
// Measured per load:
// - initial JS: the bytes transferred (headers included, as the browser counts them: CDP encodedDataLength) of every
//   script and modulepreload resource the page fetched from the navigation until the lobby was usable, /config.js
//   included;
// - usable: milliseconds from the navigation's start (performance.timeOrigin) until the "My contests" card shows the
//   player's seasons (an element `[data-testid^="my-season-"]` inside it), recorded in the page by a
//   MutationObserver.
// One load before them warms the server (not counted); each measured load is cold in the browser.
// Prints each load and the medians. BENCH_LOBBY_RUNS changes the number of loads (default 5); BENCH_LOBBY_VERBOSE=1
// lists the JS files of the first load; BENCH_LOBBY_ROOT=<dir> measures another build: a folder laid out as the
// checkout (apps/server/package.json, apps/server/dist, apps/console/dist, node_modules), e.g. the build before a
// change, so both can be measured in one sitting.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = process.env.BENCH_LOBBY_ROOT
  ? path.resolve(process.env.BENCH_LOBBY_ROOT)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps', 'server');
const serverBundle = path.join(serverDir, 'dist', 'main.js');
const consoleIndex = path.join(root, 'apps', 'console', 'dist', 'index.html');
const runs = Number(process.env.BENCH_LOBBY_RUNS ?? 5);
for (const [file, build] of [
  [consoleIndex, 'npm run build -w apps/console'],
  [serverBundle, 'npm run build -w apps/server'],
]) {
  if (!fs.existsSync(file)) {
    console.error(`bench:lobby: ${path.relative(root, file)} is missing: run \`${build}\` first`);
    process.exit(1);
  }
}

/** The phone: network and CPU as the issue names them. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const CPU_RATE = 4;
const VIEWPORT = { width: 390, height: 844 };
/** The element that makes the lobby usable: my seasons listed in the "My contests" card. */
const USABLE = '[data-testid^="my-season-"]';

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-lobby-'));
const server = spawn(process.execPath, [serverBundle, 'serve'], {
  cwd: serverDir,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dir, 'lobby.db')}`,
    TAIKAI_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  if (i > 300) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

async function api(pathname, token, body) {
  const res = await fetch(`${base}${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Majsoul ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${pathname}: ${JSON.stringify(json)}`);
  return json.data;
}

// A demo player who has joined the demo contest (the seed joins 25 of 39, in a shuffled order).
let token = null;
let player = '';
for (let n = 1; n <= 39 && !token; n++) {
  const email = `player${String(n).padStart(2, '0')}@taikai.local`;
  const t = (await api('/api/login', null, { account: email, password: 'taikai-demo' })).token;
  const { list } = await api('/api/contest/player/my_contests', t);
  if (list.some((c) => c.state === 2)) {
    token = t;
    player = email;
  }
}
if (!token) throw new Error('no demo player has joined the demo contest');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function coldLoad() {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  await context.addInitScript(
    ({ t, selector }) => {
      localStorage.setItem('taikai.token', t);
      localStorage.setItem('taikai.lang', 'zh-CN');
      const seen = () => {
        if (window.__lobbyUsable === undefined && document.querySelector(selector))
          window.__lobbyUsable = performance.now();
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    },
    { t: token, selector: USABLE },
  );
  const page = await context.newPage();
  if (process.env.BENCH_LOBBY_VERBOSE) page.on('pageerror', (e) => console.error('page error:', e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.type = e.type;
      r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(`${base}/m/`, { waitUntil: 'commit' });
  await page.locator(USABLE).first().waitFor({ state: 'visible', timeout: 60_000 });
  const usable = await page.evaluate(() => window.__lobbyUsable);
  const scripts = [...requests.values()].filter(
    (r) => r.bytes !== undefined && (r.type === 'Script' || new URL(r.url).pathname.endsWith('.js')),
  );
  await context.close();
  return { usable, scripts, js: scripts.reduce((n, r) => n + r.bytes, 0) };
}

// one load first, not counted: the server's first answers (its caches, the JIT) are slower than any after
await coldLoad();
const loads = [];
for (let i = 0; i < runs; i++) loads.push(await coldLoad());
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
if (process.env.BENCH_LOBBY_VERBOSE) {
  for (const s of [...loads[0].scripts].sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${kb(s.bytes).padStart(9)}  ${s.encoding || 'identity'}  ${new URL(s.url).pathname}`);
}
// every file the build compressed (the small ones it leaves alone) came gzipped
const distDir = path.dirname(consoleIndex);
const gzipOnly = loads.every((l) =>
  l.scripts.every((s) => s.encoding === 'gzip' || !fs.existsSync(path.join(distDir, `${new URL(s.url).pathname}.gz`))),
);
console.log(
  `lobby on a phone (${VIEWPORT.width}×${VIEWPORT.height}, 1.6 Mbps / 750 kbps / 150 ms, CPU ×${CPU_RATE}), ${player}, ${runs} cold loads, ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(
  `initial JS (${gzipOnly ? 'gzip' : 'NOT all gzip'}, as transferred): ${loads.map((l) => kb(l.js)).join(', ')}   median ${kb(median(loads.map((l) => l.js)))} in ${loads[0].scripts.length} files`,
);
console.log(
  `lobby usable (ms): ${loads.map((l) => Math.round(l.usable)).join(', ')}   median ${Math.round(median(loads.map((l) => l.usable)))} ms`,
);
stop();
process.exit(0);
