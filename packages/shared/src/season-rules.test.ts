import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeasonState, type SeasonStateValue } from './enums.js';
import { ErrorCode } from './errors.js';
import {
  checkNewSeason,
  checkSeasonRemark,
  checkSeasonSetting,
  MAX_SEASON_SECONDS,
  SEASON_ERROR,
  type SeasonIssueField,
  type SeasonSettingContext,
  type SeasonSettingLike,
} from './season-rules.js';

const NOW = 1_800_000_000;
const DAY = 86400;
const FORM_ORDER: SeasonIssueField[] = [
  'start_time',
  'end_time',
  'signup_start_time',
  'signup_end_time',
  'match_start_time',
  'match_end_time',
  'rank_rule',
  'remark',
];

const season = (over: Partial<SeasonSettingLike> = {}): SeasonSettingLike => ({
  start_time: NOW + DAY,
  end_time: NOW + 8 * DAY,
  signup_type: 3,
  signup_start_time: NOW + DAY,
  signup_end_time: NOW + 8 * DAY,
  match_start_time: NOW + DAY,
  match_end_time: NOW + 8 * DAY,
  rank_rule: 0,
  remark: '',
  ...over,
});
const pendingCtx: SeasonSettingContext = {
  current: { start_time: NOW + DAY, end_time: NOW + 8 * DAY },
  state: SeasonState.Pending,
  floor: NOW,
};
const check = (over: Partial<SeasonSettingLike>, ctx = pendingCtx) =>
  checkSeasonSetting(season(over), ctx).map((i) => [i.field, i.code, i.message]);

/** A season that passes every rule: a start at or after the floor, a length within a year, windows inside. */
const validSeason = fc
  .record({
    start: fc.integer({ min: NOW, max: NOW + 400 * DAY }),
    length: fc.integer({ min: 0, max: MAX_SEASON_SECONDS }),
    signupType: fc.constantFrom(1, 2, 3),
    signup: fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
    match: fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
    rank: fc.constantFrom(0, 1, 2, 12, 15, 102, 110, 202, 210),
    remark: fc.string({ unit: 'grapheme', maxLength: 25 }),
  })
  .map(({ start, length, signupType, signup, match, rank, remark }): SeasonSettingLike => {
    const at = (f: number) => start + Math.floor(f * length);
    const [s1, s2] = [at(signup[0]), at(signup[1])].sort((a, b) => a - b);
    const [m1, m2] = [at(match[0]), at(match[1])].sort((a, b) => a - b);
    return {
      start_time: start,
      end_time: start + length,
      signup_type: signupType,
      signup_start_time: s1 as number,
      signup_end_time: s2 as number,
      match_start_time: m1 as number,
      match_end_time: m2 as number,
      rank_rule: rank,
      remark,
    };
  });
const ctxFor = (s: SeasonSettingLike, state: SeasonStateValue = SeasonState.Pending) => ({
  current: { start_time: s.start_time, end_time: s.end_time },
  state,
  floor: NOW,
});

describe('create season (spec part 1 section 5)', () => {
  it('start not before the floor, end after start, at most 365 days', () => {
    const at = (start: number, end: number) => checkNewSeason({ start_time: start, end_time: end }, NOW);
    expect(at(NOW, NOW + MAX_SEASON_SECONDS)).toEqual([]);
    expect(at(NOW - 1, NOW + DAY)).toEqual([
      { field: 'start_time', code: ErrorCode.TIME_CONFIG_ERROR, message: SEASON_ERROR.startTooEarly },
    ]);
    expect(at(NOW, NOW)).toEqual([
      { field: 'end_time', code: ErrorCode.TIME_CONFIG_ERROR, message: SEASON_ERROR.endNotAfterStart },
    ]);
    expect(at(NOW, NOW + MAX_SEASON_SECONDS + 1)).toEqual([
      { field: 'end_time', code: ErrorCode.SEASON_TOO_LONG, message: SEASON_ERROR.tooLong },
    ]);
  });

  it('any start at or after the floor with a length of 1 s to 365 days passes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: NOW, max: NOW + 1000 * DAY }),
        fc.integer({ min: 1, max: MAX_SEASON_SECONDS }),
        (start, length) => {
          expect(checkNewSeason({ start_time: start, end_time: start + length }, NOW)).toEqual([]);
        },
      ),
    );
  });

  it('an end at or before the start always fails on end_time with 2562 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: NOW, max: NOW + 1000 * DAY }), fc.nat(400 * DAY), (start, back) => {
        const issues = checkNewSeason({ start_time: start, end_time: start - back }, NOW);
        expect(issues).toEqual([
          { field: 'end_time', code: ErrorCode.TIME_CONFIG_ERROR, message: SEASON_ERROR.endNotAfterStart },
        ]);
      }),
    );
  });
});

