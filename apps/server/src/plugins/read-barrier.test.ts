import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { createDatabase } from '../db/database.js';
import { registerReadBarrier } from './read-barrier.js';

// On SQLite an API request goes on only at the end of the turn that read it (lib/turn-gate.ts): an immediate queued
// before the request runs before its handler. Other requests, and any request without the gate, run first.
describe('the end-of-turn gate on SQLite', () => {
  const db = createDatabase({ url: 'sqlite::memory:' });
  afterAll(() => db.destroy());

  async function order(url: string): Promise<string[]> {
    const app = Fastify();
    registerReadBarrier(app, { db } as unknown as AppContext);
    const seen: string[] = [];
    app.get(url, async () => {
      seen.push('handler');
      return { ok: true };
    });
    await app.ready();
    setImmediate(() => seen.push('immediate queued before the request'));
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    await app.close();
    return seen;
  }

  it('holds an API request to the end of its turn', async () => {
    expect(await order('/api/probe')).toEqual(['immediate queued before the request', 'handler']);
  });

  it('lets a request outside /api/ (the console files) through at once', async () => {
    expect(await order('/probe')).toEqual(['handler', 'immediate queued before the request']);
  });
});
