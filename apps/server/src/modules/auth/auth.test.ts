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

  it('gives each failure its own code', async () => {
    const u = await t.user();
    const wrong = await t.post('/api/login', { account: u.email, password: 'nope' });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 1003]);
    const unknown = await t.post('/api/login', { account: 'nobody@test.local', password: 'x' });
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, 1002]);
    const bad = await t.post('/api/login', { account: '' });
    expect([bad.statusCode, codeOf(bad)]).toEqual([400, 3]);
  });

  it('answers 401 with 2505 without a token and after logout', async () => {
    const u = await t.user();
    expect(codeOf(await t.get('/api/contest/fetch_account_info'))).toBe(2505);
    expect((await t.get('/api/contest/fetch_account_info', 'garbage')).statusCode).toBe(401);
    await t.post('/api/logout', {}, u.token);
    expect(codeOf(await t.get('/api/contest/fetch_account_info', u.token))).toBe(2505);
  });
});
