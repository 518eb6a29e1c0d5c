/**
 * The game-rule model. This first cut carries the envelope the contest calls need (round type, thinking time,
 * game mode and a detail rule); the full field model with bounds, defaults, presets and dependent switches
 * (spec part 2 sections 3–5) extends `detailRule` here, in this folder, and nowhere else.
 */
import { z } from 'zod';
import { GAME_MODES, ROUND_TYPES } from '../enums.js';

export const detailRule = z.record(z.string().max(64), z.union([z.number(), z.boolean()]));
export type DetailRule = z.infer<typeof detailRule>;

export const gameRuleSetting = z.object({
  round_type: z.union(ROUND_TYPES.map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<11>, z.ZodLiteral<12>]),
  thinking_type: z.number().int().min(1).max(6),
  game_mode: z.enum(GAME_MODES).default('liqi'),
  detail_rule: detailRule.optional(),
});
export type GameRuleSetting = z.infer<typeof gameRuleSetting>;

export const DEFAULT_GAME_RULE_SETTING: GameRuleSetting = { round_type: 2, thinking_type: 3, game_mode: 'liqi' };
