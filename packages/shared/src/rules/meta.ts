/**
 * Field metadata of the detail rule: kind, bounds, options, player counts and modes it applies to, the editor
 * card it sits on and the i18n key of its label. Bounds follow spec part 2 section 5 ("Rule editor number
 * bounds"); options and player-count restrictions follow the original client's rule view (shared/notes
 * section 5) where the spec is silent. Validation (validate.ts), the editor and the tests all read this table.
 */
import { GAME_MODES, type GameMode } from '../enums.js';
import {
  MODE_FIELDS,
  type ModeField,
  NUMBER_FIELDS,
  type NumberField,
  TOGGLE_FIELDS,
  type ToggleField,
} from './fields.js';

export type RuleField = NumberField | ToggleField | ModeField;
export type Players = 3 | 4;

/** The nine editor cards of spec part 2 section 2, in display order. */
export const RULE_CARDS = [
  'level_limit',
  'point_config',
  'common_rules',
  'other_settings',
  'convenient_tips',
  'dora_settings',
  'dealer_continuation',
  'abortive_draw',
  'yakuman_settings',
] as const;
export type RuleCard = (typeof RULE_CARDS)[number];
/** Where a field is shown: one of the cards, the page header (switches above the cards) or nowhere. */
export type FieldPlacement = RuleCard | 'header' | 'hidden';

/** Cards shown only when "more settings" is on. The level limit, point and common cards are always shown. */
export const MORE_SETTINGS_CARDS: readonly RuleCard[] = [
  'other_settings',
  'convenient_tips',
  'dora_settings',
  'dealer_continuation',
  'abortive_draw',
  'yakuman_settings',
];

export const cardLabelKey = (card: RuleCard): string => `rules.card.${card}`;

/**
 * Modes that have detail rules. chuanma (Sichuan) and wanxiang play fixed rules: the editor shows the
 * "no more settings" text for them, and only the level-limit card and the header switches apply.
 */
export const DETAIL_RULE_MODES: readonly GameMode[] = ['liqi', 'dora3', 'xuezhandaodi'];
export const hasDetailRules = (mode: GameMode): boolean => DETAIL_RULE_MODES.includes(mode);

/** Game modes only playable by four players. */
export const FOUR_PLAYER_ONLY_MODES: readonly GameMode[] = ['chuanma'];

/** The mode field a game mode switches on; liqi switches none. */
export const GAME_MODE_FLAG: Readonly<Record<GameMode, ModeField | null>> = {
  liqi: null,
  dora3: 'dora3_mode',
  xuezhandaodi: 'xuezhandaodi',
  chuanma: 'chuanma',
  wanxiang: 'wanxiangxiuluo_mode',
};
export const GAME_MODE_FLAGS: readonly ModeField[] = ['dora3_mode', 'xuezhandaodi', 'chuanma', 'wanxiangxiuluo_mode'];

/**
 * Kinds: `points` (score values, step 100, clamped 0–400000 on blur), `uma` (placement points), `count`,
 * `option` (one of `options`), `level` (0 or a level id), `toggle`, `mode` (0/1 flag set by the game mode or
 * an event), `derived` (filled from thinking_type, never edited).
 */
export type FieldKind = 'points' | 'uma' | 'count' | 'option' | 'level' | 'toggle' | 'mode' | 'derived';

export interface FieldMeta {
  name: RuleField;
  kind: FieldKind;
  placement: FieldPlacement;
  /** Player counts the field is shown and checked for. */
  players: readonly Players[];
  /** Game modes the field is shown and checked for. */
  modes: readonly GameMode[];
  min?: number;
  max?: number;
  /** The value must be at least this other field (fandian, jingsuanyuandian ≥ init_point). */
  minField?: NumberField;
  /** Values must be multiples of this step. */
  step?: number;
  /** Allowed values, per player count. */
  options?: Readonly<Record<Players, readonly number[]>>;
  /** Toggles that must be on for this toggle to be on (spec part 2 section 4 "Dependent switches"). */
  requires?: readonly ToggleField[];
  /** A toggle that cannot be on together with this one. */
  excludes?: ToggleField;
  /** The stored flag is the opposite of what the user sees (emoji_switch on = emojis off). */
  inverted?: boolean;
  /** i18n key of the label: `rules.field.<name>`. */
  labelKey: string;
}

/** Largest value any points field may take (spec section 5). */
export const MAX_POINTS = 200_000;
/** Blur clamping range of the editor's number inputs (spec section 5). */
export const BLUR_MIN = 0;
export const BLUR_MAX = 400_000;
/** Step of the points fields ("Round values", spec section 4). */
export const POINT_STEP = 100;
/** Upper bound chosen for max_game_count (the spec only gives min 0). */
export const MAX_GAME_COUNT = 100_000;
export const UMA_MIN = -100;
export const UMA_MAX = 100;

