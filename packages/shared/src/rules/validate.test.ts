import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameMode } from '../enums.js';
import type { DetailRuleFields } from './fields.js';
import { FIELD_META, fieldApplies, HONBA_STEP, type Players, RULE_FIELDS, type RuleField } from './meta.js';
import { defaultGameRuleSetting } from './schema.js';
import { validSettingArb } from './test-arbitraries.js';
import { RULE_ERROR, type RuleIssue, validateGameRule } from './validate.js';

const roundOf = (players: Players) => (players === 4 ? 2 : 12) as 2 | 12;

function check(
  players: Players,
  patch: Partial<DetailRuleFields>,
  mode: GameMode = 'liqi',
  top: Record<string, unknown> = {},
) {
  const s = defaultGameRuleSetting(roundOf(players), mode);
  return validateGameRule({ ...s, ...top, detail_rule: { ...s.detail_rule, ...patch } });
}
const issueOf = (issues: RuleIssue[], field: string) => issues.find((i) => i.field === field);

const lcm = (a: number, b: number): number => {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  return (a * b) / gcd(a, b);
};

describe('defaults', () => {
  it.each([1, 2, 11, 12] as const)('the default of round type %i is valid', (rt) => {
    expect(validateGameRule(defaultGameRuleSetting(rt))).toEqual([]);
  });
  it('every generated valid rule validates (generator sanity)', () => {
    fc.assert(fc.property(validSettingArb, (s) => validateGameRule(s).length === 0));
  });
});

describe('number bounds (spec section 5), just inside and just outside', () => {
  const ranged = RULE_FIELDS.filter((f) => ['points', 'uma', 'count'].includes(FIELD_META[f].kind));
  const cases = ranged.flatMap((f) =>
    ([4, 3] as const).filter((p) => fieldApplies(f, p, 'liqi')).map((p) => [f, p] as const),
  );

  it.each(cases)('%s (%i players)', (field, players) => {
    const m = FIELD_META[field];
    const step = field === 'changbang_value' ? lcm(m.step ?? 1, HONBA_STEP[players]) : (m.step ?? 1);
    const min = m.min ?? 0;
    const maxInside = Math.floor((m.max ?? 0) / step) * step;
    // fandian / jingsuanyuandian are bounded below by init_point: use init_point 0 to test their own min.
    const base: Partial<DetailRuleFields> = m.minField ? { init_point: 0 } : {};
    const boundCodes: string[] = [RULE_ERROR.min, RULE_ERROR.max];
    for (const inside of [min, maxInside]) {
      const issue = issueOf(check(players, { ...base, [field]: inside }), field);
      expect(issue && boundCodes.includes(issue.code)).toBeFalsy();
    }
    expect(issueOf(check(players, { ...base, [field]: min - (m.step ?? 1) }), field)).toMatchObject({
      code: RULE_ERROR.min,
      params: { min },
    });
    expect(issueOf(check(players, { ...base, [field]: (m.max ?? 0) + (m.step ?? 1) }), field)).toMatchObject({
      code: RULE_ERROR.max,
      params: { max: m.max },
    });
  });

  it('spec table values', () => {
    const b = (f: RuleField) => [FIELD_META[f].min, FIELD_META[f].max];
    expect(b('init_point')).toEqual([0, 200000]);
    expect(b('fandian')).toEqual([0, 200000]);
    expect(b('jingsuanyuandian')).toEqual([0, 200000]);
    expect(b('tianbian_value')).toEqual([0, 200000]);
    for (const f of ['liqibang_value', 'changbang_value', 'noting_fafu_1', 'noting_fafu_2', 'noting_fafu_3'] as const) {
      expect(b(f)).toEqual([0, 10000]);
    }
    for (const f of ['shunweima_2', 'shunweima_3', 'shunweima_4'] as const) expect(b(f)).toEqual([-100, 100]);
    expect(FIELD_META.max_game_count.min).toBe(0);
  });

  it('points fields must be whole multiples of 100 and integers', () => {
    expect(issueOf(check(4, { init_point: 25050, fandian: 30000 }), 'init_point')).toMatchObject({
      code: RULE_ERROR.step,
      params: { step: 100 },
    });
    expect(issueOf(check(4, { tianbian_value: 0.5 }), 'tianbian_value')).toMatchObject({ code: RULE_ERROR.integer });
    expect(issueOf(check(4, { max_game_count: 1.5 }), 'max_game_count')).toMatchObject({ code: RULE_ERROR.integer });
  });

  it('a toggle must be a boolean', () => {
    expect(issueOf(check(4, { have_yifa: 1 as unknown as boolean }), 'have_yifa')).toMatchObject({
      code: RULE_ERROR.boolean,
    });
  });
});

