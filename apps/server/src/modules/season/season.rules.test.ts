import { checkNewSeason, checkSeasonSetting, seasonStateAt } from '@taikai/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import type { SeasonRow } from './season.repository.js';
import { applySeasonSetting, checkNewSeasonTimes } from './season.rules.js';

const NOW = 1_800_000_000;
const DAY = 86400;
const row = (over: Partial<SeasonRow> = {}): SeasonRow => ({
  unique_id: 1,
  season_id: 1,
  create_time: NOW,
  start_time: NOW + DAY,
  end_time: NOW + 8 * DAY,
  ended: 0,
  end_edited: 0,
  signup_type: 3,
  signup_start_time: NOW + DAY,
  signup_end_time: NOW + 8 * DAY,
  auto_match: 0,
  match_start_time: NOW + DAY,
  match_end_time: NOW + 8 * DAY,
  rank_rule: 0,
  remark: '',
  chat_limit_type: 0,
  seating_method: 'arrival',
  ...over,
});
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? [e.code, e.field] : e;
  }
};

describe('season rules', () => {
  it('writes only the changed columns', () => {
    expect(applySeasonSetting(row(), { remark: 'a', rank_rule: 0 }, NOW, NOW)).toEqual({
      patch: { remark: 'a' },
      dropPending: false,
    });
  });

  it('marks end_edited only for an end time edited while running', () => {
    const running = row({ start_time: NOW - DAY, signup_start_time: NOW - DAY, match_start_time: NOW - DAY });
    const change = { end_time: NOW + 2 * DAY, signup_end_time: NOW + 2 * DAY, match_end_time: NOW + 2 * DAY };
    expect(applySeasonSetting(running, change, NOW, NOW).patch.end_edited).toBe(1);
    expect(applySeasonSetting(row(), change, NOW, NOW).patch.end_edited).toBeUndefined();
  });

  it('drops waiting players only when the type leaves check', () => {
    expect(applySeasonSetting(row(), { signup_type: 2 }, NOW, NOW).dropPending).toBe(true);
    expect(applySeasonSetting(row({ signup_type: 2 }), { signup_type: 1 }, NOW, NOW).dropPending).toBe(false);
  });

  it('ignores undefined fields of a partial setting', () => {
    expect(applySeasonSetting(row(), { start_time: undefined }, NOW, NOW).patch).toEqual({});
  });

  it('checks new season times in order: start floor, end after start, length', () => {
    expect(codeOf(() => checkNewSeasonTimes(NOW - 1, NOW + DAY, NOW))).toEqual([2562, 'start_time']);
    expect(codeOf(() => checkNewSeasonTimes(NOW, NOW, NOW))).toEqual([2562, 'end_time']);
    expect(codeOf(() => checkNewSeasonTimes(NOW, NOW + 366 * DAY, NOW))).toEqual([2549, 'end_time']);
    expect(codeOf(() => checkNewSeasonTimes(NOW, NOW + 365 * DAY, NOW))).toBeNull();
  });

  it('the remark counts characters as people see them (25 mahjong tiles are 25, not 50 UTF-16 units)', () => {
    expect(applySeasonSetting(row(), { remark: '🀄'.repeat(25) }, NOW, NOW).patch.remark).toBe('🀄'.repeat(25));
    expect(codeOf(() => applySeasonSetting(row(), { remark: '🀄'.repeat(26) }, NOW, NOW))).toEqual([2554, 'remark']);
  });

  it('refuses exactly when the shared check, which the console runs too, finds an issue: its first code and field (property)', () => {
    const time = fc.integer({ min: NOW - 30 * DAY, max: NOW + 400 * DAY });
    fc.assert(
      fc.property(
        fc.record({ start: time, end: time, created: fc.integer({ min: NOW - 10 * DAY, max: NOW + DAY }) }),
        fc.record(
          {
            start_time: time,
            end_time: time,
            signup_type: fc.constantFrom(1 as const, 2 as const, 3 as const),
            signup_start_time: time,
            signup_end_time: time,
            match_start_time: time,
            match_end_time: time,
            rank_rule: fc.integer({ min: 0, max: 300 }),
            remark: fc.string({ unit: 'grapheme', maxLength: 30 }),
          },
          { requiredKeys: [] },
        ),
        ({ start, end, created }, setting) => {
          const current = row({ start_time: start, end_time: end });
          const floor = Math.max(created, NOW);
          const next = { ...current, ...setting };
          const issues = checkSeasonSetting(next, { current, state: seasonStateAt(current, NOW), floor });
          const expected = issues[0] ? [issues[0].code, issues[0].field] : null;
          expect(codeOf(() => applySeasonSetting(current, setting, NOW, floor))).toEqual(expected);
        },
      ),
    );
    fc.assert(
      fc.property(time, time, (start, end) => {
        const first = checkNewSeason({ start_time: start, end_time: end }, NOW)[0];
        expect(codeOf(() => checkNewSeasonTimes(start, end, NOW))).toEqual(first ? [first.code, first.field] : null);
      }),
    );
  });

  it('never accepts a result that breaks the season invariants (property)', () => {
    const time = fc.integer({ min: NOW - 30 * DAY, max: NOW + 400 * DAY });
    fc.assert(
      fc.property(
        fc.record(
          {
            start_time: time,
            end_time: time,
            signup_type: fc.constantFrom(1 as const, 2 as const, 3 as const),
            signup_start_time: time,
            signup_end_time: time,
            match_start_time: time,
            match_end_time: time,
            rank_rule: fc.integer({ min: 0, max: 300 }),
          },
          { requiredKeys: [] },
        ),
        (setting) => {
          const current = row();
          let change: ReturnType<typeof applySeasonSetting>;
          try {
            change = applySeasonSetting(current, setting, NOW, NOW);
          } catch (e) {
            expect(e).toBeInstanceOf(AppError);
            return;
          }
          const next = { ...current, ...change.patch };
          expect(next.end_time).toBeGreaterThanOrEqual(next.start_time);
          expect(next.end_time - next.start_time).toBeLessThanOrEqual(365 * DAY);
          expect(next.start_time).toBeGreaterThanOrEqual(NOW);
          expect(next.match_start_time).toBeGreaterThanOrEqual(next.start_time);
          expect(next.match_end_time).toBeLessThanOrEqual(next.end_time);
          if (next.signup_type === 3) {
            expect(next.signup_start_time).toBeGreaterThanOrEqual(next.start_time);
            expect(next.signup_end_time).toBeLessThanOrEqual(next.end_time);
            expect(next.signup_end_time).toBeGreaterThanOrEqual(next.signup_start_time);
          }
          expect([
            0, 102, 103, 104, 105, 106, 107, 108, 109, 110, 202, 203, 204, 205, 206, 207, 208, 209, 210,
          ]).toContain(next.rank_rule);
        },
      ),
    );
  });
});
