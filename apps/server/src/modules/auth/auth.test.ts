import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp } from '../../../test/helpers.js';

const t = await createTestApp();

describe('login', () => {
  it('logs in by e-mail and by account id and reads the account', async () => {
    const u = await t.user({ nickname: 'Alice', diamonds: 300 });
    const info = await t.get('/api/contest/fetch_account_info', u.token);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ account_id: u.account_id, nickname: 'Alice', currency: [{ count: 300 }] });
    const byId = await t.post('/api/login', { account: String(u.account_id), password: 'password1' });
    expect(byId.json().data.token).toMatch(/^[\w-]{40,}$/);
  });

  it('does not tell who is registered: an unknown account and a wrong password get the same answer', async () => {
    const u = await t.user();
    const wrong = await t.post('/api/login', { account: u.email, password: 'nope' });
    const unknown = await t.post('/api/login', { account: 'nobody@test.local', password: 'nope' });
    const unknownId = await t.post('/api/login', { account: '99999999', password: 'nope' });
    for (const r of [wrong, unknown, unknownId])
      expect([r.statusCode, r.json()]).toEqual([wrong.statusCode, wrong.json()]);
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 1003]);
    const bad = await t.post('/api/login', { account: '' });
    expect([bad.statusCode, codeOf(bad)]).toEqual([400, 3]);
  });

  it('an unknown account meets the same limits as a known one: the pair backs off after 5 failures (109)', async () => {
    const u = await t.user();
    const answers = async (account: string) => {
      const out: number[] = [];
      for (let i = 0; i < 7; i++) out.push(codeOf(await t.post('/api/login', { account, password: 'nope' })) ?? 0);
      return out;
    };
    const known = await answers(u.email);
    expect(known).toEqual([1003, 1003, 1003, 1003, 1003, 109, 109]);
    expect(await answers('nobody-else@test.local')).toEqual(known);
  });

  it('answers 401 with 2505 without a token and after logout', async () => {
    const u = await t.user();
    expect(codeOf(await t.get('/api/contest/fetch_account_info'))).toBe(2505);
    expect((await t.get('/api/contest/fetch_account_info', 'garbage')).statusCode).toBe(401);
    await t.post('/api/logout', {}, u.token);
    expect(codeOf(await t.get('/api/contest/fetch_account_info', u.token))).toBe(2505);
  });
});
