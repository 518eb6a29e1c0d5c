#!/usr/bin/env node
// Console benchmark: production build size (initial JS and CSS that index.html loads, gzip) and, in
// headless Debian Chromium against a local server with demo data, the time from navigation to the home page's
// contest cards being visible: median of 5 cold loads (a new browser context each, so nothing is cached).
//
//   npm run bench:console
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps', 'console', 'dist');
execSync('npm run build -w apps/console', { cwd: root, stdio: 'ignore' });

// 1. What the first page load fetches: the entry script and stylesheet named in index.html, plus their static
//    imports (modulepreload links). Route chunks loaded later by React.lazy are not counted.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length;
let js = 0;
let css = 0;
for (const a of new Set(assets)) {
  if (a.endsWith('.css')) css += gz(a);
  else js += gz(a);
}
const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const totalJs = allJs.reduce((n, f) => n + gz(`assets/${f}`), 0);
// The default language's pack (texts + antd and dayjs locales) is fetched before the first render.
const langPack = allJs.filter((f) => f.startsWith('zh-CN-')).reduce((n, f) => n + gz(`assets/${f}`), 0);

// 2. Cold loads of the home page against the real server.
const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-console-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
  cwd: path.join(root, 'apps', 'server'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dir, 'b.db')}`,
    TAIKAI_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/contest/server_time`)).ok) break;
  } catch {}
  if (i > 200) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 300));
}
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'demo@taikai.local', password: 'taikai-demo' }),
});
const { token } = (await login.json()).data;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const times = [];
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('taikai.token', t), token);
  const page = await context.newPage();
  const start = Date.now();
  await page.goto(base, { waitUntil: 'commit' });
  await page.locator('[data-testid="contest-card"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  times.push(Date.now() - start);
  await context.close();
}
await browser.close();
server.kill('SIGTERM');
fs.rmSync(dir, { recursive: true, force: true });

times.sort((a, b) => a - b);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `initial JS (gzip): ${kb(js)} + zh-CN language pack ${kb(langPack)} = ${kb(js + langPack)}   initial CSS (gzip): ${kb(css)}   all JS chunks (gzip): ${kb(totalJs)} in ${allJs.length} files`,
);
console.log(`home cards visible, 5 cold loads (ms): ${times.join(', ')}   median ${times[2]} ms`);
