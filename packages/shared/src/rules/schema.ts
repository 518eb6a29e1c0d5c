/**
 * Zod schemas of the rule model. `detailRule` is a strict object of every field (unknown keys rejected);
 * `gameRuleSetting` accepts a setting with only round_type + thinking_type + game_mode (or a partial detail_rule),
 * fills the rest with the default of the round type's player count, derives time_fixed/time_add from
 * thinking_type and the mode flags from game_mode when absent, then runs validateGameRule so any invalid rule fails
 * parsing with the field in the issue path (['detail_rule', field] or [field]) and the `rule.error.*` key as message.
 */
import { z } from 'zod';
import { GAME_MODES, type GameMode, playersOfRoundType, ROUND_TYPES, THINKING_TYPES } from '../enums.js';
import {
  type DetailRuleFields,
  defaultDetailRule,
  MODE_FIELDS,
  type ModeField,
  NUMBER_FIELDS,
  type NumberField,
  TOGGLE_FIELDS,
  type ToggleField,
} from './fields.js';
import { GAME_MODE_FLAG, GAME_MODE_FLAGS } from './meta.js';
import { issuePath, validateGameRule } from './validate.js';

type DetailShape = { [K in NumberField]: z.ZodNumber } & { [K in ToggleField]: z.ZodBoolean } & {
  [K in ModeField]: z.ZodNumber;
};

const detailShape = Object.fromEntries([
  ...NUMBER_FIELDS.map((f) => [f, z.number().int()]),
  ...TOGGLE_FIELDS.map((f) => [f, z.boolean()]),
  ...MODE_FIELDS.map((f) => [f, z.number().int()]),
]) as DetailShape;

/** Every detail-rule field with its type; unknown keys are rejected. Bounds are checked by validateGameRule. */
export const detailRule = z.strictObject(detailShape);
export type DetailRule = z.infer<typeof detailRule>;

/** A detail rule with any subset of the fields (still no unknown keys). */
export const detailRulePatch = detailRule.partial();
export type DetailRulePatch = z.infer<typeof detailRulePatch>;

const roundType = z.union(
  ROUND_TYPES.map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<11>, z.ZodLiteral<12>],
);

const gameRuleSettingInput = z.object({
  round_type: roundType,
  thinking_type: z.number().int(),
  game_mode: z.enum(GAME_MODES).default('liqi'),
  detail_rule: detailRulePatch.optional(),
});

/**
 * The complete default detail rule of a setting: the player-count default with thinking time and mode flags
 * derived from the setting.
 */
export function defaultDetailRuleFor(
  roundTypeValue: number,
  gameMode: GameMode,
  thinkingType: number,
): DetailRuleFields {
  const rule = defaultDetailRule(playersOfRoundType(roundTypeValue));
  const t = THINKING_TYPES[thinkingType];
  if (t) [rule.time_fixed, rule.time_add] = t;
  for (const f of GAME_MODE_FLAGS) rule[f] = GAME_MODE_FLAG[gameMode] === f ? 1 : 0;
  return rule;
}

/** Fills a partial setting into a complete one; given values always win over the defaults. */
export function fillGameRuleSetting(input: z.output<typeof gameRuleSettingInput>): GameRuleSettingFull {
  const base = defaultDetailRuleFor(input.round_type, input.game_mode, input.thinking_type);
  const patch = Object.fromEntries(Object.entries(input.detail_rule ?? {}).filter(([, v]) => v !== undefined));
  return {
    round_type: input.round_type,
    thinking_type: input.thinking_type,
    game_mode: input.game_mode,
    detail_rule: { ...base, ...patch },
  };
}

export interface GameRuleSettingFull {
  round_type: (typeof ROUND_TYPES)[number];
  thinking_type: number;
  game_mode: GameMode;
  detail_rule: DetailRule;
}

/** The game_rule_setting of create_contest / update_contest_base / contest detail. */
export const gameRuleSetting = gameRuleSettingInput.transform(fillGameRuleSetting).superRefine((setting, ctx) => {
  for (const issue of validateGameRule(setting)) {
    ctx.addIssue({
      code: 'custom',
      path: issuePath(issue.field),
      message: issue.code,
      params: { field: issue.field, ...issue.params },
    });
  }
});
export type GameRuleSetting = z.output<typeof gameRuleSetting>;
export type GameRuleSettingInput = z.input<typeof gameRuleSetting>;

/** The default: south-4, 5+20 seconds, liqi, the four-player default detail rule. */
export const DEFAULT_GAME_RULE_SETTING: GameRuleSetting = {
  round_type: 2,
  thinking_type: 3,
  game_mode: 'liqi',
  detail_rule: defaultDetailRuleFor(2, 'liqi', 3),
};

/** A complete default setting for a round type, mode and thinking time (the load-default-rule selector). */
export function defaultGameRuleSetting(
  roundTypeValue: GameRuleSetting['round_type'],
  gameMode: GameMode = 'liqi',
  thinkingType = 3,
): GameRuleSetting {
  return {
    round_type: roundTypeValue,
    thinking_type: thinkingType,
    game_mode: gameMode,
    detail_rule: defaultDetailRuleFor(roundTypeValue, gameMode, thinkingType),
  };
}

/** The detail-rule field named by a failed parse of gameRuleSetting (what the server reports with 2517), or null. */
export function firstRuleErrorField(error: z.ZodError): string | null {
  const issue = error.issues[0];
  if (!issue) return null;
  const path = issue.path.filter((p): p is string => typeof p === 'string');
  return path[path.length - 1] ?? null;
}
