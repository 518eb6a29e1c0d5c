import { checkSeasonSetting, MAX_SEASON_SECONDS, SEASON_ERROR, type SeasonSetting, SeasonState } from '@taikai/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import i18n, { PAGE_LANGS } from '../../i18n';
import { DAY, makeSeason, NOW } from '../../test/fixtures/season';
import {
  formFromSeason,
  isFormChanged,
  settingFromForm,
  validateSeasonForm,
  withRankKind,
  withSignupType,
} from './seasonForm';

const base = formFromSeason(
  makeSeason({ start_time: NOW, end_time: NOW + 10 * DAY, match_start_time: NOW, match_end_time: NOW + 10 * DAY }),
);
const ctx = { minStart: NOW, original: base, state: SeasonState.Pending };
const check = (patch: Partial<typeof base>) => validateSeasonForm({ ...base, ...patch }, ctx);

describe('season info validation (spec part 1 section 5)', () => {
  it('accepts the unchanged season', () => {
    expect(check({})).toEqual({});
  });

  it('end must not be earlier than start', () => {
    expect(check({ end_time: NOW - 1 }).end_time).toBe('season.errEndBeforeStart');
    expect(check({ end_time: NOW, match_end_time: NOW }).end_time).toBeUndefined();
  });

  it('end at most 365 days after start', () => {
    expect(check({ end_time: NOW + MAX_SEASON_SECONDS }).end_time).toBeUndefined();
    expect(check({ end_time: NOW + MAX_SEASON_SECONDS + 1 }).end_time).toBe('season.errSeasonTooLong');
  });

  it('a changed start cannot go before the earliest allowed start', () => {
    expect(
      validateSeasonForm({ ...base, start_time: NOW - 60 }, { ...ctx, original: { ...base, start_time: NOW + 5 } })
        .start_time,
    ).toBe('season.errStartTooEarly');
    // an unchanged start is not judged again
    expect(validateSeasonForm(base, { ...ctx, minStart: NOW + 100 }).start_time).toBeUndefined();
    // once the season runs its start cannot move at all
    expect(
      validateSeasonForm({ ...base, start_time: NOW + 60 }, { ...ctx, state: SeasonState.Running }).start_time,
    ).toBe('season.errStartLocked');
  });

  describe('with check sign-up', () => {
    const checkForm = { signup_type: 3 as const, signup_start_time: NOW + DAY, signup_end_time: NOW + 2 * DAY };
    it('accepts a window inside the season', () => {
      expect(check(checkForm)).toEqual({});
    });
    it('sign-up start within the season', () => {
      expect(check({ ...checkForm, signup_start_time: NOW - 1 }).signup_start_time).toBe('season.errSignupStartRange');
      expect(check({ ...checkForm, signup_start_time: NOW + 11 * DAY }).signup_start_time).toBe(
        'season.errSignupStartRange',
      );
    });
    it('sign-up end within the season', () => {
      expect(check({ ...checkForm, signup_end_time: NOW + 10 * DAY + 1 }).signup_end_time).toBe(
        'season.errSignupEndRange',
      );
    });
    it('sign-up end not before sign-up start', () => {
      expect(check({ ...checkForm, signup_end_time: NOW + DAY - 1 }).signup_end_time).toBe(
        'season.errSignupEndBeforeStart',
      );
    });
    it('the window is not checked for other sign-up types', () => {
      expect(check({ signup_type: 2, signup_start_time: 0, signup_end_time: 0 })).toEqual({});
    });
  });

  it('match times within the season', () => {
    expect(check({ match_start_time: NOW - 1 }).match_start_time).toBe('season.errMatchRange');
    expect(check({ match_end_time: NOW + 10 * DAY + 1 }).match_end_time).toBe('season.errMatchRange');
    expect(check({ match_start_time: NOW + 2 * DAY, match_end_time: NOW + DAY }).match_end_time).toBe(
      'season.errMatchEndBeforeStart',
    );
  });

  it('rank count is an integer from 2 to 10', () => {
    for (const n of [2, 3, 10]) expect(check({ rank_kind: 'recent', rank_count: n }).rank_count).toBeUndefined();
    for (const n of [1, 11, 2.5, null])
      expect(check({ rank_kind: 'series', rank_count: n }).rank_count).toBe('season.errRankCount');
    expect(check({ rank_kind: 'none', rank_count: null }).rank_count).toBeUndefined();
  });

  it('remark at most 25 characters', () => {
    expect(check({ remark: 'x'.repeat(25) }).remark).toBeUndefined();
    expect(check({ remark: 'x'.repeat(26) }).remark).toBe('season.errRemarkTooLong');
  });
});

