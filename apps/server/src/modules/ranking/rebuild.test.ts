import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { addRecords, testRecord } from '../../../test/kit/record.js';
import { rankingCommand } from '../../cli/ranking.js';

/** `npm run taikai -- ranking rebuild --contest ID [--season ID]`. */

let t: TestApp;
let ref: { unique_id: number; season_id: number };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.user();
  ref = await makeContest(t.db, owner.account_id, t.clock.now() - 86400);
  const seats = [11, 12, 13, 14].map((account_id) => ({ account_id }));
  await addRecords(
    t.db,
    [0, 1, 2].map((i) =>
      testRecord({ ...ref, seats, points: [40000, 30000, 20000, 10000], end_time: t.clock.now() - 100 + i }),
    ),
    t.clock.now(),
  );
});

afterEach(() => vi.restoreAllMocks());

async function run(argv: string[]): Promise<string> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  await rankingCommand(t.db, argv);
  return lines.join('\n');
}

describe('ranking rebuild', () => {
  it('finds no difference in kept standings, and reports and repairs a tampered row', async () => {
    expect(await run(['rebuild', '--contest', String(ref.unique_id)])).toContain('no difference');
    await t.db.updateTable('season_player_stats').set({ accumulate_point: 1 }).where('account_id', '=', 12).execute();
    const out = await run(['rebuild', '--contest', String(ref.unique_id), '--season', String(ref.season_id)]);
    expect(out).toContain('1 player(s) differed');
    expect(out).toContain('account 12: accumulate_point');
    expect(await run(['rebuild', '--contest', String(ref.unique_id)])).toContain('no difference');
  });

  it('refuses an unknown contest or season', async () => {
    await expect(run(['rebuild', '--contest', '999999'])).rejects.toThrow('Err2501');
    await expect(run(['rebuild', '--contest', String(ref.unique_id), '--season', '7'])).rejects.toThrow('Err2534');
    await expect(run(['rebuild'])).rejects.toThrow('--contest');
  });
});
