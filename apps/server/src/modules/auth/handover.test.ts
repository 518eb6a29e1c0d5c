import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0, type TestUser } from '../../../test/helpers.js';
import { HANDOVER_CODE_TTL } from './handover.service.js';

/** The console hands over to the lobby with a one-time, short-lived code, not its token. */
const t = await createTestApp();
beforeEach(() => t.clock.set(T0));

async function issue(user: TestUser, body: unknown = {}) {
  const res = await t.post('/api/handover_code', body, user.token);
  expect(res.statusCode).toBe(200);
  return res.json().data as { code: string; expire_time: number };
}
const redeem = (code: string) => t.post('/api/login_by_handover', { code });
const me = async (token: string) => (await t.get('/api/contest/fetch_account_info', token)).json().data?.account_id;

describe('hand-over codes', () => {
  it('a code opens a new session of its account once; the second use is refused (1009)', async () => {
    const alice = await t.user({ nickname: 'Alice' });
    const { code, expire_time } = await issue(alice);
    expect(expire_time).toBe(T0 + HANDOVER_CODE_TTL);
    expect(code).not.toBe(alice.token);
    expect(code.length).toBeGreaterThanOrEqual(40);

    const first = await redeem(code);
    expect(first.statusCode).toBe(200);
    const session = first.json().data;
    expect(session).toMatchObject({ account_id: alice.account_id, nickname: 'Alice' });
    expect(session.token).not.toBe(alice.token);
    expect(await me(session.token)).toBe(alice.account_id);

    const again = await redeem(code);
    expect([again.statusCode, codeOf(again)]).toEqual([400, 1009]);
  });

  it('the code is stored hashed, never as itself', async () => {
    const bob = await t.user();
    const { code } = await issue(bob);
    const rows = await t.db.selectFrom('handover_codes').selectAll().execute();
    expect(rows.some((r) => r.code_hash === code)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('an expired code is refused (1010) and opens nothing; an unknown one answers 1008', async () => {
    const carol = await t.user();
    const { code } = await issue(carol);
    t.clock.advance(HANDOVER_CODE_TTL);
    const late = await redeem(code);
    expect([late.statusCode, codeOf(late)]).toEqual([400, 1010]);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('account_id', '=', carol.account_id)
      .execute();
    expect(sessions).toHaveLength(1); // only the test's own

    const unknown = await redeem('no-such-code-at-all');
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([400, 1008]);
  });

  it('logging out voids the codes the session issued (1010), and opens nothing', async () => {
    const dora = await t.user();
    const { code } = await issue(dora);
    expect((await t.post('/api/logout', {}, dora.token)).statusCode).toBe(200);
    const after = await redeem(code);
    expect([after.statusCode, codeOf(after)]).toEqual([400, 1010]);
    const sessions = await t.db.selectFrom('sessions').select('token_hash').where('account_id', '=', dora.account_id);
    expect(await sessions.execute()).toHaveLength(0);
  });

  it('is valid until just before its expiry', async () => {
    const dan = await t.user();
    const { code } = await issue(dan);
    t.clock.advance(HANDOVER_CODE_TTL - 1);
    expect((await redeem(code)).statusCode).toBe(200);
  });

  it('is bound to the caller: another account cannot be named, and a stranger cannot ask for one', async () => {
    const erin = await t.user({ nickname: 'Erin' });
    const frank = await t.user({ nickname: 'Frank' });
    const { code } = await issue(erin, { account_id: frank.account_id });
    const session = (await redeem(code)).json().data;
    expect(session).toMatchObject({ account_id: erin.account_id, nickname: 'Erin' });
    expect(await me(session.token)).toBe(erin.account_id);

    const stranger = await t.post('/api/handover_code', {});
    expect([stranger.statusCode, codeOf(stranger)]).toEqual([401, 2505]);
  });

  it('logging out in the lobby leaves the console session signed in', async () => {
    const gina = await t.user();
    const { code } = await issue(gina);
    const lobby = (await redeem(code)).json().data.token as string;
    expect((await t.post('/api/logout', {}, lobby)).statusCode).toBe(200);
    expect(await me(lobby)).toBeUndefined();
    expect(await me(gina.token)).toBe(gina.account_id);
  });

  it('two redeemers racing for one code: exactly one session', async () => {
    const hana = await t.user();
    const { code } = await issue(hana);
    const results = await Promise.all(Array.from({ length: 6 }, () => redeem(code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 1009)).toHaveLength(5);
  });

  it('a banned account gets no session from its code', async () => {
    const ivan = await t.user();
    const { code } = await issue(ivan);
    await t.db.updateTable('accounts').set({ banned: 1 }).where('account_id', '=', ivan.account_id).execute();
    const res = await redeem(code);
    expect(codeOf(res)).toBe(503);
  });
});