describe('one rule for console and server', () => {
  it('every message of the shared season rules has a text in every language', () => {
    for (const lng of PAGE_LANGS)
      for (const key of Object.values(SEASON_ERROR)) expect(i18n.exists(key, { lng }), `${lng} ${key}`).toBe(true);
  });

  it('the form shows exactly the issues the server finds in the setting it would send (property)', () => {
    const time = fc.integer({ min: NOW - 30 * DAY, max: NOW + 400 * DAY });
    fc.assert(
      fc.property(
        fc.record({
          start_time: time,
          end_time: time,
          signup_type: fc.constantFrom(1 as const, 2 as const, 3 as const),
          signup_start_time: time,
          signup_end_time: time,
          match_start_time: time,
          match_end_time: time,
          rank_kind: fc.constantFrom('none' as const, 'recent' as const, 'series' as const),
          rank_count: fc.integer({ min: 0, max: 12 }),
          remark: fc.string({ unit: 'grapheme', maxLength: 30 }),
        }),
        fc.constantFrom(...Object.values(SeasonState)),
        (form, state) => {
          const values = { ...base, ...form };
          const errors = validateSeasonForm(values, { ...ctx, state });
          // the server's check of the whole setting the form sends, over the season as stored
          const sent = settingFromForm(values, true) as SeasonSetting;
          const issues = checkSeasonSetting(sent, { current: base, state, floor: NOW });
          const expected = Object.fromEntries(
            issues.map((i) => [i.field === 'rank_rule' ? 'rank_count' : i.field, i.message]),
          );
          expect(errors).toEqual(expected);
        },
      ),
    );
  });
});

describe('rank rule choice', () => {
  it('choosing a type while none is set defaults the count to 3; choosing none clears it', () => {
    const recent = withRankKind(base, 'recent');
    expect(recent).toMatchObject({ rank_kind: 'recent', rank_count: 3 });
    const series = withRankKind({ ...recent, rank_count: 7 }, 'series');
    expect(series).toMatchObject({ rank_kind: 'series', rank_count: 7 });
    expect(withRankKind(series, 'none')).toMatchObject({ rank_kind: 'none', rank_count: null });
  });

  it('reads legacy codes and writes canonical ones', () => {
    expect(formFromSeason(makeSeason({ rank_rule: 2 }))).toMatchObject({ rank_kind: 'recent', rank_count: 5 });
    expect(formFromSeason(makeSeason({ rank_rule: 13 }))).toMatchObject({ rank_kind: 'series', rank_count: 3 });
    expect(settingFromForm({ ...base, rank_kind: 'series', rank_count: 3 }, false).rank_rule).toBe(203);
    expect(settingFromForm({ ...base, rank_kind: 'recent', rank_count: 5 }, false).rank_rule).toBe(105);
    expect(settingFromForm(base, false).rank_rule).toBe(0);
  });
});

describe('update payload', () => {
  it('reads and sends the seating method (issue 32)', () => {
    expect(base.seating_method).toBe('arrival');
    const swiss = formFromSeason(makeSeason({ seating_method: 'swiss' }));
    expect(swiss.seating_method).toBe('swiss');
    expect(settingFromForm({ ...base, seating_method: 'fewest_repeats' }, false).seating_method).toBe('fewest_repeats');
    expect(isFormChanged(base, { ...base, seating_method: 'swiss' })).toBe(true);
  });

  it('sends the start time only while pending', () => {
    expect(settingFromForm(base, true)).toHaveProperty('start_time', NOW);
    expect(settingFromForm(base, false)).not.toHaveProperty('start_time');
  });

  it('switching to check with unset times starts the sign-up window at the season range', () => {
    const v = withSignupType({ ...base, signup_type: 1, signup_start_time: 0, signup_end_time: 0 }, 3);
    expect(v).toMatchObject({ signup_type: 3, signup_start_time: NOW, signup_end_time: NOW + 10 * DAY });
  });

  it('notices changes', () => {
    expect(isFormChanged(base, { ...base })).toBe(false);
    expect(isFormChanged(base, { ...base, remark: 'x' })).toBe(true);
  });
});
