/**
 * Pure helpers of the rule editor's draft: the pieces of the shared rule model put together for the screen
 * (loading presets and defaults, the copy/import bundle, the field a 2517 reply names, the fields on screen).
 */
import {
  applyGameMode,
  applyRoundType,
  type DetailRuleFields,
  defaultGameRuleSetting,
  fieldsOfCard,
  type GameMode,
  type GameRuleSetting,
  type Players,
  playersOfRoundType,
  presetGameRuleSetting,
  type RoundTypeValue,
  RULE_FIELDS,
  RULE_PRESETS,
  type RuleBundle,
  type RulePreset,
  visibleCards,
} from '@taikai/shared';

export type Setting = GameRuleSetting;

export const playersOf = (s: Pick<Setting, 'round_type'>): Players => playersOfRoundType(s.round_type);

/** Only the known detail-rule fields (the bundle schema rejects anything else). */
export function knownFields(rule: DetailRuleFields): DetailRuleFields {
  return Object.fromEntries(RULE_FIELDS.map((f) => [f, rule[f]])) as unknown as DetailRuleFields;
}

/** Fields a loaded preset or default does not replace: the organiser's level limits and the header switches. */
const KEPT_ON_LOAD: readonly (keyof DetailRuleFields)[] = [
  'required_level_p4',
  'required_level_p3',
  'max_game_count',
  'emoji_switch',
  'disable_broadcast',
];

function keep(from: Setting, loaded: Setting): Setting {
  const kept = Object.fromEntries(KEPT_ON_LOAD.map((k) => [k, from.detail_rule[k]]));
  return { ...loaded, detail_rule: { ...loaded.detail_rule, ...kept } };
}

/** The draft after loading a preset: its rule and mode, the current round type and thinking time. */
export function loadPreset(draft: Setting, preset: RulePreset): Setting {
  const sameCount = playersOf(draft) === preset.players;
  const roundType = sameCount ? (draft.round_type as RoundTypeValue) : undefined;
  return keep(draft, presetGameRuleSetting(preset, draft.thinking_type, roundType));
}

/** The draft after loading the default rule of a round type (current mode and thinking time kept). */
export function loadDefault(draft: Setting, roundType: RoundTypeValue): Setting {
  return keep(draft, defaultGameRuleSetting(roundType, draft.game_mode, draft.thinking_type));
}

export const presetIndex = (id: string | undefined): number => RULE_PRESETS.findIndex((p) => p.id === id);

/** The copy-rule bundle: the draft, and the saved rule as its origin. */
export function bundleOf(draft: Setting, saved: Setting, ruleIndex: number): RuleBundle {
  return {
    setting: knownFields(draft.detail_rule),
    ruleIndex,
    gameMode: draft.game_mode,
    mode: draft.round_type,
    thinkingType: draft.thinking_type,
    originSetting: knownFields(saved.detail_rule),
    originRuleIndex: -1,
    originGameMode: saved.game_mode,
    originMode: saved.round_type,
    originThinkingType: saved.thinking_type,
  };
}

/** The draft an imported bundle describes. */
export function settingOfBundle(b: RuleBundle): Setting {
  return { round_type: b.mode, thinking_type: b.thinkingType, game_mode: b.gameMode, detail_rule: { ...b.setting } };
}

/** Game mode change; the round type is untouched (four-player-only modes are not offered with three players). */
export const withGameMode = (draft: Setting, mode: GameMode): Setting => applyGameMode(draft, mode);
export const withRoundType = (draft: Setting, roundType: RoundTypeValue): Setting =>
  applyRoundType(draft, roundType) as Setting;

/**
 * The rule field a 2517 reply names: `ApiError.field` may be the bare field, `detail_rule.x` or
 * `game_rule_setting.detail_rule.x`.
 */
export function fieldOfServerError(field: string | undefined): string | null {
  if (!field) return null;
  const last = field.split('.').pop() ?? '';
  const known: readonly string[] = [...RULE_FIELDS, 'round_type', 'thinking_type', 'game_mode'];
  return known.includes(last) ? last : null;
}

/** Fields the editor currently shows (header switches and the fields of the visible cards). */
export function fieldsOnScreen(players: Players, mode: GameMode, more: boolean): Set<string> {
  const out = new Set<string>(['round_type', 'thinking_type', 'game_mode']);
  for (const f of fieldsOfCard('header', players, mode)) out.add(f);
  for (const card of visibleCards(players, mode, more)) for (const f of fieldsOfCard(card, players, mode)) out.add(f);
  return out;
}
