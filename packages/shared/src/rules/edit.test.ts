import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyGameMode,
  applyRoundType,
  applyStartPoints,
  applyThinkingType,
  applyToggle,
  blurValue,
  clampOnBlur,
  emojiEnabled,
  isRuleChanged,
  normalizeSwitches,
  okaPoints,
  placementBonus,
  roundDown,
  setEmojiEnabled,
} from './edit.js';
import { type DetailRuleFields, defaultDetailRule, TOGGLE_FIELDS, type ToggleField } from './fields.js';
import { FIELD_META } from './meta.js';
import { defaultGameRuleSetting } from './schema.js';
import { validSettingArb } from './test-arbitraries.js';
import { derivedFirstUma, RULE_ERROR, validateGameRule } from './validate.js';

const allOn = (): DetailRuleFields => ({ ...defaultDetailRule(4), ming_dora_immediately_open: true });
const withRule = (patch: Partial<DetailRuleFields>) => {
  const s = defaultGameRuleSetting(2);
  return { ...s, detail_rule: { ...s.detail_rule, ...patch } };
};

describe('dependent switches: validation', () => {
  const dependents = TOGGLE_FIELDS.filter((f) => FIELD_META[f].requires);
  const cases = dependents.flatMap((d) => (FIELD_META[d].requires ?? []).map((r) => [d, r] as const));

  it('the dependency table is the spec one', () => {
    expect(Object.fromEntries(dependents.map((d) => [d, FIELD_META[d].requires]))).toEqual({
      have_li_dora: ['have_biao_dora'],
      have_gang_biao_dora: ['have_biao_dora'],
      ming_dora_immediately_open: ['have_biao_dora', 'have_gang_biao_dora'],
      have_gang_li_dora: ['have_biao_dora', 'have_gang_biao_dora', 'have_li_dora'],
      have_helezhongju: ['have_helelianzhuang'],
      have_tingpaizhongju: ['have_tingpailianzhuang'],
    });
  });

  it.each(cases)('%s on needs %s on', (dependent, prerequisite) => {
    const rule = { ...allOn(), [prerequisite]: false, [dependent]: true };
    const issue = validateGameRule(withRule(rule)).find((i) => i.field === dependent);
    expect(issue?.code).toBe(RULE_ERROR.requires);
    // with everything it needs on and nothing else off, the rule is valid
    expect(validateGameRule(withRule({ ...allOn(), [dependent]: true }))).toEqual([]);
    // a dependent that is off never complains
    expect(
      validateGameRule(withRule(normalizeSwitches({ ...allOn(), [prerequisite]: false }))).map((i) => i.field),
    ).toEqual([]);
  });

  it('sanjiahele and toutiao exclude each other (four players); three players have no triple-ron abort', () => {
    expect(validateGameRule(withRule({ have_sanjiahele: true, have_toutiao: true }))).toEqual([
      { field: 'have_sanjiahele', code: RULE_ERROR.exclusive, params: { with: 'have_toutiao' } },
    ]);
    expect(validateGameRule(withRule({ have_sanjiahele: true, have_toutiao: false }))).toEqual([]);
    expect(validateGameRule(withRule({ have_sanjiahele: false, have_toutiao: true }))).toEqual([]);
    const s3 = defaultGameRuleSetting(12);
    expect(
      validateGameRule({ ...s3, detail_rule: { ...s3.detail_rule, have_sanjiahele: true, have_toutiao: true } }),
    ).toEqual([]);
  });
});

