import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase, migrateToLatest } from '../src/db/database.js';
import { createTestApp } from './helpers.js';

/** GET /healthz reports whether the database answers (both databases). */
describe('GET /healthz', () => {
  it('answers 200 with the database reachable', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not', async () => {
    const db = createDatabase({ url: 'sqlite::memory:' });
    await migrateToLatest(db);
    const app = await buildApp({ db, logger: false, consoleDir: null, config: { demo: false, scheduler: false } });
    await db.destroy();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });

  it('a request in flight when the stop begins is answered with its connection closed, so the stop does not wait', async () => {
    const db = createDatabase({ url: 'sqlite::memory:' });
    await migrateToLatest(db);
    const app = await buildApp({ db, logger: false, consoleDir: null, config: { demo: false, scheduler: false } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const routed = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
    const agent = new http.Agent({ keepAlive: true });
    const body = JSON.stringify({ account: 'nobody@test.local', password: 'secret1' });
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
    // the headers and half the body: the request is routed (in flight) before the stop begins
    req.write(body.slice(0, 10));
    await routed;
    const closed = app.close();
    req.end(body.slice(10));
    const res = await answered;
    res.resume();
    expect(res.headers.connection).toBe('close');
    await closed;
    agent.destroy();
    await db.destroy();
  });
});
