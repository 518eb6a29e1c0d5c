import { ErrorCode } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { runUpkeep } from '../src/upkeep.js';
import { codeOf, createTestApp } from './helpers.js';

/**
 * What one sender can do without an account or with a spoofed address. The analytics sink
 * needs a session and is bounded per account and day; proxy headers count only from configured proxies; old
 * analytics and rate-limit rows are purged; password guessing is limited per account and address without locking
 * the owner out.
 */
const t = await createTestApp();
const owner = await t.user();

const event = (i: number) => ({ type: 'page_view', path: `/p/${i}`, time: t.clock.now() });
const login = (account: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { account, password }, remoteAddress: ip, headers });

describe('the analytics sink', () => {
  it('refuses a caller without a session (2505) and writes nothing', async () => {
    const res = await t.post('/api/analytics', { events: [event(1)] });
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe(ErrorCode.NOT_LOGGED_IN);
    expect(await t.db.selectFrom('analytics_events').selectAll().execute()).toHaveLength(0);
  });

  it('caps a batch and the sizes of its fields', async () => {
    const many = await t.post(
      '/api/analytics',
      { events: Array.from({ length: 51 }, (_, i) => event(i)) },
      owner.token,
    );
    expect(codeOf(many)).toBe(ErrorCode.PARAM_ERROR);
    const long = await t.post(
      '/api/analytics',
      { events: [{ ...event(0), path: `/${'x'.repeat(300)}` }] },
      owner.token,
    );
    expect(codeOf(long)).toBe(ErrorCode.PARAM_ERROR);
  });

  it('keeps at most the daily allowance of events per account, then answers 109', async () => {
    const u = await t.user();
    const batch = { events: Array.from({ length: 50 }, (_, i) => event(i)) };
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 110; i++) {
      // from many addresses: the per-address cap per minute is not what this test is about
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analytics',
        payload: batch,
        headers: { authorization: `Majsoul ${u.token}` },
        remoteAddress: `10.8.0.${i}`,
      });
      if (res.statusCode === 200) accepted += res.json().data.accepted;
      else {
        expect(codeOf(res)).toBe(ErrorCode.TOO_FREQUENT);
        refused++;
      }
    }
    expect(accepted).toBe(5000);
    expect(refused).toBe(10);
    t.clock.advance(86_401);
    expect((await t.post('/api/analytics', batch, u.token)).statusCode).toBe(200);
  });

  it('old analytics and rate-limit rows are purged by the upkeep', async () => {
    await t.post('/api/analytics', { events: [event(1)] }, owner.token);
    await login(owner.email, 'wrong-password', '10.9.9.9');
    t.clock.advance(400 * 86_400);
    const later = await t.user();
    await t.post('/api/analytics', { events: [event(2)] }, later.token);
    const before = await t.db.selectFrom('analytics_events').selectAll().execute();
    const purged = await runUpkeep(t.app.ctx);
    const after = await t.db.selectFrom('analytics_events').selectAll().execute();
    expect(purged.analytics).toBe(before.length - 1);
    expect(after).toHaveLength(1);
    expect(purged.rateEvents).toBeGreaterThan(0);
    expect(
      await t.db
        .selectFrom('rate_events')
        .selectAll()
        .where('create_time', '<', t.clock.now() - 31 * 86_400)
        .execute(),
    ).toHaveLength(0);
  });
});

describe('proxy headers', () => {
  it('X-Forwarded-For is ignored unless the peer is a configured proxy (TAIKAI_TRUST_PROXY, default off)', async () => {
    await login('nobody@test.local', 'x', '10.1.1.1', { 'x-forwarded-for': '203.0.113.7' });
    const buckets = (await t.db.selectFrom('rate_events').select('bucket').execute()).map((r) => r.bucket);
    expect(buckets).toContain('login-fail:ip:10.1.1.1');
    expect(buckets).not.toContain('login-fail:ip:203.0.113.7');

    const proxied = await createTestApp({ config: { trustProxy: '10.1.1.1' } });
    await proxied.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account: 'nobody@test.local', password: 'x' },
      remoteAddress: '10.1.1.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    const viaProxy = (await proxied.db.selectFrom('rate_events').select('bucket').execute()).map((r) => r.bucket);
    expect(viaProxy).toContain('login-fail:ip:203.0.113.7');
  });
});

describe('login limits', () => {
  it('wrong passwords from one address slow that address down, not the owner elsewhere', async () => {
    const u = await t.user();
    for (let i = 0; i < 12; i++) await login(u.email, 'wrong-password', '10.2.0.1');
    expect(codeOf(await login(u.email, 'password1', '10.2.0.1'))).toBe(ErrorCode.TOO_FREQUENT);
    const fromHome = await login(u.email, 'password1', '10.2.0.2');
    expect(fromHome.statusCode).toBe(200);
  });

  it('many addresses guessing reach the account ceiling; the owner still gets in from a known address or by e-mail code', async () => {
    const u = await t.user();
    expect((await login(u.email, 'password1', '10.3.0.1')).statusCode).toBe(200); // the owner's usual address
    for (let i = 0; i < 110; i++) await login(u.email, 'wrong-password', `10.4.${i >> 8}.${i & 255}`);
    expect(codeOf(await login(u.email, 'password1', '10.5.0.1'))).toBe(ErrorCode.TOO_FREQUENT); // a new address
    expect((await login(u.email, 'password1', '10.3.0.1')).statusCode).toBe(200); // the known address
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/send_email_code',
      payload: { email: u.email },
      remoteAddress: '10.5.0.1',
    });
    expect(send.statusCode).toBe(200);
    const code = /(\d{6})/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/login_by_code',
      payload: { email: u.email, code },
      remoteAddress: '10.5.0.1',
    });
    expect(byCode.statusCode).toBe(200);
  });
});