describe('applyToggle', () => {
  it('turning off the dora indicator clears kan indicator, ura, kan ura and immediate kan dora', () => {
    const r = applyToggle(allOn(), 'have_biao_dora', false);
    expect([
      r.have_biao_dora,
      r.have_gang_biao_dora,
      r.have_li_dora,
      r.have_gang_li_dora,
      r.ming_dora_immediately_open,
    ]).toEqual([false, false, false, false, false]);
  });
  it('turning off the kan indicator clears kan ura and immediate kan dora but keeps ura', () => {
    const r = applyToggle(allOn(), 'have_gang_biao_dora', false);
    expect([r.have_biao_dora, r.have_li_dora, r.have_gang_li_dora, r.ming_dora_immediately_open]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it('turning off ura clears kan ura only', () => {
    const r = applyToggle(allOn(), 'have_li_dora', false);
    expect([r.have_gang_biao_dora, r.have_gang_li_dora, r.ming_dora_immediately_open]).toEqual([true, false, true]);
  });
  it('turning off a continuation clears its end-game switch', () => {
    expect(applyToggle(allOn(), 'have_helelianzhuang', false).have_helezhongju).toBe(false);
    expect(applyToggle(allOn(), 'have_tingpailianzhuang', false).have_tingpaizhongju).toBe(false);
  });
  it('turning on a dependent turns on what it needs', () => {
    const off = applyToggle(allOn(), 'have_biao_dora', false);
    const r = applyToggle(off, 'have_gang_li_dora', true);
    expect([r.have_biao_dora, r.have_gang_biao_dora, r.have_li_dora, r.have_gang_li_dora]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(r.ming_dora_immediately_open).toBe(false);
    const m = applyToggle(off, 'ming_dora_immediately_open', true);
    expect([m.have_biao_dora, m.have_gang_biao_dora, m.have_li_dora]).toEqual([true, true, false]);
    expect(
      applyToggle({ ...allOn(), have_helelianzhuang: false, have_helezhongju: false }, 'have_helezhongju', true)
        .have_helelianzhuang,
    ).toBe(true);
  });
  it('sanjiahele on turns toutiao off and vice versa', () => {
    expect(applyToggle({ ...allOn(), have_toutiao: true }, 'have_sanjiahele', true)).toMatchObject({
      have_sanjiahele: true,
      have_toutiao: false,
    });
    expect(applyToggle({ ...allOn(), have_sanjiahele: true }, 'have_toutiao', true)).toMatchObject({
      have_sanjiahele: false,
      have_toutiao: true,
    });
  });
  it('does not mutate its input', () => {
    const r = allOn();
    applyToggle(r, 'have_biao_dora', false);
    expect(r.have_biao_dora).toBe(true);
  });
  it('keeps any valid rule valid (property)', () => {
    fc.assert(
      fc.property(validSettingArb, fc.constantFrom(...TOGGLE_FIELDS), fc.boolean(), (s, field: ToggleField, value) => {
        const next = { ...s, detail_rule: applyToggle(s.detail_rule, field, value) };
        return validateGameRule(next).length === 0 && next.detail_rule[field] === value;
      }),
    );
  });
});

describe('start points', () => {
  it('four-player liqi: raises the settlement origin (and the target) only when below', () => {
    const r = defaultDetailRule(4);
    expect(applyStartPoints(r, 4, 'liqi', 30000)).toMatchObject({
      init_point: 30000,
      jingsuanyuandian: 30000,
      fandian: 30000,
    });
    expect(applyStartPoints(r, 4, 'liqi', 20000)).toMatchObject({
      init_point: 20000,
      jingsuanyuandian: 25000,
      fandian: 30000,
    });
    expect(applyStartPoints(r, 4, 'liqi', 35000)).toMatchObject({
      init_point: 35000,
      jingsuanyuandian: 35000,
      fandian: 35000,
    });
  });
  it('three-player or non-liqi: the target follows the start points', () => {
    const r3 = defaultDetailRule(3);
    expect(applyStartPoints(r3, 3, 'liqi', 30000)).toMatchObject({
      init_point: 30000,
      jingsuanyuandian: 35000,
      fandian: 35000,
    });
    expect(applyStartPoints(r3, 3, 'liqi', 45000)).toMatchObject({
      init_point: 45000,
      jingsuanyuandian: 45000,
      fandian: 50000,
    });
    expect(applyStartPoints(r3, 3, 'liqi', 199000).fandian).toBe(200000);
    expect(applyStartPoints(defaultDetailRule(4), 4, 'dora3', 30000)).toMatchObject({
      fandian: 35000,
      jingsuanyuandian: 30000,
    });
  });
  it('keeps a valid rule valid for any start points in bounds (property)', () => {
    fc.assert(
      fc.property(validSettingArb, fc.integer({ min: 0, max: 2000 }), (s, hundreds) => {
        const players = s.round_type >= 10 ? 3 : 4;
        const next = { ...s, detail_rule: applyStartPoints(s.detail_rule, players, s.game_mode, hundreds * 100) };
        return validateGameRule(next).length === 0;
      }),
    );
  });
});

describe('rounding and blur', () => {
  it('roundDown', () => {
    expect(roundDown(12345)).toBe(12300);
    expect(roundDown(12300)).toBe(12300);
    expect(roundDown(12345, 1000)).toBe(12000);
    expect(roundDown(-150)).toBe(-200);
    expect(roundDown(Number.NaN)).toBe(0);
  });
  it('clampOnBlur to 0..400000', () => {
    expect([
      clampOnBlur(-5),
      clampOnBlur(0),
      clampOnBlur(1234),
      clampOnBlur(400000),
      clampOnBlur(400001),
      clampOnBlur(Number.NaN),
    ]).toEqual([0, 0, 1234, 400000, 400000, 0]);
  });
  it('blurValue: empty gives the special defaults, points are clamped and rounded', () => {
    expect(blurValue('changbang_value', '', 4)).toBe(300);
    expect(blurValue('changbang_value', ' ', 3)).toBe(200);
    expect([
      blurValue('noting_fafu_1', '', 4),
      blurValue('noting_fafu_2', '', 4),
      blurValue('noting_fafu_3', '', 4),
    ]).toEqual([1000, 1500, 3000]);
    expect([blurValue('noting_fafu_1', '', 3), blurValue('noting_fafu_2', null, 3)]).toEqual([1000, 2000]);
    expect(blurValue('init_point', '500000', 4)).toBe(400000);
    expect(blurValue('init_point', '12345', 4)).toBe(12300);
    expect(blurValue('init_point', '-3', 4)).toBe(0);
    expect(blurValue('init_point', 'abc', 4)).toBe(25000);
    expect(blurValue('shunweima_2', '-7', 4)).toBe(-7);
    expect(blurValue('max_game_count', '-3', 4)).toBe(0);
  });
});

describe('uma and oka', () => {
  it('derivedFirstUma', () => {
    expect(derivedFirstUma(defaultDetailRule(4), 4)).toBe(15);
    expect(derivedFirstUma(defaultDetailRule(3), 3)).toBe(15);
    expect(derivedFirstUma({ shunweima_2: 10, shunweima_3: -10, shunweima_4: -30 }, 4)).toBe(30);
  });
  it('uma including the derived 1st sums to 0 (property)', () => {
    fc.assert(
      fc.property(validSettingArb, (s) => {
        const players = s.round_type >= 10 ? 3 : 4;
        const r = s.detail_rule;
        return derivedFirstUma(r, players) + r.shunweima_2 + r.shunweima_3 + r.shunweima_4 === 0;
      }),
    );
  });
  it('oka and placement bonus', () => {
    const mleague = {
      ...defaultDetailRule(4),
      jingsuanyuandian: 30000,
      shunweima_2: 10,
      shunweima_3: -10,
      shunweima_4: -30,
    };
    expect(okaPoints(mleague, 4)).toBe(20000);
    expect(placementBonus(mleague, 4)).toEqual([50, 10, -10, -30]);
    expect(placementBonus(defaultDetailRule(3), 3)).toEqual([15, 0, -15]);
  });
});

describe('setting-level helpers', () => {
  it('emoji switch is shown un-inverted', () => {
    const r = defaultDetailRule(4);
    expect(emojiEnabled(r)).toBe(true);
    expect(setEmojiEnabled(r, false).emoji_switch).toBe(true);
    expect(emojiEnabled(setEmojiEnabled(r, false))).toBe(false);
  });
  it('applyThinkingType derives the thinking time', () => {
    expect(applyThinkingType(defaultGameRuleSetting(2), 4).detail_rule).toMatchObject({ time_fixed: 60, time_add: 0 });
    expect(validateGameRule(applyThinkingType(defaultGameRuleSetting(2), 6))).toEqual([]);
  });
  it('applyGameMode sets the mode flags', () => {
    const s = applyGameMode(defaultGameRuleSetting(2), 'xuezhandaodi');
    expect(s.detail_rule).toMatchObject({ xuezhandaodi: 1, dora3_mode: 0, chuanma: 0 });
    expect(validateGameRule(s)).toEqual([]);
    expect(applyGameMode(s, 'liqi').detail_rule.xuezhandaodi).toBe(0);
  });
  it('applyRoundType keeps the rule within a player count and resets it across', () => {
    const s = {
      ...defaultGameRuleSetting(2),
      detail_rule: {
        ...defaultGameRuleSetting(2).detail_rule,
        init_point: 30000,
        fandian: 30000,
        jingsuanyuandian: 30000,
      },
    };
    expect(applyRoundType(s, 1).detail_rule.init_point).toBe(30000);
    const limited = applyThinkingType({ ...s, detail_rule: { ...s.detail_rule, required_level_p3: 20301 } }, 1);
    const three = applyRoundType(limited, 12);
    expect(three.detail_rule).toMatchObject({
      init_point: 35000,
      changbang_value: 200,
      time_fixed: 3,
      time_add: 5,
      required_level_p3: 20301,
    });
    expect(validateGameRule(three)).toEqual([]);
  });
  it('isRuleChanged', () => {
    const s = defaultGameRuleSetting(2);
    expect(isRuleChanged(s, defaultGameRuleSetting(2))).toBe(false);
    expect(isRuleChanged({ ...s, game_mode: 'dora3' }, s)).toBe(true);
    expect(isRuleChanged({ ...s, detail_rule: { ...s.detail_rule, have_yifa: false } }, s)).toBe(true);
  });
});
