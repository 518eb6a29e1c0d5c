import { gunzipSync, gzip } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createCaches } from '../caches.js';
import { replySerializerCompiler, SharedEncoders } from './serializer.js';
import { acceptsGzip, prepareShared, sendShared } from './shared-gzip.js';

// counts the gzip forms made (the real zlib underneath)
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return { ...zlib, gzip: vi.fn(zlib.gzip) };
});

describe('acceptsGzip (RFC 9110 Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate', true],
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['*', true],
    ['br, *;q=0.1', true],
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br, deflate', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

/** A reply whose data is a frozen value (what the read cache shares) gets a gzip form; any other reply does not. */
async function appWith(data: () => unknown, encoders?: SharedEncoders, caches = createCaches()) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(replySerializerCompiler(true, encoders));
  const reply = z.object({ data: z.object({ names: z.array(z.string()) }) });
  // as the registrar (routes.ts) answers
  app.get('/page', { schema: { response: { 200: reply } } }, async (request, res) => {
    const envelope = { data: data() };
    if (await sendShared(caches.gzipForms, request, res, envelope)) return res;
    return envelope;
  });
  await app.ready();
  return app;
}
const names = (n: number) => ({ names: Array.from({ length: n }, (_, i) => `雀士${i}`) });

describe('sendShared', () => {
  it('sends a shared reply gzip-compressed to a client accepting gzip, the same bytes once inflated', async () => {
    const shared = Object.freeze(names(300));
    const app = await appWith(() => shared);
    const plain = await app.inject({ url: '/page' });
    const gz = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.rawPayload.toString());
    expect(JSON.parse(plain.body)).toEqual({ data: names(300) });
  });

  it('leaves a reply built for one call, a small shared reply, and a client refusing gzip alone', async () => {
    const fresh = await appWith(() => names(300));
    const asked = await fresh.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.headers.vary).toBeUndefined();

    const small = Object.freeze(names(3));
    const tiny = await appWith(() => small);
    expect(
      (await tiny.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding'],
    ).toBeUndefined();

    const shared = Object.freeze(names(300));
    const app = await appWith(() => shared);
    const refused = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toEqual({ data: names(300) });
  });

  it('makes the gzip form of a shared value once, when a caller accepting gzip first asks, never for others', async () => {
    const made = vi.mocked(gzip);
    const shared = Object.freeze(names(300));
    const app = await appWith(() => shared);
    made.mockClear();
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/page' })).statusCode).toBe(200);
    expect(made).not.toHaveBeenCalled();
    const first = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    const second = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(made).toHaveBeenCalledTimes(1);
    expect(second.rawPayload).toEqual(first.rawPayload);
  });

  it('makes it once for callers that ask together, while it is being made off the event loop', async () => {
    const made = vi.mocked(gzip);
    const shared = Object.freeze(names(400));
    const app = await appWith(() => shared);
    made.mockClear();
    const replies = await Promise.all(
      [0, 1, 2, 3].map(() => app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } })),
    );
    expect(made).toHaveBeenCalledTimes(1);
    for (const r of replies) {
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(r.rawPayload).toString())).toEqual({ data: names(400) });
    }
  });

  it('makes a shared value ready before any call (prepareShared): the first call accepting gzip makes nothing', async () => {
    const made = vi.mocked(gzip);
    const caches = createCaches();
    const encoders = new SharedEncoders(caches.replyBytes);
    const shared = Object.freeze(names(500));
    const app = await appWith(() => shared, encoders, caches);
    made.mockClear();
    await prepareShared(encoders, caches.gzipForms, { method: 'GET', path: '/page' }, shared);
    expect(made).toHaveBeenCalledTimes(1);
    const gz = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(made).toHaveBeenCalledTimes(1);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ data: names(500) });
    // a route never compiled, or a value a call could change, is left alone
    await prepareShared(encoders, caches.gzipForms, { method: 'GET', path: '/elsewhere' }, Object.freeze(names(500)));
    await prepareShared(encoders, caches.gzipForms, { method: 'GET', path: '/page' }, names(500));
    expect(made).toHaveBeenCalledTimes(1);
  });
});
