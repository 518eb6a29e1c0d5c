/**
 * The replay in the browser: how long a south game of 16+ hands takes to open (log fetched,
 * parsed, checked and its first frame drawn) and how long a step takes to render, in Debian's headless Chromium at
 * 1280 × 800. Builds nothing itself: run
 *
 *   npm run build -w apps/console && npm run bench:replay
 *
 * It plays a south game with the engine (robots, the first seed from 1 whose game has 16 hands or more), records it
 * with the game host's record writer on a temporary SQLite database, serves the built console and the API from this
 * process (buildApp), and logs in as the contest's creator (a session written straight to the database). Then:
 * - open: BENCH_REPLAY_RUNS (default 5) loads of /m/replay/<uuid>, each in a fresh browser context (nothing cached),
 *   after one warm-up load; measured from the navigation's start (performance.timeOrigin) until the replay's
 *   position counter shows in the page (a MutationObserver records the moment the first frame is on screen);
 * - step: in the last load, BENCH_REPLAY_STEPS (default 300) steps with → through the game, each timed from the key
 *   event until the new frame is in the DOM and the next animation frame (its paint) has come;
 * Prints each load, the median open time and the step times' median, p95, p99 and max.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playGame } from '@taikai/engine';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { ManualClock } from '../apps/server/src/clock.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { buildRecord } from '../apps/server/src/games/record.js';
import { writeBuiltRecords } from '../apps/server/src/games/record.repository.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { insertSession } from '../apps/server/src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../apps/server/src/modules/auth/tokens.js';
import { subscribeAll } from '../apps/server/src/subscribers.js';
import { makeContest } from '../apps/server/test/fixtures.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = path.join(root, 'apps', 'console', 'dist');
if (!fs.existsSync(path.join(consoleDir, 'm', 'index.html'))) {
  console.error('bench:replay: apps/console/dist is missing: run `npm run build -w apps/console` first');
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_REPLAY_RUNS ?? 5);
const STEPS = Number(process.env.BENCH_REPLAY_STEPS ?? 300);
const HANDS = 16;

subscribeAll();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-replay-'));
const db = createDatabase({ url: `sqlite:${path.join(dir, 'replay.db')}` });
await migrateToLatest(db);
const now = Math.floor(Date.now() / 1000);
const creator = await insertAccount(db, {
  nickname: 'bench',
  email: 'bench@replay.local',
  password_hash: 'x',
  zone: 1,
  diamonds: 0,
  now,
});
const token = newToken();
await insertSession(db, hashToken(token), creator, now, now + 86400);
const f = await makeContest(db, creator, now - 3600);

// a south game of 16 hands or more
const init = [25000, 25000, 25000, 25000];
let seed = 1;
let game = playGame({ seed: `bench-replay-${seed}`, roundType: 2, robotLevels: 1, initPoints: init });
while (game.hands.length < HANDS) {
  seed += 1;
  game = playGame({ seed: `bench-replay-${seed}`, roundType: 2, robotLevels: 1, initPoints: init });
}
const uuid = `bench-replay-${seed}`;
const built = buildRecord({
  uuid,
  unique_id: f.unique_id,
  season_id: f.season_id,
  plan_uuid: null,
  start_time: now - 1800,
  end_time: now - 600,
  remark: '',
  tag: 0,
  config: { seed: `bench-replay-${seed}`, roundType: 2, initPoints: init },
  seats: [0, 1, 2, 3].map((s) => ({ seat: s, account_id: 0, nickname: '', ai_level: 1 })),
  terminated: false,
  result: game.result,
  hands: game.hands,
  yakuman: game.yakuman,
  mjai: game.log,
  decisions: [],
});
await db.transaction().execute((trx) => writeBuiltRecords(trx, [built], now));
console.log(`game: seed bench-replay-${seed}, ${game.hands.length} hands, ${game.log.length} log events`);

const app = await buildApp({ db, clock: new ManualClock(now), logger: false, consoleDir, config: { demo: false } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** One cold load: milliseconds from the navigation's start until the first frame shows; the page stays open. */
async function load() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // a string, not a function: tsx's compiled functions call helpers the page does not have
  await context.addInitScript(`
    localStorage.setItem('taikai.token', ${JSON.stringify(token)});
    new MutationObserver((_, o) => {
      if (!document.querySelector('[data-testid="replay-position"]')) return;
      window.firstFrameAt = performance.now();
      o.disconnect();
    }).observe(document, { childList: true, subtree: true });
  `);
  const page = await context.newPage();
  await page.goto(`${base}/m/replay/${uuid}`);
  await page.waitForFunction(() => (window as unknown as { firstFrameAt?: number }).firstFrameAt !== undefined, null, {
    timeout: 30_000,
  });
  const ms = await page.evaluate(() => (window as unknown as { firstFrameAt: number }).firstFrameAt);
  return { context, page, ms };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

try {
  const warm = await load();
  await warm.context.close();
  const opens: number[] = [];
  let last: Awaited<ReturnType<typeof load>> | null = null;
  for (let i = 0; i < RUNS; i++) {
    if (last) await last.context.close();
    last = await load();
    opens.push(last.ms);
    console.log(`open ${i + 1}: ${last.ms.toFixed(0)} ms`);
  }
  const page = (last as NonNullable<typeof last>).page;
  // a string, as the init script above
  const steps = (await page.evaluate(`(async (n) => {
    const out = [];
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const position = () => document.querySelector('[data-testid="replay-position"]')?.textContent ?? '';
    for (let i = 0; i < n; i++) {
      const before = position();
      // the moment the new frame is in the DOM (React committed it), then the next paint
      const changed = new Promise((resolve) => {
        const o = new MutationObserver(() => {
          if (position() === before) return;
          o.disconnect();
          resolve(true);
        });
        o.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          o.disconnect();
          resolve(false);
        }, 2000);
      });
      const t0 = performance.now();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      if (!(await changed)) break;
      await frame();
      out.push(performance.now() - t0);
    }
    return out;
  })(${STEPS})`)) as number[];
  console.log(
    `\nopen (first frame drawn): median ${median(opens).toFixed(0)} ms over ${RUNS} cold loads (aim: ≤ 1000 ms)`,
  );
  console.log(
    `step (key → frame painted), ${steps.length} steps: median ${median(steps).toFixed(1)} ms, p95 ${quantile(steps, 0.95).toFixed(1)} ms, p99 ${quantile(steps, 0.99).toFixed(1)} ms, max ${Math.max(...steps).toFixed(1)} ms (aim: p99 < 50 ms)`,
  );
  await last?.context.close();
} finally {
  await browser.close();
  await app.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