describe('season info (spec part 1 sections 4 and 5)', () => {
  it('accepts the season as it is', () => {
    expect(check({})).toEqual([]);
  });

  it('start: only while pending, and not before the floor', () => {
    expect(check({ start_time: NOW - 1, signup_start_time: NOW, match_start_time: NOW })).toEqual([
      ['start_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.startTooEarly],
    ]);
    const running = { ...pendingCtx, state: SeasonState.Running };
    expect(
      check({ start_time: NOW + 2 * DAY, signup_start_time: NOW + 2 * DAY, match_start_time: NOW + 2 * DAY }, running),
    ).toEqual([['start_time', ErrorCode.CANNOT_CHANGE_START, SEASON_ERROR.startLocked]]);
    // an unchanged start is not judged again, even when the floor has passed it
    expect(check({}, { ...pendingCtx, floor: NOW + 5 * DAY })).toEqual([]);
  });

  it('end: not once finished, not before the start, at most 365 days after it', () => {
    const finished = { ...pendingCtx, state: SeasonState.Finished };
    expect(check({ end_time: NOW + 9 * DAY }, finished)).toEqual([
      ['end_time', ErrorCode.CANNOT_CHANGE_END, SEASON_ERROR.endLocked],
    ]);
    expect(check({ end_time: NOW + DAY, signup_end_time: NOW + DAY, match_end_time: NOW + DAY })).toEqual([]);
    expect(check({ end_time: NOW + DAY - 1 })[0]).toEqual([
      'end_time',
      ErrorCode.TIME_CONFIG_ERROR,
      SEASON_ERROR.endBeforeStart,
    ]);
    expect(check({ end_time: NOW + DAY + MAX_SEASON_SECONDS + 1 })[0]).toEqual([
      'end_time',
      ErrorCode.SEASON_TOO_LONG,
      SEASON_ERROR.tooLong,
    ]);
  });

  it('the sign-up window is checked only with check sign-up', () => {
    expect(check({ signup_start_time: NOW })).toEqual([
      ['signup_start_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.signupStartRange],
    ]);
    expect(check({ signup_end_time: NOW + 9 * DAY })).toEqual([
      ['signup_end_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.signupEndRange],
    ]);
    expect(check({ signup_start_time: NOW + 3 * DAY, signup_end_time: NOW + 2 * DAY })).toEqual([
      ['signup_end_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.signupEndBeforeStart],
    ]);
    expect(check({ signup_type: 2, signup_start_time: 0, signup_end_time: 0 })).toEqual([]);
  });

  it('the match window is always checked', () => {
    expect(check({ signup_type: 1, match_start_time: NOW, match_end_time: NOW + 9 * DAY })).toEqual([
      ['match_start_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.matchRange],
      ['match_end_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.matchRange],
    ]);
    expect(check({ match_start_time: NOW + 3 * DAY, match_end_time: NOW + 2 * DAY })).toEqual([
      ['match_end_time', ErrorCode.TIME_CONFIG_ERROR, SEASON_ERROR.matchEndBeforeStart],
    ]);
  });

  it('the rank rule is a readable code: counts 2 to 10', () => {
    for (const code of [0, 1, 2, 12, 15, 102, 110, 202, 210]) expect(check({ rank_rule: code })).toEqual([]);
    for (const code of [3, 101, 111, 201, 211, 102.5, Number.NaN, -1])
      expect(check({ rank_rule: code })).toEqual([['rank_rule', ErrorCode.SETTINGS_ERROR, SEASON_ERROR.rankRule]]);
  });

  it('the remark counts characters as people see them, not UTF-16 units or code points', () => {
    expect(checkSeasonRemark('🀄'.repeat(25))).toBeNull(); // 50 UTF-16 units
    expect(checkSeasonRemark('👨‍👩‍👧‍👦'.repeat(25))).toBeNull(); // 175 code points
    expect(checkSeasonRemark('é'.repeat(25))).toBeNull(); // e + combining accent
    expect(checkSeasonRemark('x'.repeat(26))).toEqual({
      field: 'remark',
      code: ErrorCode.REMARK_TOO_LONG,
      message: SEASON_ERROR.remarkTooLong,
    });
    expect(check({ remark: '🀄'.repeat(26) })).toEqual([
      ['remark', ErrorCode.REMARK_TOO_LONG, SEASON_ERROR.remarkTooLong],
    ]);
  });

  it('any valid season passes, in every state in which it is unchanged (property)', () => {
    fc.assert(
      fc.property(validSeason, fc.constantFrom(...Object.values(SeasonState)), (s, state) => {
        expect(checkSeasonSetting(s, ctxFor(s, state))).toEqual([]);
      }),
    );
  });

  it('moving the end before the start always fails on end_time with 2562 (property)', () => {
    fc.assert(
      fc.property(validSeason, fc.integer({ min: 1, max: 400 * DAY }), (s, back) => {
        const moved = { ...s, end_time: s.start_time - back };
        const issues = checkSeasonSetting(moved, ctxFor(s));
        expect(issues[0]).toEqual({
          field: 'end_time',
          code: ErrorCode.TIME_CONFIG_ERROR,
          message: SEASON_ERROR.endBeforeStart,
        });
      }),
    );
  });

  it('moving a window end before its start fails on that end (property)', () => {
    fc.assert(
      fc.property(
        validSeason.filter((s) => s.end_time - s.start_time >= 2),
        fc.constantFrom('signup', 'match'),
        (s, which) => {
          const mid = s.start_time + Math.floor((s.end_time - s.start_time) / 2);
          const moved =
            which === 'signup'
              ? { ...s, signup_type: 3, signup_start_time: mid + 1, signup_end_time: mid }
              : { ...s, match_start_time: mid + 1, match_end_time: mid };
          const field = which === 'signup' ? 'signup_end_time' : 'match_end_time';
          const message = which === 'signup' ? SEASON_ERROR.signupEndBeforeStart : SEASON_ERROR.matchEndBeforeStart;
          expect(checkSeasonSetting(moved, ctxFor(s))).toEqual([{ field, code: ErrorCode.TIME_CONFIG_ERROR, message }]);
        },
      ),
    );
  });

  it('no issues means every season invariant holds; issues come one per field in form order (property)', () => {
    const time = fc.integer({ min: NOW - 30 * DAY, max: NOW + 400 * DAY });
    fc.assert(
      fc.property(
        fc.record({
          start_time: time,
          end_time: time,
          signup_type: fc.constantFrom(1, 2, 3),
          signup_start_time: time,
          signup_end_time: time,
          match_start_time: time,
          match_end_time: time,
          rank_rule: fc.integer({ min: 0, max: 300 }),
          remark: fc.string({ unit: 'grapheme', maxLength: 30 }),
        }),
        fc.constantFrom(...Object.values(SeasonState)),
        (next, state) => {
          const issues = checkSeasonSetting(next, {
            current: { start_time: NOW, end_time: NOW + DAY },
            state,
            floor: NOW,
          });
          const fields = issues.map((i) => i.field);
          expect(new Set(fields).size).toBe(fields.length);
          expect([...fields].sort((a, b) => FORM_ORDER.indexOf(a) - FORM_ORDER.indexOf(b))).toEqual(fields);
          if (issues.length > 0) return;
          expect(next.end_time).toBeGreaterThanOrEqual(next.start_time);
          expect(next.end_time - next.start_time).toBeLessThanOrEqual(MAX_SEASON_SECONDS);
          if (next.start_time !== NOW) {
            expect(state).toBe(SeasonState.Pending);
            expect(next.start_time).toBeGreaterThanOrEqual(NOW);
          }
          if (next.end_time !== NOW + DAY) expect(state).not.toBe(SeasonState.Finished);
          expect(next.match_start_time).toBeGreaterThanOrEqual(next.start_time);
          expect(next.match_end_time).toBeLessThanOrEqual(next.end_time);
          expect(next.match_end_time).toBeGreaterThanOrEqual(next.match_start_time);
          if (next.signup_type === 3) {
            expect(next.signup_start_time).toBeGreaterThanOrEqual(next.start_time);
            expect(next.signup_end_time).toBeLessThanOrEqual(next.end_time);
            expect(next.signup_end_time).toBeGreaterThanOrEqual(next.signup_start_time);
          }
        },
      ),
    );
  });
});
