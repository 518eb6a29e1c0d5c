import { describe, expect, it } from 'vitest';
import { playersOfRoundType } from '../enums.js';
import { placementBonus } from './edit.js';
import { DEFAULT_DETAIL_RULE_3P, DEFAULT_DETAIL_RULE_4P } from './fields.js';
import { findRulePreset, presetGameRuleSetting, presetsFor, RULE_PRESETS } from './presets.js';
import { gameRuleSetting } from './schema.js';
import { validateGameRule } from './validate.js';

const bonus = (id: string) => {
  const p = findRulePreset(id);
  if (!p) throw new Error(id);
  return placementBonus(p.setting, p.players);
};

describe('RULE_PRESETS', () => {
  it.each(RULE_PRESETS.map((p) => [p.id, p] as const))('%s validates with every thinking type', (_, p) => {
    for (let t = 1; t <= 6; t++) {
      const s = presetGameRuleSetting(p, t);
      expect(playersOfRoundType(s.round_type)).toBe(p.players);
      expect(validateGameRule(s)).toEqual([]);
      expect(gameRuleSetting.parse(s)).toEqual(s);
    }
  });
  it('has unique ids, name keys and a source for each preset', () => {
    expect(new Set(RULE_PRESETS.map((p) => p.id)).size).toBe(RULE_PRESETS.length);
    for (const p of RULE_PRESETS) {
      expect(p.nameKey).toBe(`rules.preset.${p.id}`);
      expect(p.source.length).toBeGreaterThan(10);
    }
  });
  it('defaults carry the spec part 2 section 9 values', () => {
    const d4 = findRulePreset('default_4p')?.setting;
    expect(d4).toEqual(DEFAULT_DETAIL_RULE_4P);
    expect(d4).toMatchObject({
      init_point: 25000,
      fandian: 30000,
      jingsuanyuandian: 25000,
      liqibang_value: 1000,
      changbang_value: 300,
      noting_fafu_1: 1000,
      noting_fafu_2: 1500,
      noting_fafu_3: 3000,
      dora_count: 3,
      shunweima_2: 5,
      shunweima_3: -5,
      shunweima_4: -15,
      time_fixed: 5,
      time_add: 20,
    });
    const d3 = findRulePreset('default_3p')?.setting;
    expect(d3).toEqual(DEFAULT_DETAIL_RULE_3P);
    expect(d3).toMatchObject({
      init_point: 35000,
      fandian: 40000,
      changbang_value: 200,
      noting_fafu_1: 1000,
      noting_fafu_2: 2000,
      shunweima_2: 0,
      shunweima_3: -15,
      shunweima_4: 0,
      dora_count: 2,
    });
  });
  it('placement bonuses match the published values (uma + oka)', () => {
    expect(bonus('m_league')).toEqual([50, 10, -10, -30]);
    expect(bonus('wrc_2022')).toEqual([15, 5, -5, -15]);
    expect(bonus('ema_2016')).toEqual([15, 5, -5, -15]);
    expect(bonus('tenhou')).toEqual([40, 10, -10, -20]);
    expect(bonus('default_4p')).toEqual([15, 5, -5, -15]);
    expect(bonus('default_3p')).toEqual([15, 0, -15]);
  });
  it('key published settings', () => {
    expect(findRulePreset('m_league')?.setting).toMatchObject({
      can_jifei: false,
      have_toutiao: true,
      have_jiuzhongjiupai: false,
      dora_count: 3,
    });
    expect(findRulePreset('wrc_2022')?.setting).toMatchObject({
      init_point: 30000,
      dora_count: 0,
      have_sifenglianda: false,
      have_helezhongju: false,
    });
    expect(findRulePreset('ema_2016')?.setting).toMatchObject({
      dora_count: 0,
      have_toutiao: false,
      have_sanjiahele: false,
    });
    expect(findRulePreset('tenhou')?.setting).toMatchObject({
      have_sanjiahele: true,
      have_nanruxiru: true,
      have_helezhongju: true,
    });
  });
  it('presetsFor filters by players and mode', () => {
    expect(presetsFor(3, 'liqi').map((p) => p.id)).toEqual(['default_3p']);
    expect(presetsFor(4, 'liqi').map((p) => p.id)).toEqual([
      'default_4p',
      'm_league',
      'wrc_2022',
      'ema_2016',
      'tenhou',
    ]);
    expect(presetsFor(4, 'chuanma').map((p) => p.setting.chuanma)).toEqual([1]);
  });
});
