/**
 * The one game-rule model (spec part 2 sections 3–5 and 9, DESIGN section 4), used by the server to validate and
 * by the rule editor to render and check as the user types:
 * - fields.ts: field lists, the DetailRuleFields type and the 4p/3p defaults (re-exported by the package root);
 * - meta.ts: per-field kind, bounds, options, player counts, modes, editor card and label key;
 * - levels.ts: level ids and names for the level-match limit;
 * - validate.ts: validateGameRule → `rule.error.*` issues;
 * - edit.ts: pure editing helpers (dependent switches, start points, rounding, blur clamping, uma);
 * - schema.ts: zod `detailRule` / `gameRuleSetting` (defaults filled, validateGameRule in superRefine);
 * - presets.ts: RULE_PRESETS with sources;
 * - bundle.ts: the copy/import rule bundle.
 */

export * from './bundle.js';
export * from './edit.js';
export * from './levels.js';
export * from './meta.js';
export * from './presets.js';
export * from './schema.js';
export * from './validate.js';