/** Red fives: 0/3/4 with four players, 0/2 with three (the 2019 client's rule view, notes section 5). */
export const RED_FIVE_OPTIONS: Readonly<Record<Players, readonly number[]>> = { 4: [0, 3, 4], 3: [0, 2] };
/** Minimum han (fanfu): 1, 2 or 4. */
export const FANFU_OPTIONS: readonly number[] = [1, 2, 4];
/** Robot levels 0, 1, 2 (spec section 9). */
export const AI_LEVEL_OPTIONS: readonly number[] = [0, 1, 2];
/** Honba (changbang_value) must be a multiple of this per player count. */
export const HONBA_STEP: Readonly<Record<Players, number>> = { 4: 300, 3: 200 };

const BOTH: readonly Players[] = [4, 3];
const ALL_MODES: readonly GameMode[] = GAME_MODES;
const same = (v: readonly number[]): Record<Players, readonly number[]> => ({ 4: v, 3: v });

type Spec = Omit<FieldMeta, 'name' | 'labelKey' | 'players' | 'modes'> & {
  players?: readonly Players[];
  modes?: readonly GameMode[];
};

const points = (placement: FieldPlacement, extra: Partial<Spec> = {}): Spec => ({
  kind: 'points',
  placement,
  min: 0,
  max: MAX_POINTS,
  step: POINT_STEP,
  ...extra,
});
const toggle = (placement: FieldPlacement, extra: Partial<Spec> = {}): Spec => ({
  kind: 'toggle',
  placement,
  ...extra,
});
const uma = (extra: Partial<Spec> = {}): Spec => ({
  kind: 'uma',
  placement: 'point_config',
  min: UMA_MIN,
  max: UMA_MAX,
  ...extra,
});

const SPECS: Record<RuleField, Spec> = {
  // level match limit (applies to every mode)
  required_level_p4: { kind: 'level', placement: 'level_limit', players: [4], modes: ALL_MODES },
  required_level_p3: { kind: 'level', placement: 'level_limit', players: [3], modes: ALL_MODES },
  max_game_count: { kind: 'count', placement: 'level_limit', min: 0, max: MAX_GAME_COUNT, modes: ALL_MODES },
  // point config
  init_point: points('point_config'),
  fandian: points('point_config', { minField: 'init_point' }),
  jingsuanyuandian: points('point_config', { minField: 'init_point' }),
  tianbian_value: points('point_config'),
  liqibang_value: points('point_config', { max: 10_000 }),
  changbang_value: points('point_config', { max: 10_000 }),
  noting_fafu_1: points('point_config', { max: 10_000 }),
  noting_fafu_2: points('point_config', { max: 10_000 }),
  noting_fafu_3: points('point_config', { max: 10_000, players: [4] }),
  shunweima_2: uma(),
  shunweima_3: uma(),
  shunweima_4: uma({ players: [4] }),
  // common rules
  dora_count: { kind: 'option', placement: 'common_rules', options: RED_FIVE_OPTIONS },
  shiduan: { kind: 'option', placement: 'common_rules', options: same([0, 1]) },
  fanfu: { kind: 'option', placement: 'common_rules', options: same(FANFU_OPTIONS) },
  have_yifa: toggle('common_rules'),
  have_liujumanguan: toggle('common_rules'),
  have_qieshangmanguan: toggle('common_rules'),
  have_nanruxiru: toggle('common_rules'),
  // other settings
  have_zimosun: toggle('other_settings', { players: [3] }),
  enable_renhe: toggle('other_settings'),
  enable_baopai_extend_settings: toggle('other_settings'),
  guyi_mode: toggle('other_settings'),
  enable_shiti: toggle('other_settings'),
  enable_nontsumo_liqi: toggle('other_settings'),
  disable_double_wind_four_fu: toggle('other_settings'),
  ai_level: { kind: 'option', placement: 'other_settings', options: same(AI_LEVEL_OPTIONS) },
  // convenient tips
  bianjietishi: toggle('convenient_tips'),
  // dora settings
  have_biao_dora: toggle('dora_settings'),
  have_li_dora: toggle('dora_settings', { requires: ['have_biao_dora'] }),
  have_gang_biao_dora: toggle('dora_settings', { requires: ['have_biao_dora'] }),
  ming_dora_immediately_open: toggle('dora_settings', { requires: ['have_biao_dora', 'have_gang_biao_dora'] }),
  have_gang_li_dora: toggle('dora_settings', { requires: ['have_biao_dora', 'have_gang_biao_dora', 'have_li_dora'] }),
  // dealer continuation
  have_helelianzhuang: toggle('dealer_continuation'),
  have_tingpailianzhuang: toggle('dealer_continuation'),
  have_helezhongju: toggle('dealer_continuation', { requires: ['have_helelianzhuang'] }),
  have_tingpaizhongju: toggle('dealer_continuation', { requires: ['have_tingpailianzhuang'] }),
  // abortive draws (four winds, four riichi and triple ron cannot happen with three players)
  have_sigangsanle: toggle('abortive_draw'),
  have_sifenglianda: toggle('abortive_draw', { players: [4] }),
  have_sijializhi: toggle('abortive_draw', { players: [4] }),
  have_jiuzhongjiupai: toggle('abortive_draw'),
  have_sanjiahele: toggle('abortive_draw', { players: [4], excludes: 'have_toutiao' }),
  have_toutiao: toggle('abortive_draw', { excludes: 'have_sanjiahele' }),
  // yakuman
  disable_leijiyiman: toggle('yakuman_settings'),
  disable_multi_yukaman: toggle('yakuman_settings'),
  disable_double_yakuman: toggle('yakuman_settings'),
  disable_composite_yakuman: toggle('yakuman_settings'),
  disable_angang_guoshi: toggle('yakuman_settings'),
  // header switches (every mode)
  can_jifei: toggle('header'),
  emoji_switch: toggle('header', { inverted: true, modes: ALL_MODES }),
  disable_broadcast: toggle('header', { modes: ALL_MODES }),
  // derived from thinking_type
  time_fixed: { kind: 'derived', placement: 'hidden', modes: ALL_MODES },
  time_add: { kind: 'derived', placement: 'hidden', modes: ALL_MODES },
  // mode flags
  ...(Object.fromEntries(
    MODE_FIELDS.map((f) => [
      f,
      { kind: 'mode', placement: 'hidden', options: same([0, 1]), modes: ALL_MODES } satisfies Spec,
    ]),
  ) as Record<ModeField, Spec>),
};

