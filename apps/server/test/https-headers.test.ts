import { describe, expect, it } from 'vitest';
import { httpsModeOf } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * `upgrade-insecure-requests` and HSTS only on HTTPS (or when TAIKAI_HTTPS says so), so the console
 * works over plain HTTP on a LAN address and behind a TLS-terminating proxy.
 */
const PROXY = '10.1.1.1';

async function headersOf(t: TestApp, url: string, from: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: from, headers });
  expect(res.statusCode).toBeLessThan(400);
  return res.headers;
}

function expectPlain(h: Record<string, unknown>) {
  expect(String(h['content-security-policy'])).toContain("default-src 'self'");
  expect(String(h['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  expect(h['strict-transport-security']).toBeUndefined();
}

function expectSecure(h: Record<string, unknown>) {
  expect(String(h['content-security-policy'])).toContain('upgrade-insecure-requests');
  expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
}

describe('HTTPS-only headers (TAIKAI_HTTPS=auto, the default)', () => {
  it('plain HTTP from any address: no upgrade-insecure-requests, no HSTS, on documents and API replies', async () => {
    const t = await createTestApp();
    expectPlain(await headersOf(t, '/config.js', '192.168.1.20'));
    const api = await headersOf(t, '/api/contest/server_time', '192.168.1.20');
    expect(api['strict-transport-security']).toBeUndefined();
    expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('X-Forwarded-Proto https from a trusted proxy: both', async () => {
    const t = await createTestApp({ config: { trustProxy: PROXY } });
    expectSecure(await headersOf(t, '/config.js', PROXY, { 'x-forwarded-proto': 'https' }));
    const api = await headersOf(t, '/api/contest/server_time', PROXY, { 'x-forwarded-proto': 'https' });
    expect(api['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // the same proxy forwarding plain HTTP: neither
    expectPlain(await headersOf(t, '/config.js', PROXY, { 'x-forwarded-proto': 'http' }));
  });

  it('X-Forwarded-Proto https from a client that is not a trusted proxy: neither', async () => {
    const untrusted = await createTestApp();
    expectPlain(await headersOf(untrusted, '/config.js', PROXY, { 'x-forwarded-proto': 'https' }));
    const otherProxy = await createTestApp({ config: { trustProxy: PROXY } });
    expectPlain(await headersOf(otherProxy, '/config.js', '10.9.9.9', { 'x-forwarded-proto': 'https' }));
  });
});

describe('TAIKAI_HTTPS overrides', () => {
  it('always: both, even over plain HTTP', async () => {
    const t = await createTestApp({ config: { https: 'always' } });
    expectSecure(await headersOf(t, '/config.js', '192.168.1.20'));
    expect((await headersOf(t, '/api/contest/server_time', '192.168.1.20'))['strict-transport-security']).toBeDefined();
  });

  it('never: neither, even from a trusted proxy that says https', async () => {
    const t = await createTestApp({ config: { https: 'never', trustProxy: PROXY } });
    expectPlain(await headersOf(t, '/config.js', PROXY, { 'x-forwarded-proto': 'https' }));
  });

  it('reads the setting: auto by default, a known mode, and refuses anything else', () => {
    expect(httpsModeOf(undefined)).toBe('auto');
    expect(httpsModeOf(' Always ')).toBe('always');
    expect(httpsModeOf('never')).toBe('never');
    expect(() => httpsModeOf('yes')).toThrow(/TAIKAI_HTTPS/);
  });
});
