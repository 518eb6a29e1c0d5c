import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../src/main.ts');

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
 * Issue 15 point 12: the production start as `npm start` runs it (`main.ts serve`), on a fresh SQLite file:
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
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', SERVER, 'serve'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dir, 'serve.db')}`,
        TAIKAI_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    const health = await waitHealthy(base);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    // Requests in flight when the signal arrives (headers and half a body sent) are answered, not cut.
    const body = JSON.stringify({ account: 'nobody@example.com', password: 'not-the-password' });
    const inFlight = Array.from({ length: 5 }, () => {
      const req = http.request(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<number>((resolve) => {
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', () => resolve(0));
      });
      req.write(body.slice(0, 10));
      return { req, answered };
    });
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const afterSignal = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    for (const { req } of inFlight) req.end(body.slice(10));
    const statuses = await Promise.all(inFlight.map((x) => x.answered));
    expect(statuses).toEqual([404, 404, 404, 404, 404]); // 1002: no such account — answered in full
    expect([0, 503]).toContain(afterSignal); // no longer taking new work
    expect(await exited).toBe(0);
  }, 90_000);
});
