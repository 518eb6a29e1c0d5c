import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { rebuildContestStandings } from './rebuild.service.js';

/**
 * Kept standings always equal a rebuild from the records: random finishes, removals, restores and rank-rule
 * changes, checked after every step under every rule kind.
 */

let t: TestApp;
let owner: TestUser;
const ids = [101, 102, 103, 104, 105, 106];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user({ nickname: 'Owner' });
});

const step = fc.oneof(
  fc.record({
    kind: fc.constant('game' as const),
    seats: fc.shuffledSubarray(ids, { minLength: 4, maxLength: 4 }),
    points: fc
      .tuple(...Array.from({ length: 4 }, () => fc.integer({ min: 0, max: 60 })))
      .map((p) => p.map((x) => x * 1000)),
    dt: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat(), remove: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({
    kind: fc.constant('rule' as const),
    code: fc.constantFrom(0, 1, 2, 12, 15, 102, 105, 110, 202, 207, 210),
  }),
);

describe('kept standings', () => {
  it('equal a rebuild after every finish, removal, restore and rule change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const ref = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
        const uuids: string[] = [];
        let time = t.clock.now() - 80_000;
        for (const s of steps) {
          if (s.kind === 'game') {
            time += s.dt;
            const r = testRecord({
              ...ref,
              seats: s.seats.map((account_id) => ({ account_id })),
              points: s.points,
              end_time: time,
            });
            uuids.push(r.record.uuid);
            await addRecords(t.db, [r], t.clock.now());
          } else if (s.kind === 'remove') {
            if (uuids.length === 0) continue;
            const res = await t.post(
              '/api/contest/update_contest_game_record',
              { ...ref, uuid: uuids[s.at % uuids.length], remove: s.remove },
              owner.token,
            );
            expect(res.statusCode).toBe(200);
          } else {
            await t.db
              .updateTable('seasons')
              .set({ rank_rule: s.code })
              .where('unique_id', '=', ref.unique_id)
              .execute();
            const res = await t.post('/api/contest/fetch_season_player_rank', { ...ref, limit: 10 }, owner.token);
            expect(res.statusCode).toBe(200);
          }
          const [check] = await rebuildContestStandings(t.db, ref.unique_id, ref.season_id, t.clock.now());
          expect(check.differences).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
