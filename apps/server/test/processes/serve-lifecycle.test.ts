import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { createDatabase, migrateToLatest } from '../../src/db/database.js';
import { gamesApp, insertPlan, markReady, seasonWithPlayers, until } from '../kit/games/harness.js';

const SERVER_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** The production bundle as `npm start` runs it, built for this file alone (scripts/build.mjs). */
const BUNDLE = path.join(SERVER_DIR, 'dist', `serve-test-${process.pid}.js`);

beforeAll(() => {
  execFileSync(process.execPath, [path.join(SERVER_DIR, 'scripts', 'build.mjs'), BUNDLE], { stdio: 'pipe' });
});
afterAll(() => {
  for (const f of [BUNDLE, `${BUNDLE}.map`]) fs.rmSync(f, { force: true });
});

/** Starts the bundle with `serve` on a free port of loopback. */
async function serve(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string; exited: Promise<number | null> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', BUNDLE, 'serve'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      TAIKAI_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitHealthy(base: string, ms = 60_000): Promise<Response> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.status === 200) return res;
    } catch {}
    if (Date.now() > until) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The production start as `npm start` runs it (`main.ts serve`), on a fresh SQLite file:
 * /healthz reports the database, and SIGTERM lets requests in flight finish before the process exits 0.
 */
describe('the served process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-serve-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports health, and on SIGTERM finishes requests in flight and exits 0', async () => {
    const served = await serve({ DATABASE_URL: `sqlite:${path.join(dir, 'serve.db')}` });
    child = served.child;
    const { base, exited } = served;
    const health = await waitHealthy(base);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    // Requests in flight when the signal arrives (headers and half a body sent) are answered, not cut.
    const body = JSON.stringify({ account: 'nobody@example.com', password: 'not-the-password' });
    const inFlight = Array.from({ length: 5 }, () => {
      // `Expect: 100-continue`: the server's `100 Continue` says it has taken the request and read its headers
      const req = http.request(`${base}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      const answered = new Promise<number>((resolve) => {
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', () => resolve(0));
      });
      const taken = new Promise<void>((resolve) =>
        req.once('continue', () => {
          req.write(body.slice(0, 10));
          resolve();
        }),
      );
      req.flushHeaders();
      return { req, answered, taken };
    });
    await Promise.all(inFlight.map((x) => x.taken));
    child.kill('SIGTERM');
    // the signal handled: /healthz says stopping (503), or the listener is closed
    let afterSignal = 200;
    await until(async () => {
      afterSignal = await fetch(`${base}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
      return afterSignal !== 200;
    }, 20_000);
    for (const { req } of inFlight) req.end(body.slice(10));
    const statuses = await Promise.all(inFlight.map((x) => x.answered));
    expect(statuses).toEqual([400, 400, 400, 400, 400]); // 1003: account or password incorrect — answered in full
    expect([0, 503]).toContain(afterSignal); // no longer taking new work
    expect(await exited).toBe(0);
  }, 90_000);

  it('on SIGTERM hands its games over: the lease is given back at once, and the next process finishes the game', async () => {
    const url = `sqlite:${path.join(dir, 'handover.db')}`;
    const setup = createDatabase({ url });
    await migrateToLatest(setup);
    const now = Math.floor(Date.now() / 1000);
    const f = await seasonWithPlayers(setup, now, 1, 2); // a south game: long enough to be stopped in the middle
    await markReady(setup, f, f.ids, now);
    const planUuid = await insertPlan(setup, f, [f.ids[0], 0, 0, 0], now);
    await setup.destroy();

    const served = await serve({ DATABASE_URL: url, TAIKAI_SCHEDULER: '1', TAIKAI_HAND_SECONDS: '1' });
    child = served.child;
    await waitHealthy(served.base);
    const db = createDatabase({ url });
    try {
      const game = () =>
        db
          .selectFrom('games')
          .select(['uuid', 'owner', 'lease_until', 'status'])
          .where('plan_uuid', '=', planUuid)
          .executeTakeFirst();
      // the served process's scheduler starts the plan and drives the game under its lease
      await until(async () => (await game())?.owner != null, 60_000);
      const started = await game();
      expect(started?.status).toBe('running');
      expect(started?.lease_until).toBeGreaterThan(now);
      const played = () =>
        db
          .selectFrom('game_decisions')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('game_uuid', '=', started?.uuid as string)
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
      // mid-game: its first hand played and written (the game may be played on a game thread, which needs a moment)
      await until(async () => (await played()) > 0, 60_000);
      const before = await played();

      child.kill('SIGTERM');
      expect(await served.exited).toBe(0);
      const handed = await game();
      expect(handed).toMatchObject({ status: 'running', owner: null, lease_until: 0 }); // not left to expire
      const uuid = handed?.uuid as string;
      expect(await played()).toBeGreaterThanOrEqual(before); // what it played so far was written before it left

      // the next process takes it on its first tick (no lease to wait out) and finishes it into one record
      const next = await gamesApp(
        { open: () => createDatabase({ url }), drop: async () => {} },
        new ManualClock(now + 5),
      );
      try {
        await next.games.scheduler.tick();
        expect(next.games.host.drives(uuid)).toBe(true);
        await until(
          async () =>
            (await next.db.selectFrom('game_records').select('uuid').where('uuid', '=', uuid).execute()).length > 0,
          60_000,
        );
        const records = await next.db.selectFrom('game_records').select('uuid').where('uuid', '=', uuid).execute();
        expect(records).toHaveLength(1);
      } finally {
        await next.close();
      }
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
