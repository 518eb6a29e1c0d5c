import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_DETAIL_RULE_3P, DEFAULT_DETAIL_RULE_4P, NUMBER_FIELDS, TOGGLE_FIELDS } from './fields.js';
import { DEFAULT_GAME_RULE_SETTING, detailRule, firstRuleErrorField, gameRuleSetting } from './schema.js';
import { validSettingArb } from './test-arbitraries.js';

describe('gameRuleSetting', () => {
  it('accepts only round_type + thinking_type + game_mode and fills the four-player default', () => {
    const s = gameRuleSetting.parse({ round_type: 2, thinking_type: 3, game_mode: 'liqi' });
    expect(s).toEqual(DEFAULT_GAME_RULE_SETTING);
    expect(s.detail_rule).toEqual({ ...DEFAULT_DETAIL_RULE_4P, time_fixed: 5, time_add: 20 });
  });
  it('fills the three-player default for three-player round types, thinking time from thinking_type', () => {
    const s = gameRuleSetting.parse({ round_type: 11, thinking_type: 1 });
    expect(s.game_mode).toBe('liqi');
    expect(s.detail_rule).toEqual({ ...DEFAULT_DETAIL_RULE_3P, time_fixed: 3, time_add: 5 });
  });
  it('sets the flag of the game mode', () => {
    expect(gameRuleSetting.parse({ round_type: 1, thinking_type: 2, game_mode: 'dora3' }).detail_rule.dora3_mode).toBe(
      1,
    );
    expect(
      gameRuleSetting.parse({ round_type: 1, thinking_type: 2, game_mode: 'wanxiang' }).detail_rule.wanxiangxiuluo_mode,
    ).toBe(1);
  });
  it('accepts a partial detail rule and keeps the given values', () => {
    const s = gameRuleSetting.parse({
      round_type: 2,
      thinking_type: 3,
      detail_rule: { init_point: 30000, fandian: 30000, jingsuanyuandian: 30000 },
    });
    expect(s.detail_rule).toMatchObject({
      init_point: 30000,
      fandian: 30000,
      jingsuanyuandian: 30000,
      changbang_value: 300,
    });
  });
  it('rejects unknown detail-rule keys', () => {
    const r = gameRuleSetting.safeParse({ round_type: 2, thinking_type: 3, detail_rule: { bogus: 1 } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', path: ['detail_rule'] });
  });
  it('rejects wrong types and unknown round types / modes', () => {
    expect(gameRuleSetting.safeParse({ round_type: 3, thinking_type: 3 }).success).toBe(false);
    expect(gameRuleSetting.safeParse({ round_type: 2, thinking_type: 3, game_mode: 'riichi' }).success).toBe(false);
    expect(gameRuleSetting.safeParse({ round_type: 2, thinking_type: 3, detail_rule: { have_yifa: 1 } }).success).toBe(
      false,
    );
    expect(
      gameRuleSetting.safeParse({ round_type: 2, thinking_type: 3, detail_rule: { init_point: '25000' } }).success,
    ).toBe(false);
  });
  it('an invalid rule fails with the field in the path and the rule error key as message', () => {
    const r = gameRuleSetting.safeParse({
      round_type: 2,
      thinking_type: 3,
      detail_rule: { init_point: 30000, fandian: 29000, jingsuanyuandian: 30000 },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toMatchObject([
      {
        code: 'custom',
        path: ['detail_rule', 'fandian'],
        message: 'rule.error.fandian_below_init',
        params: { field: 'fandian', min: 30000 },
      },
    ]);
    const t = gameRuleSetting.safeParse({ round_type: 2, thinking_type: 8 });
    expect(t.error?.issues[0]).toMatchObject({ path: ['thinking_type'], message: 'rule.error.option' });
  });
  it('names the field when nested in a request body (what the server answers with 2517)', () => {
    const body = z.object({ setting: z.object({ game_rule_setting: gameRuleSetting }).partial() });
    const r = body.safeParse({
      setting: { game_rule_setting: { round_type: 2, thinking_type: 3, detail_rule: { shunweima_2: 40 } } },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['setting', 'game_rule_setting', 'detail_rule', 'shunweima_2']);
    expect(firstRuleErrorField(r.error as z.ZodError)).toBe('shunweima_2');
  });
  it('a thinking time that contradicts thinking_type is an error', () => {
    const r = gameRuleSetting.safeParse({
      round_type: 2,
      thinking_type: 4,
      detail_rule: { time_fixed: 5, time_add: 20 },
    });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['detail_rule.time_fixed', 'detail_rule.time_add']);
  });
  it('parsing a valid complete setting is the identity (property)', () => {
    fc.assert(
      fc.property(validSettingArb, (s) => {
        expect(gameRuleSetting.parse(s)).toEqual(s);
      }),
    );
  });
});

describe('detailRule', () => {
  it('is a strict object of every field', () => {
    expect(detailRule.parse(DEFAULT_DETAIL_RULE_4P)).toEqual(DEFAULT_DETAIL_RULE_4P);
    expect(detailRule.safeParse({ ...DEFAULT_DETAIL_RULE_4P, extra: true }).success).toBe(false);
    for (const f of [...NUMBER_FIELDS, ...TOGGLE_FIELDS]) {
      const { [f]: _, ...missing } = DEFAULT_DETAIL_RULE_4P;
      expect(detailRule.safeParse(missing).success).toBe(false);
    }
  });
});