describe('fandian and jingsuanyuandian against init_point', () => {
  it('equal is fine, one step below is an error with its own key', () => {
    expect(check(4, { init_point: 30000, fandian: 30000, jingsuanyuandian: 30000 })).toEqual([]);
    expect(issueOf(check(4, { init_point: 30000, fandian: 29900, jingsuanyuandian: 30000 }), 'fandian')).toEqual({
      field: 'fandian',
      code: RULE_ERROR.fandianBelowInit,
      params: { min: 30000 },
    });
    expect(
      issueOf(check(4, { init_point: 30000, fandian: 30000, jingsuanyuandian: 29900 }), 'jingsuanyuandian'),
    ).toEqual({
      field: 'jingsuanyuandian',
      code: RULE_ERROR.jingsuanyuandianBelowInit,
      params: { min: 30000 },
    });
  });
});

describe('honba (changbang_value)', () => {
  it.each([
    [4, 0, true],
    [4, 300, true],
    [4, 600, true],
    [4, 200, false],
    [4, 100, false],
    [3, 200, true],
    [3, 400, true],
    [3, 300, false],
    [3, 100, false],
  ] as const)('%i players, %i → valid %s', (players, value, ok) => {
    const issue = issueOf(check(players, { changbang_value: value }), 'changbang_value');
    if (ok) expect(issue).toBeUndefined();
    else
      expect(issue).toEqual({
        field: 'changbang_value',
        code: RULE_ERROR.honbaMultiple,
        params: { step: players === 4 ? 300 : 200 },
      });
  });
});

describe('uma', () => {
  it('2nd must not exceed the derived 1st (= the negated sum of the others)', () => {
    expect(check(4, { shunweima_2: 10, shunweima_3: -5, shunweima_4: -15 })).toEqual([]); // 1st = 10
    expect(check(4, { shunweima_2: 11, shunweima_3: -5, shunweima_4: -15 })).toEqual([
      { field: 'shunweima_2', code: RULE_ERROR.umaSecondExceedsFirst, params: { max: 9 } },
    ]);
  });
  it('3-player: 2nd ≤ −3rd − 2nd', () => {
    expect(check(3, { shunweima_2: 7, shunweima_3: -15 })).toEqual([]); // 1st = 8
    expect(check(3, { shunweima_2: 8, shunweima_3: -15 })).toEqual([
      { field: 'shunweima_2', code: RULE_ERROR.umaSecondExceedsFirst, params: { max: 7 } },
    ]);
  });
  it('3rd must not exceed 2nd', () => {
    expect(check(4, { shunweima_2: -5, shunweima_3: -5, shunweima_4: -20 })).toEqual([]);
    expect(check(4, { shunweima_2: -5, shunweima_3: 0, shunweima_4: -20 })).toEqual([
      { field: 'shunweima_3', code: RULE_ERROR.umaThirdExceedsSecond, params: { max: -5 } },
    ]);
  });
  it('4th must not exceed 3rd', () => {
    expect(check(4, { shunweima_2: 5, shunweima_3: -10, shunweima_4: -10 })).toEqual([]);
    expect(check(4, { shunweima_2: 5, shunweima_3: -10, shunweima_4: -5 })).toEqual([
      { field: 'shunweima_4', code: RULE_ERROR.umaFourthExceedsThird, params: { max: -10 } },
    ]);
  });
  it('sum: with three players the unused 4th must be 0', () => {
    expect(check(3, { shunweima_4: 0 })).toEqual([]);
    expect(check(3, { shunweima_4: -1 })).toEqual([{ field: 'shunweima_4', code: RULE_ERROR.umaSum }]);
  });
  it('each uma rule is its own error on its own field', () => {
    const issues = check(4, { shunweima_2: 50, shunweima_3: 60, shunweima_4: 70 });
    expect(issues.map((i) => [i.field, i.code])).toEqual([
      ['shunweima_2', RULE_ERROR.umaSecondExceedsFirst],
      ['shunweima_3', RULE_ERROR.umaThirdExceedsSecond],
      ['shunweima_4', RULE_ERROR.umaFourthExceedsThird],
    ]);
  });
});

