import { describe, expect, it } from 'vitest';
import { MODE_FIELDS, NUMBER_FIELDS, TOGGLE_FIELDS } from './fields.js';
import { canonicalLevelId, isLevelLimit, LEVEL_IDS_3P, LEVEL_IDS_4P, levelInfo } from './levels.js';
import {
  cardLabelKey,
  FIELD_META,
  FIELDS_IN_EDITOR_ORDER,
  fieldApplies,
  fieldsOfCard,
  hasDetailRules,
  RULE_CARDS,
  RULE_FIELDS,
  visibleCards,
} from './meta.js';

describe('field metadata', () => {
  it('covers every field exactly once with a label key', () => {
    expect([...RULE_FIELDS].sort()).toEqual([...NUMBER_FIELDS, ...TOGGLE_FIELDS, ...MODE_FIELDS].sort());
    expect([...FIELDS_IN_EDITOR_ORDER].sort()).toEqual([...RULE_FIELDS].sort());
    for (const f of RULE_FIELDS) expect(FIELD_META[f].labelKey).toBe(`rules.field.${f}`);
  });
  it('every card has fields in four-player liqi', () => {
    for (const c of RULE_CARDS) {
      expect(fieldsOfCard(c, 4, 'liqi').length).toBeGreaterThan(0);
      expect(cardLabelKey(c)).toBe(`rules.card.${c}`);
    }
  });
  it('some options show only with three or only with four players', () => {
    expect(fieldsOfCard('abortive_draw', 3, 'liqi')).toEqual([
      'have_sigangsanle',
      'have_jiuzhongjiupai',
      'have_toutiao',
    ]);
    expect(fieldsOfCard('abortive_draw', 4, 'liqi')).toContain('have_sanjiahele');
    expect(fieldApplies('have_zimosun', 3, 'liqi')).toBe(true);
    expect(fieldApplies('have_zimosun', 4, 'liqi')).toBe(false);
    expect(fieldApplies('noting_fafu_3', 3, 'liqi')).toBe(false);
    expect(fieldApplies('shunweima_4', 3, 'liqi')).toBe(false);
    expect(fieldsOfCard('level_limit', 3, 'liqi')).toEqual(['required_level_p3', 'max_game_count']);
  });
  it('modes without detail rules show only the level limit card and the header switches', () => {
    expect(hasDetailRules('chuanma')).toBe(false);
    expect(hasDetailRules('wanxiang')).toBe(false);
    expect(visibleCards(4, 'chuanma', true)).toEqual(['level_limit']);
    expect(fieldsOfCard('header', 4, 'chuanma')).toEqual(['emoji_switch', 'disable_broadcast']);
    expect(visibleCards(4, 'liqi', true)).toEqual([...RULE_CARDS]);
    expect(visibleCards(4, 'liqi', false)).toEqual(['level_limit', 'point_config', 'common_rules']);
  });
  it('the emoji switch is inverted, thinking time and mode flags are hidden', () => {
    expect(FIELD_META.emoji_switch.inverted).toBe(true);
    expect(FIELD_META.time_fixed.placement).toBe('hidden');
    expect(FIELD_META.dora3_mode.placement).toBe('hidden');
    expect(FIELD_META.shiduan.placement).toBe('common_rules');
  });
});

describe('levels', () => {
  it('lists 16 canonical ids per player count', () => {
    expect(LEVEL_IDS_4P).toHaveLength(16);
    expect(LEVEL_IDS_4P[0]).toBe(10101);
    expect(LEVEL_IDS_4P.at(-1)).toBe(10701);
    expect(LEVEL_IDS_3P[0]).toBe(20101);
    expect(LEVEL_IDS_3P.at(-1)).toBe(20701);
  });
  it('names levels', () => {
    expect(levelInfo(10101)).toMatchObject({ label: 'Novice 1', nameKey: 'rules.level.novice', players: 4 });
    expect(levelInfo(10302)?.label).toBe('Expert 2');
    expect(levelInfo(10503)?.label).toBe('Saint 3');
    expect(levelInfo(20203)).toMatchObject({ label: 'Adept 3', players: 3 });
    expect(levelInfo(10701)?.label).toBe('Celestial');
    expect(levelInfo(20601)).toMatchObject({ id: 20701, label: 'Celestial' });
    expect(levelInfo(10104)).toBeNull();
    expect(levelInfo(0)).toBeNull();
  });
  it('checks limits per player count', () => {
    expect(isLevelLimit(0, 4)).toBe(true);
    expect(isLevelLimit(10401, 4)).toBe(true);
    expect(isLevelLimit(10401, 3)).toBe(false);
    expect(isLevelLimit(20401, 3)).toBe(true);
    expect(canonicalLevelId(10601)).toBe(10701);
    expect(canonicalLevelId(10501)).toBe(10501);
  });
});
