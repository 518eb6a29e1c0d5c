/**
 * fast-check arbitraries for the rule tests (not exported from the package). A valid game rule is generated
 * from the field metadata: every field gets a value inside its bounds/options, then the cross-field rules are
 * satisfied (fandian and jingsuanyuandian ≥ init_point, honba multiple, uma order, switches, derived fields).
 */
import fc from 'fast-check';
import { GAME_MODES, type GameMode, playersOfRoundType, ROUND_TYPES, THINKING_TYPES } from '../enums.js';
import { normalizeSwitches, roundDown, withModeFlags } from './edit.js';
import type { DetailRuleFields } from './fields.js';
import { levelIds } from './levels.js';
import {
  FIELD_META,
  FOUR_PLAYER_ONLY_MODES,
  HONBA_STEP,
  MAX_GAME_COUNT,
  type Players,
  RULE_FIELDS,
  type RuleField,
} from './meta.js';
import type { GameRuleSetting } from './schema.js';

function fieldArb(field: RuleField, players: Players): fc.Arbitrary<number | boolean> {
  const m = FIELD_META[field];
  switch (m.kind) {
    case 'toggle':
      return fc.boolean();
    case 'points': {
      const step = m.step ?? 1;
      return fc.integer({ min: (m.min ?? 0) / step, max: (m.max ?? 0) / step }).map((x) => x * step);
    }
    case 'uma':
      return fc.integer({ min: m.min ?? -100, max: m.max ?? 100 });
    case 'count':
      return fc.integer({ min: 0, max: MAX_GAME_COUNT });
    case 'level':
      return fc.constantFrom(0, ...levelIds(players));
    case 'option':
    case 'mode':
      return fc.constantFrom(...(m.options?.[players] ?? [0, 1]));
    case 'derived':
      return fc.constant(0);
  }
}

/** Uma 2nd/3rd/4th with 4th ≤ 3rd ≤ 2nd ≤ derived 1st (3-player: 4th is 0). */
function umaArb(players: Players): fc.Arbitrary<[number, number, number]> {
  const v = fc.integer({ min: -100, max: 100 });
  if (players === 3) {
    return fc
      .tuple(v, v)
      .map(([a, b]) => [Math.max(a, b), Math.min(a, b), 0] as [number, number, number])
      .filter(([a, b]) => 2 * a + b <= 0);
  }
  return fc
    .tuple(v, v, v)
    .map((t) => [...t].sort((x, y) => y - x) as [number, number, number])
    .filter(([a, b, c]) => 2 * a + b + c <= 0);
}

export function detailRuleArb(roundType: number, mode: GameMode, thinkingType: number): fc.Arbitrary<DetailRuleFields> {
  const players = playersOfRoundType(roundType);
  const record = Object.fromEntries(RULE_FIELDS.map((f) => [f, fieldArb(f, players)])) as {
    [K in RuleField]: fc.Arbitrary<DetailRuleFields[K]>;
  };
  return fc.tuple(fc.record(record), umaArb(players)).map(([raw, [s2, s3, s4]]) => {
    const r = { ...raw } as DetailRuleFields;
    r.fandian = Math.max(r.fandian, r.init_point);
    r.jingsuanyuandian = Math.max(r.jingsuanyuandian, r.init_point);
    r.changbang_value = roundDown(r.changbang_value, HONBA_STEP[players]);
    r.shunweima_2 = s2;
    r.shunweima_3 = s3;
    r.shunweima_4 = s4;
    const [fixed, add] = THINKING_TYPES[thinkingType];
    r.time_fixed = fixed;
    r.time_add = add;
    return normalizeSwitches(withModeFlags(r, mode));
  });
}

/** Any valid game rule setting (every round type, thinking type and mode combination that is allowed). */
export const validSettingArb: fc.Arbitrary<GameRuleSetting> = fc
  .record({
    round_type: fc.constantFrom(...ROUND_TYPES),
    thinking_type: fc.integer({ min: 1, max: 6 }),
    game_mode: fc.constantFrom(...GAME_MODES),
  })
  .filter((s) => !(playersOfRoundType(s.round_type) === 3 && FOUR_PLAYER_ONLY_MODES.includes(s.game_mode)))
  .chain((s) =>
    detailRuleArb(s.round_type, s.game_mode, s.thinking_type).map((detail_rule) => ({ ...s, detail_rule })),
  );