describe('options', () => {
  it.each([
    ['dora_count', 4, [0, 3, 4], [1, 2, 5]],
    ['dora_count', 3, [0, 2], [1, 3, 4]],
    ['fanfu', 4, [1, 2, 4], [0, 3, 5]],
    ['fanfu', 3, [1, 2, 4], [0, 3]],
    ['shiduan', 4, [0, 1], [2, -1]],
    ['ai_level', 4, [0, 1, 2], [3, -1]],
  ] as const)('%s with %i players', (field, players, good, bad) => {
    for (const v of good) expect(issueOf(check(players, { [field]: v }), field)).toBeUndefined();
    for (const v of bad)
      expect(issueOf(check(players, { [field]: v }), field)).toMatchObject({
        code: RULE_ERROR.option,
        params: { options: good },
      });
  });
});

describe('level limits', () => {
  it.each([
    [4, 'required_level_p4', [0, 10101, 10103, 10201, 10503, 10701, 10601], [10100, 10104, 10601 + 1, 10702, 20101, 1]],
    [3, 'required_level_p3', [0, 20101, 20303, 20701, 20601], [20104, 10101, 20702]],
  ] as const)('%i players: %s', (players, field, good, bad) => {
    for (const v of good) expect(issueOf(check(players, { [field]: v }), field)).toBeUndefined();
    for (const v of bad)
      expect(issueOf(check(players, { [field]: v }), field)).toMatchObject({ code: RULE_ERROR.level });
  });
});

describe('top-level fields, derived fields and modes', () => {
  it('thinking_type must be 1..6 and drives time_fixed/time_add', () => {
    expect(issueOf(check(4, {}, 'liqi', { thinking_type: 0 }), 'thinking_type')).toMatchObject({
      code: RULE_ERROR.option,
    });
    expect(issueOf(check(4, {}, 'liqi', { thinking_type: 7 }), 'thinking_type')).toMatchObject({
      code: RULE_ERROR.option,
    });
    expect(check(4, { time_fixed: 60, time_add: 0 }, 'liqi', { thinking_type: 4 })).toEqual([]);
    expect(check(4, { time_fixed: 5, time_add: 20 }, 'liqi', { thinking_type: 4 }).map((i) => i.field)).toEqual([
      'time_fixed',
      'time_add',
    ]);
  });
  it('round_type and game_mode must be known', () => {
    expect(validateGameRule({ ...defaultGameRuleSetting(2), round_type: 3 })).toMatchObject([
      { field: 'round_type', code: RULE_ERROR.option },
    ]);
    expect(validateGameRule({ ...defaultGameRuleSetting(2), game_mode: 'mahjong' })).toMatchObject([
      { field: 'game_mode' },
    ]);
  });
  it('mode flags follow the game mode', () => {
    expect(check(4, { dora3_mode: 1 })).toEqual([
      { field: 'dora3_mode', code: RULE_ERROR.modeFlag, params: { expected: 0 } },
    ]);
    expect(check(4, { dora3_mode: 0 }, 'dora3')).toEqual([
      { field: 'dora3_mode', code: RULE_ERROR.modeFlag, params: { expected: 1 } },
    ]);
    expect(check(4, { muyu_mode: 1 })).toEqual([]); // event flags are free
  });
  it('chuanma is four-player only', () => {
    expect(check(3, {}, 'chuanma')).toEqual([
      { field: 'game_mode', code: RULE_ERROR.modePlayers, params: { players: 3 } },
    ]);
    expect(check(4, {}, 'chuanma')).toEqual([]);
  });
  it('modes without detail rules do not check the hidden cards, but still the level limit', () => {
    expect(check(4, { init_point: 30000, fandian: 100, shunweima_2: 90 }, 'chuanma')).toEqual([]);
    expect(check(4, { required_level_p4: 5 }, 'wanxiang')).toMatchObject([{ field: 'required_level_p4' }]);
  });
  it('three-player-only and four-player-only fields are checked only for their player count', () => {
    expect(check(3, { noting_fafu_3: 99999 })).toEqual([]);
    expect(check(4, { noting_fafu_3: 99999 })).toMatchObject([{ field: 'noting_fafu_3', code: RULE_ERROR.max }]);
  });
  it('issues come in editor order, one per field', () => {
    const issues = check(4, { init_point: 30000, fandian: 100, have_li_dora: true, have_biao_dora: false }, 'liqi', {
      thinking_type: 9,
    });
    expect(issues.map((i) => i.field)).toEqual([
      'thinking_type',
      'fandian',
      'jingsuanyuandian',
      'have_li_dora',
      'have_gang_biao_dora',
      'have_gang_li_dora',
    ]);
    expect(new Set(issues.map((i) => i.field)).size).toBe(issues.length);
  });
});