/** Every field, in editor order (cards in RULE_CARDS order, then header and hidden fields). */
export const RULE_FIELDS: readonly RuleField[] = [...NUMBER_FIELDS, ...TOGGLE_FIELDS, ...MODE_FIELDS];

const placementOrder = (p: FieldPlacement): number => {
  const i = (RULE_CARDS as readonly string[]).indexOf(p);
  return i >= 0 ? i : p === 'header' ? RULE_CARDS.length : RULE_CARDS.length + 1;
};

export const FIELD_META: Readonly<Record<RuleField, FieldMeta>> = Object.fromEntries(
  RULE_FIELDS.map((name) => {
    const { players, modes, ...rest } = SPECS[name];
    const meta: FieldMeta = {
      name,
      labelKey: `rules.field.${name}`,
      players: players ?? BOTH,
      modes: modes ?? DETAIL_RULE_MODES,
      ...rest,
    };
    return [name, meta];
  }),
) as Record<RuleField, FieldMeta>;

/** Fields in editor order: by card, then by declaration order inside the card. */
export const FIELDS_IN_EDITOR_ORDER: readonly RuleField[] = Object.keys(SPECS)
  .map((f, i) => ({ f: f as RuleField, i }))
  .sort((a, b) => placementOrder(FIELD_META[a.f].placement) - placementOrder(FIELD_META[b.f].placement) || a.i - b.i)
  .map((x) => x.f);

export const isNumberField = (f: string): f is NumberField => (NUMBER_FIELDS as readonly string[]).includes(f);
export const isToggleField = (f: string): f is ToggleField => (TOGGLE_FIELDS as readonly string[]).includes(f);
export const isModeField = (f: string): f is ModeField => (MODE_FIELDS as readonly string[]).includes(f);

/** Whether a field is shown and checked for this player count and game mode. */
export function fieldApplies(field: RuleField, players: Players, mode: GameMode): boolean {
  const m = FIELD_META[field];
  return m.players.includes(players) && m.modes.includes(mode);
}

/** The fields of one card that apply, in editor order (what the editor renders in that card). */
export function fieldsOfCard(card: FieldPlacement, players: Players, mode: GameMode): RuleField[] {
  return FIELDS_IN_EDITOR_ORDER.filter((f) => FIELD_META[f].placement === card && fieldApplies(f, players, mode));
}

/** The cards that have something to show for this player count and mode (empty cards are not rendered). */
export function visibleCards(players: Players, mode: GameMode, moreSettings: boolean): RuleCard[] {
  return RULE_CARDS.filter(
    (c) => (moreSettings || !MORE_SETTINGS_CARDS.includes(c)) && fieldsOfCard(c, players, mode).length > 0,
  );
}

/** Allowed values of an option field for a player count, or undefined for fields without options. */
export function fieldOptions(field: RuleField, players: Players): readonly number[] | undefined {
  return FIELD_META[field].options?.[players];
}
