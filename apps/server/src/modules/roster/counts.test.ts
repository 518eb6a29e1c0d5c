import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp } from '../../../test/helpers.js';
import { contestFixture } from '../../../test/kit/season.js';
import { countPlayers } from './roster.repository.js';

/**
 * The per-season player counts are kept by database triggers (migration 2026-11-26). Whatever mix of sign-ups,
 * reviews, additions and removals happens, they equal a count of the roster itself, and so do the totals the API
 * reports. Every reply is checked against a model of the roster, so no step passes by being refused.
 */
const t = await createTestApp();
const owner = await t.user({ nickname: 'Owner' });
const players: Awaited<ReturnType<typeof t.user>>[] = [];
for (let i = 0; i < 5; i++) players.push(await t.user({ nickname: `P${i}` }));

const op = fc.oneof(
  fc.record({ kind: fc.constant('signup' as const), who: fc.nat(4) }),
  fc.record({ kind: fc.constant('check' as const), who: fc.nat(4), pass: fc.boolean() }),
  fc.record({ kind: fc.constant('add' as const), who: fc.nat(4) }),
  fc.record({ kind: fc.constant('remove' as const), who: fc.nat(4) }),
);

async function rosterCounts(uniqueId: number) {
  const rows = await t.db
    .selectFrom('season_players')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', 1)
    .groupBy('state')
    .execute();
  const of = (state: number) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { pending: of(1), joined: of(2) };
}

describe('season player counts', () => {
  it('always equal a count of the roster, through any sequence of roster changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
        const f = await contestFixture(t, owner);
        const body = { unique_id: f.unique_id, season_id: 1 };
        // A model of who is where, so every reply is checked: nothing passes by being refused.
        const model = new Map<number, 1 | 2>();
        for (const o of ops) {
          const p = players[o.who];
          const state = model.get(o.who);
          if (o.kind === 'signup') {
            const res = await t.post('/api/contest/player/signup', body, p.token);
            expect(codeOf(res)).toBe(state === 2 ? 2553 : state === 1 ? 2551 : undefined);
            if (!state) model.set(o.who, 1);
          }
          if (o.kind === 'check') {
            const res = await t.post(
              '/api/contest/check_contest_season_player',
              { ...body, checked_list: [{ account_id: p.account_id, result: o.pass ? 1 : 2 }] },
              owner.token,
            );
            expect(codeOf(res)).toBe(state === 1 ? undefined : 2509);
            if (state === 1) {
              if (o.pass) model.set(o.who, 2);
              else model.delete(o.who);
            }
          }
          if (o.kind === 'add') {
            const res = await t.post(
              '/api/contest/add_contest_season_player',
              { ...body, account_list: [p.account_id] },
              owner.token,
            );
            expect(res.statusCode).toBe(200);
            // a waiting sign-up named here joins (promoted); a joined player is a duplicate
            expect(res.json().data.success).toEqual(state === 2 ? [] : [p.account_id]);
            model.set(o.who, 2);
          }
          if (o.kind === 'remove') {
            const res = await t.post(
              '/api/contest/remove_contest_season_player',
              { ...body, account_id_list: [p.account_id] },
              owner.token,
            );
            expect(res.statusCode).toBe(200);
            expect(res.json().data.success).toEqual(state ? [p.account_id] : []);
            model.delete(o.who);
          }
        }
        const modelled = { pending: 0, joined: 0 };
        for (const st of model.values()) modelled[st === 1 ? 'pending' : 'joined'] += 1;
        expect(await rosterCounts(f.unique_id)).toEqual(modelled);
        const actual = await rosterCounts(f.unique_id);
        expect({
          pending: await countPlayers(t.db, f.unique_id, 1, 1),
          joined: await countPlayers(t.db, f.unique_id, 1, 2),
        }).toEqual(actual);
        expect(await countPlayers(t.db, f.unique_id, 1)).toBe(actual.pending + actual.joined);
        for (const [state, n] of [
          [1, actual.pending],
          [2, actual.joined],
        ]) {
          const res = await t.get('/api/contest/contest_season_player_list', owner.token, { ...body, state });
          expect(res.json().data.total).toBe(n);
        }
        const seasons = await t.get('/api/contest/fetch_contest_season_list', owner.token, { unique_id: f.unique_id });
        const [season] = seasons.json().data.list;
        expect({ pending: season.pending_count, joined: season.player_count }).toEqual(actual);
      }),
      { numRuns: 25 },
    );
  });
});
