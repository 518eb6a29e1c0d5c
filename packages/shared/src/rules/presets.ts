/**
 * Rule presets as data. The two defaults carry the values of spec part 2 section 9 (the original client's
 * defaults, shared/notes section 5). Named presets carry published values, each with its source; a setting a
 * source does not mention keeps the platform default. Oka is not a field: it is (jingsuanyuandian − init_point) ×
 * players and goes to 1st, and 1st-place uma is derived (−(2nd+3rd+4th)), so M-League's +50/+10/−10/−30 is start
 * 25000, origin 30000 (oka +20) and uma 2nd +10, 3rd −10, 4th −30 (1st +30).
 *
 * Mapping of rule words to fields: kuitan = shiduan; red fives = dora_count; bust ends the game = can_jifei;
 * head bump (atamahane) = have_toutiao; triple-ron abort = have_sanjiahele; agari-yame / tenpai-yame =
 * have_helezhongju / have_tingpaizhongju; west-round extension = have_nanruxiru; kiriage = have_qieshangmanguan;
 * kan dora flipped at once = ming_dora_immediately_open; kazoe yakuman off = disable_leijiyiman; double-wind
 * pair 2 fu = disable_double_wind_four_fu.
 */
import { type GameMode, type RoundTypeValue, THINKING_TYPES } from '../enums.js';
import { withModeFlags } from './edit.js';
import { DEFAULT_DETAIL_RULE_3P, DEFAULT_DETAIL_RULE_4P, type DetailRuleFields } from './fields.js';
import type { GameRuleSetting } from './schema.js';

export interface RulePreset {
  id: string;
  players: 3 | 4;
  /** i18n key of the preset's name: `rules.preset.<id>`. */
  nameKey: string;
  /** The round type the preset is normally played with. */
  roundType?: RoundTypeValue;
  gameMode: GameMode;
  /** The complete detail rule (thinking time 5+20; presetGameRuleSetting re-derives it for another thinking_type). */
  setting: DetailRuleFields;
  /** Where the values come from. */
  source: string;
}

const NO_ABORTIVE_DRAWS = {
  have_sifenglianda: false,
  have_sigangsanle: false,
  have_sijializhi: false,
  have_jiuzhongjiupai: false,
  have_sanjiahele: false,
} as const;

const SINGLE_YAKUMAN_ONLY = {
  disable_multi_yukaman: true,
  disable_double_yakuman: true,
  disable_composite_yakuman: true,
} as const;

/**
 * M.League (sources: m-league.jp/about official rules; riichi.wiki Special:MobileDiff/26112 "M.League";
 * majannavi.com/archives/55 and mahjong-space.com M.League rule summaries): 25000 start, 30000 return, rank points
 * +50/+10/−10/−30 (uma 30/10 plus oka 20); kuitan; one red five per suit; no bust (play goes on below zero); no
 * double ron (atamahane); tenpai renchan without agari-yame; no abortive draws (kyuushu, four winds, four kans,
 * four riichi); kan dora flipped immediately; double-wind pair 2 fu (pao for daisangen, daisuushi and suukantsu
 * is the game's own rule, not a switch here);
 * no kazoe yakuman; only genuine composite yakuman count double (no double yakuman for special waits); kiriage
 * mangan (k-bys.work/mleague-rule). East-South hanchan with no west round.
 */
const M_LEAGUE: DetailRuleFields = {
  ...DEFAULT_DETAIL_RULE_4P,
  init_point: 25000,
  fandian: 30000,
  jingsuanyuandian: 30000,
  shunweima_2: 10,
  shunweima_3: -10,
  shunweima_4: -30,
  dora_count: 3,
  shiduan: 1,
  can_jifei: false,
  have_toutiao: true,
  ...NO_ABORTIVE_DRAWS,
  have_helezhongju: false,
  have_tingpaizhongju: false,
  have_nanruxiru: false,
  ming_dora_immediately_open: true,
  disable_double_wind_four_fu: true,
  disable_leijiyiman: true,
  disable_double_yakuman: true,
  have_qieshangmanguan: true,
};

/**
 * World Riichi Championship rules (sources: WRC Rules 2022 and its Optional Rules book, 21 June 2022, where red
 * fives are an optional variant; riichi.wiki "World_Riichi_Championship_rules"; WRC 2015 rule book §5.9.1 "No agari
 * yame"): 30000 start and target, no oka, uma +15/+5/−5/−15; kuitan; no red fives; no abortive draws; double and
 * triple ron allowed; no agari-yame; kazoe capped at sanbaiman; every yakuman counts single; negative score ends
 * the game per riichi.wiki's ruleset box.
 */
const WRC: DetailRuleFields = {
  ...DEFAULT_DETAIL_RULE_4P,
  init_point: 30000,
  fandian: 30000,
  jingsuanyuandian: 30000,
  shunweima_2: 5,
  shunweima_3: -5,
  shunweima_4: -15,
  dora_count: 0,
  shiduan: 1,
  can_jifei: true,
  have_toutiao: false,
  ...NO_ABORTIVE_DRAWS,
  have_helezhongju: false,
  have_tingpaizhongju: false,
  have_nanruxiru: false,
  disable_leijiyiman: true,
  ...SINGLE_YAKUMAN_ONLY,
};

/**
 * EMA Riichi Competition Rules 2016 (sources: the EMA "Rules for Japanese Mahjong, 2016 edition"; riichi.wiki
 * "EMA_Riichi_Competition_Rules", which says the 2016 edition was aligned with the 2015 WRC rules: no more red
 * fives, kuitan allowed, the maximum score a single yakuman, no abortive draws, double and triple
 * ron allowed, kan dora flipped immediately after any kan, nagashi mangan counts as a win). Points and uma follow
 * WRC 2015: 30000 start, no oka, +15/+5/−5/−15, no agari-yame.
 */
