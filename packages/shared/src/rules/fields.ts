/**
 * Every field of the detail rule (spec part 2 section 3) with its kind and its default for four-player and
 * three-player play. This is the one list both the engine (what it plays) and the rule editor (what it shows
 * and validates) read; bounds, modes, dependent switches and presets build on it in this folder.
 */

/** Numeric fields. */
export const NUMBER_FIELDS = [
  'init_point',
  'fandian',
  'jingsuanyuandian',
  'tianbian_value',
  'liqibang_value',
  'changbang_value',
  'noting_fafu_1',
  'noting_fafu_2',
  'noting_fafu_3',
  'shunweima_2',
  'shunweima_3',
  'shunweima_4',
  'required_level_p4',
  'required_level_p3',
  'max_game_count',
  'dora_count',
  'fanfu',
  'shiduan',
  'time_fixed',
  'time_add',
  'ai_level',
] as const;

/** On/off fields. */
export const TOGGLE_FIELDS = [
  'can_jifei',
  'have_qieshangmanguan',
  'have_toutiao',
  'have_zimosun',
  'enable_renhe',
  'enable_baopai_extend_settings',
  'have_liujumanguan',
  'have_yifa',
  'have_nanruxiru',
  'guyi_mode',
  'enable_shiti',
  'enable_nontsumo_liqi',
  'disable_double_wind_four_fu',
  'bianjietishi',
  'have_biao_dora',
  'have_li_dora',
  'have_gang_biao_dora',
  'ming_dora_immediately_open',
  'have_gang_li_dora',
  'have_helelianzhuang',
  'have_tingpailianzhuang',
  'have_helezhongju',
  'have_tingpaizhongju',
  'have_sigangsanle',
  'have_sifenglianda',
  'have_sijializhi',
  'have_jiuzhongjiupai',
  'have_sanjiahele',
  'disable_leijiyiman',
  'disable_multi_yukaman',
  'disable_double_yakuman',
  'disable_composite_yakuman',
  'disable_angang_guoshi',
  'emoji_switch',
  'disable_broadcast',
] as const;

/** Mode fields that appear in rule payloads; their meaning is not specified, they are carried as 0/1 numbers. */
export const MODE_FIELDS = [
  'dora3_mode',
  'begin_open_mode',
  'jiuchao_mode',
  'reveal_discard',
  'muyu_mode',
  'xuezhandaodi',
  'huansanzhang',
  'chuanma',
  'open_hand',
  'field_spell_mode',
  'zhanxing',
  'tianming_mode',
  'yongchang_mode',
  'hunzhiyiji_mode',
  'wanxiangxiuluo_mode',
] as const;

export type NumberField = (typeof NUMBER_FIELDS)[number];
export type ToggleField = (typeof TOGGLE_FIELDS)[number];
export type ModeField = (typeof MODE_FIELDS)[number];

export type DetailRuleFields = { [K in NumberField]: number } & { [K in ToggleField]: boolean } & {
  [K in ModeField]: number;
};

const modeFieldsOff = Object.fromEntries(MODE_FIELDS.map((f) => [f, 0])) as { [K in ModeField]: number };

/**
 * Four-player default (spec part 2 section 9; original client defaults in shared/notes): start 25000, target
 * 30000, return 25000, riichi stick 1000, honba 300, noten 1000/1500/3000, three red fives, uma 15/5/−5/−15
 * (1st derived), thinking 5+20, open tanyao on.
 */
export const DEFAULT_DETAIL_RULE_4P: DetailRuleFields = {
  init_point: 25000,
  fandian: 30000,
  jingsuanyuandian: 25000,
  tianbian_value: 0,
  liqibang_value: 1000,
  changbang_value: 300,
  noting_fafu_1: 1000,
  noting_fafu_2: 1500,
  noting_fafu_3: 3000,
  shunweima_2: 5,
  shunweima_3: -5,
  shunweima_4: -15,
  required_level_p4: 0,
  required_level_p3: 0,
  max_game_count: 0,
  dora_count: 3,
  fanfu: 1,
  shiduan: 1,
  time_fixed: 5,
  time_add: 20,
  ai_level: 1,
  can_jifei: true,
  have_qieshangmanguan: false,
  have_toutiao: false,
  have_zimosun: false,
  enable_renhe: false,
  enable_baopai_extend_settings: false,
  have_liujumanguan: true,
  have_yifa: true,
  have_nanruxiru: true,
  guyi_mode: false,
  enable_shiti: false,
  enable_nontsumo_liqi: false,
  disable_double_wind_four_fu: false,
  bianjietishi: true,
  have_biao_dora: true,
  have_li_dora: true,
  have_gang_biao_dora: true,
  ming_dora_immediately_open: false,
  have_gang_li_dora: true,
  have_helelianzhuang: true,
  have_tingpailianzhuang: true,
  have_helezhongju: true,
  have_tingpaizhongju: true,
  have_sigangsanle: true,
  have_sifenglianda: true,
  have_sijializhi: true,
  have_jiuzhongjiupai: true,
  have_sanjiahele: false,
  disable_leijiyiman: false,
  disable_multi_yukaman: false,
  disable_double_yakuman: false,
  disable_composite_yakuman: false,
  disable_angang_guoshi: false,
  emoji_switch: false,
  disable_broadcast: false,
  ...modeFieldsOff,
};

/**
 * Three-player default (spec part 2 section 9): start 35000, target 40000, return 35000, honba 200, noten
 * 1000/2000, two red fives, uma 15/0/−15 (2nd 0, 3rd −15; the 4th is unused).
 */
export const DEFAULT_DETAIL_RULE_3P: DetailRuleFields = {
  ...DEFAULT_DETAIL_RULE_4P,
  init_point: 35000,
  fandian: 40000,
  jingsuanyuandian: 35000,
  changbang_value: 200,
  noting_fafu_1: 1000,
  noting_fafu_2: 2000,
  noting_fafu_3: 0,
  shunweima_2: 0,
  shunweima_3: -15,
  shunweima_4: 0,
  dora_count: 2,
};

export function defaultDetailRule(players: 3 | 4): DetailRuleFields {
  return { ...(players === 3 ? DEFAULT_DETAIL_RULE_3P : DEFAULT_DETAIL_RULE_4P) };
}
