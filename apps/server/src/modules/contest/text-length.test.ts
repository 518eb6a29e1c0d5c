import { ErrorCode } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { contestFixture } from '../../../test/kit/season.js';

/**
 * Limits count what a person sees (grapheme clusters), as the console's counters do: a ZWJ family emoji is one
 * character although it is 7 code points and 11 UTF-16 units.
 */
const t = await createTestApp();
const DAY = 86400;
const owner = await t.user({ nickname: 'Counter' });
const FAMILY = '👨‍👩‍👧‍👦';

const createWithName = (content: string) =>
  t.post(
    '/api/contest/create_contest',
    {
      name: [{ lang: 'default', content }],
      game_rule_setting: { round_type: 2, thinking_type: 3, game_mode: 'liqi' },
      open_show: 1,
      start_time: t.clock.now() + DAY,
      end_time: t.clock.now() + 8 * DAY,
    },
    owner.token,
  );

describe('text limits count grapheme clusters', () => {
  it('a contest name of 25 family emoji is 25 characters; 26 are too long', async () => {
    expect(codeOf(await createWithName(FAMILY.repeat(26)))).toBe(ErrorCode.NAME_TOO_LONG);
    const res = await createWithName(FAMILY.repeat(25));
    expect(res.json().data.unique_id).toBeGreaterThan(0);
  });

  it('a season remark of 25 flags is accepted (50 code points); 26 are too long', async () => {
    const f = await contestFixture(t, owner, { seasonStart: T0 + DAY, seasonEnd: T0 + 11 * DAY });
    const update = (remark: string) =>
      t.post(
        '/api/contest/update_contest_season',
        { unique_id: f.unique_id, season_id: f.season_id, setting: { remark } },
        owner.token,
      );
    expect(codeOf(await update('🇯🇵'.repeat(26)))).toBe(ErrorCode.REMARK_TOO_LONG);
    const ok = await update('🇯🇵'.repeat(25));
    expect(ok.json().data.remark).toBe('🇯🇵'.repeat(25));
  });
});