const EMA: DetailRuleFields = {
  ...DEFAULT_DETAIL_RULE_4P,
  init_point: 30000,
  fandian: 30000,
  jingsuanyuandian: 30000,
  shunweima_2: 5,
  shunweima_3: -5,
  shunweima_4: -15,
  dora_count: 0,
  shiduan: 1,
  have_toutiao: false,
  ...NO_ABORTIVE_DRAWS,
  have_helezhongju: false,
  have_tingpaizhongju: false,
  have_nanruxiru: false,
  ming_dora_immediately_open: true,
  have_liujumanguan: true,
  ...SINGLE_YAKUMAN_ONLY,
};

/**
 * Tenhou-style ranked rules (sources: riichi.wiki / arcturus.su "Tenhou.net rules"; tenhou.net/man; the uma is
 * Tenhou's "10-20", also stated by mjstars.net/rules-for): 25000 start, 30000 return (oka +20), uma +20/+10/−10/−20;
 * kuitan and one red five per suit (the 喰赤 rooms); sudden death into the next wind until someone reaches 30000;
 * automatic agari-yame and tenpai-yame for the last dealer; double-wind pair 4 fu; all abortive draws including
 * triple ron; double ron allowed; nagashi mangan; busting ends the game; no double yakuman for special waits.
 */
const TENHOU: DetailRuleFields = {
  ...DEFAULT_DETAIL_RULE_4P,
  init_point: 25000,
  fandian: 30000,
  jingsuanyuandian: 30000,
  shunweima_2: 10,
  shunweima_3: -10,
  shunweima_4: -20,
  dora_count: 3,
  shiduan: 1,
  can_jifei: true,
  have_nanruxiru: true,
  have_helezhongju: true,
  have_tingpaizhongju: true,
  disable_double_wind_four_fu: false,
  have_sifenglianda: true,
  have_sigangsanle: true,
  have_sijializhi: true,
  have_jiuzhongjiupai: true,
  have_sanjiahele: true,
  have_toutiao: false,
  have_liujumanguan: true,
  ming_dora_immediately_open: false,
  disable_double_yakuman: true,
};

const preset = (
  id: string,
  players: 3 | 4,
  gameMode: GameMode,
  setting: DetailRuleFields,
  source: string,
  roundType?: RoundTypeValue,
): RulePreset => ({
  id,
  players,
  nameKey: `rules.preset.${id}`,
  ...(roundType === undefined ? {} : { roundType }),
  gameMode,
  setting: withModeFlags(setting, gameMode),
  source,
});

const SPEC_DEFAULTS = 'spec part 2 section 9; the original client defaults (shared/notes section 5)';

/** Every preset, defaults first. The load-default-rule selector lists those matching the contest's players and mode. */
export const RULE_PRESETS: readonly RulePreset[] = [
  preset('default_4p', 4, 'liqi', DEFAULT_DETAIL_RULE_4P, SPEC_DEFAULTS, 2),
  preset('default_3p', 3, 'liqi', DEFAULT_DETAIL_RULE_3P, SPEC_DEFAULTS, 12),
  preset('m_league', 4, 'liqi', M_LEAGUE, 'M.League official rules (m-league.jp/about); riichi.wiki M.League', 2),
  preset('wrc_2022', 4, 'liqi', WRC, 'WRC Rules 2022; riichi.wiki World Riichi Championship rules', 2),
  preset('ema_2016', 4, 'liqi', EMA, 'EMA Riichi Competition Rules 2016; riichi.wiki EMA Riichi Competition Rules', 2),
  preset('tenhou', 4, 'liqi', TENHOU, 'Tenhou.net rules (riichi.wiki / arcturus.su translation)', 2),
  // Mode presets: the platform default with the mode's flag (the spec lists dora3, asura, chuanma and wanxiang
  // presets without values).
  preset('dora3_4p', 4, 'dora3', DEFAULT_DETAIL_RULE_4P, SPEC_DEFAULTS, 2),
  preset('dora3_3p', 3, 'dora3', DEFAULT_DETAIL_RULE_3P, SPEC_DEFAULTS, 12),
  preset('xuezhandaodi_4p', 4, 'xuezhandaodi', DEFAULT_DETAIL_RULE_4P, SPEC_DEFAULTS, 2),
  preset('chuanma_4p', 4, 'chuanma', DEFAULT_DETAIL_RULE_4P, SPEC_DEFAULTS, 2),
  preset('wanxiang_4p', 4, 'wanxiang', DEFAULT_DETAIL_RULE_4P, SPEC_DEFAULTS, 2),
];

export const findRulePreset = (id: string): RulePreset | undefined => RULE_PRESETS.find((p) => p.id === id);

/** Presets for a player count and game mode (what the preset selector offers). */
export const presetsFor = (players: 3 | 4, gameMode: GameMode): RulePreset[] =>
  RULE_PRESETS.filter((p) => p.players === players && p.gameMode === gameMode);

/**
 * A complete game rule setting from a preset. The round type defaults to the preset's own (south) and must have
 * the preset's player count; the thinking time is re-derived from `thinkingType` (default 3 = 5+20).
 */
export function presetGameRuleSetting(p: RulePreset, thinkingType = 3, roundType?: RoundTypeValue): GameRuleSetting {
  const rt = roundType ?? p.roundType ?? (p.players === 4 ? 2 : 12);
  const t = THINKING_TYPES[thinkingType] ?? THINKING_TYPES[3];
  return {
    round_type: rt,
    thinking_type: thinkingType,
    game_mode: p.gameMode,
    detail_rule: { ...p.setting, time_fixed: t[0], time_add: t[1] },
  };
}
