import type { MessageLang } from './error-messages/langs.js';

/**
 * The one yaku and yakuman name table, in the five languages (issue 29 defect 2). Keyed by the engine's yaku id: the
 * romanised name the engine gives each of majiang-core's yaku (`packages/engine/src/yaku-names.ts`), as stored in
 * table events, game logs and yakuman records (`info.names`). The table's and the replay's hand results, the
 * records page's yakuman list and the yakuman CSV all read it.
 */
export const YAKU_NAMES = {
  Riichi: { 'zh-CN': '立直', 'zh-TW': '立直', en: 'Riichi', ja: '立直', ko: '리치' },
  'Double Riichi': { 'zh-CN': '两立直', 'zh-TW': '雙立直', en: 'Double Riichi', ja: 'ダブル立直', ko: '더블 리치' },
  Ippatsu: { 'zh-CN': '一发', 'zh-TW': '一發', en: 'Ippatsu', ja: '一発', ko: '일발' },
  'Haitei Raoyue': { 'zh-CN': '海底摸月', 'zh-TW': '海底摸月', en: 'Haitei Raoyue', ja: '海底摸月', ko: '해저로월' },
  'Houtei Raoyui': { 'zh-CN': '河底捞鱼', 'zh-TW': '河底撈魚', en: 'Houtei Raoyui', ja: '河底撈魚', ko: '하저로어' },
  'Rinshan Kaihou': { 'zh-CN': '岭上开花', 'zh-TW': '嶺上開花', en: 'Rinshan Kaihou', ja: '嶺上開花', ko: '영상개화' },
  Chankan: { 'zh-CN': '抢杠', 'zh-TW': '搶槓', en: 'Chankan', ja: '槍槓', ko: '창깡' },
  Tenhou: { 'zh-CN': '天和', 'zh-TW': '天和', en: 'Tenhou', ja: '天和', ko: '천화' },
  Chiihou: { 'zh-CN': '地和', 'zh-TW': '地和', en: 'Chiihou', ja: '地和', ko: '지화' },
  'Menzen Tsumo': {
    'zh-CN': '门前清自摸和',
    'zh-TW': '門前清自摸和',
    en: 'Menzen Tsumo',
    ja: '門前清自摸和',
    ko: '멘젠쯔모',
  },
  'Round Wind East': { 'zh-CN': '场风 东', 'zh-TW': '場風 東', en: 'Round Wind East', ja: '場風 東', ko: '장풍 동' },
  'Round Wind South': { 'zh-CN': '场风 南', 'zh-TW': '場風 南', en: 'Round Wind South', ja: '場風 南', ko: '장풍 남' },
  'Round Wind West': { 'zh-CN': '场风 西', 'zh-TW': '場風 西', en: 'Round Wind West', ja: '場風 西', ko: '장풍 서' },
  'Round Wind North': { 'zh-CN': '场风 北', 'zh-TW': '場風 北', en: 'Round Wind North', ja: '場風 北', ko: '장풍 북' },
  'Seat Wind East': { 'zh-CN': '自风 东', 'zh-TW': '自風 東', en: 'Seat Wind East', ja: '自風 東', ko: '자풍 동' },
  'Seat Wind South': { 'zh-CN': '自风 南', 'zh-TW': '自風 南', en: 'Seat Wind South', ja: '自風 南', ko: '자풍 남' },
  'Seat Wind West': { 'zh-CN': '自风 西', 'zh-TW': '自風 西', en: 'Seat Wind West', ja: '自風 西', ko: '자풍 서' },
  'Seat Wind North': { 'zh-CN': '自风 北', 'zh-TW': '自風 北', en: 'Seat Wind North', ja: '自風 北', ko: '자풍 북' },
  Haku: { 'zh-CN': '役牌 白', 'zh-TW': '役牌 白', en: 'Haku', ja: '役牌 白', ko: '역패 백' },
  Hatsu: { 'zh-CN': '役牌 发', 'zh-TW': '役牌 發', en: 'Hatsu', ja: '役牌 發', ko: '역패 발' },
  Chun: { 'zh-CN': '役牌 中', 'zh-TW': '役牌 中', en: 'Chun', ja: '役牌 中', ko: '역패 중' },
  Pinfu: { 'zh-CN': '平和', 'zh-TW': '平和', en: 'Pinfu', ja: '平和', ko: '핑후' },
  Tanyao: { 'zh-CN': '断幺九', 'zh-TW': '斷么九', en: 'Tanyao', ja: '断幺九', ko: '탕야오' },
  Iipeikou: { 'zh-CN': '一杯口', 'zh-TW': '一盃口', en: 'Iipeikou', ja: '一盃口', ko: '이페코' },
  'Sanshoku Doujun': {
    'zh-CN': '三色同顺',
    'zh-TW': '三色同順',
    en: 'Sanshoku Doujun',
    ja: '三色同順',
    ko: '삼색동순',
  },
  Ittsu: { 'zh-CN': '一气通贯', 'zh-TW': '一氣通貫', en: 'Ittsu', ja: '一気通貫', ko: '일기통관' },
  Chanta: { 'zh-CN': '混全带幺九', 'zh-TW': '混全帶么九', en: 'Chanta', ja: '混全帯幺九', ko: '찬타' },
  Chiitoitsu: { 'zh-CN': '七对子', 'zh-TW': '七對子', en: 'Chiitoitsu', ja: '七対子', ko: '치또이츠' },
  Toitoi: { 'zh-CN': '对对和', 'zh-TW': '對對和', en: 'Toitoi', ja: '対々和', ko: '또이또이' },
  Sanankou: { 'zh-CN': '三暗刻', 'zh-TW': '三暗刻', en: 'Sanankou', ja: '三暗刻', ko: '산안커' },
  Sankantsu: { 'zh-CN': '三杠子', 'zh-TW': '三槓子', en: 'Sankantsu', ja: '三槓子', ko: '산깡쯔' },
  'Sanshoku Doukou': {
    'zh-CN': '三色同刻',
    'zh-TW': '三色同刻',
    en: 'Sanshoku Doukou',
    ja: '三色同刻',
    ko: '삼색동각',
  },
  Honroutou: { 'zh-CN': '混老头', 'zh-TW': '混老頭', en: 'Honroutou', ja: '混老頭', ko: '혼노두' },
  Shousangen: { 'zh-CN': '小三元', 'zh-TW': '小三元', en: 'Shousangen', ja: '小三元', ko: '소삼원' },
  Honitsu: { 'zh-CN': '混一色', 'zh-TW': '混一色', en: 'Honitsu', ja: '混一色', ko: '혼일색' },
  Junchan: { 'zh-CN': '纯全带幺九', 'zh-TW': '純全帶么九', en: 'Junchan', ja: '純全帯幺九', ko: '준찬타' },
  Ryanpeikou: { 'zh-CN': '二杯口', 'zh-TW': '二盃口', en: 'Ryanpeikou', ja: '二盃口', ko: '량페코' },
  Chinitsu: { 'zh-CN': '清一色', 'zh-TW': '清一色', en: 'Chinitsu', ja: '清一色', ko: '청일색' },
  'Kokushi Musou': { 'zh-CN': '国士无双', 'zh-TW': '國士無雙', en: 'Kokushi Musou', ja: '国士無双', ko: '국사무쌍' },
  'Kokushi Musou 13-sided': {
    'zh-CN': '国士无双十三面',
    'zh-TW': '國士無雙十三面',
    en: 'Kokushi Musou 13-sided',
    ja: '国士無双十三面',
    ko: '국사무쌍 13면',
  },
  Suuankou: { 'zh-CN': '四暗刻', 'zh-TW': '四暗刻', en: 'Suuankou', ja: '四暗刻', ko: '스안커' },
  'Suuankou Tanki': {
    'zh-CN': '四暗刻单骑',
    'zh-TW': '四暗刻單騎',
    en: 'Suuankou Tanki',
    ja: '四暗刻単騎',
    ko: '스안커 단기',
  },
  Daisangen: { 'zh-CN': '大三元', 'zh-TW': '大三元', en: 'Daisangen', ja: '大三元', ko: '대삼원' },
  Daisuushii: { 'zh-CN': '大四喜', 'zh-TW': '大四喜', en: 'Daisuushii', ja: '大四喜', ko: '대사희' },
  Shousuushii: { 'zh-CN': '小四喜', 'zh-TW': '小四喜', en: 'Shousuushii', ja: '小四喜', ko: '소사희' },
  Tsuuiisou: { 'zh-CN': '字一色', 'zh-TW': '字一色', en: 'Tsuuiisou', ja: '字一色', ko: '자일색' },
  Ryuuiisou: { 'zh-CN': '绿一色', 'zh-TW': '綠一色', en: 'Ryuuiisou', ja: '緑一色', ko: '녹일색' },
  Chinroutou: { 'zh-CN': '清老头', 'zh-TW': '清老頭', en: 'Chinroutou', ja: '清老頭', ko: '청노두' },
  Suukantsu: { 'zh-CN': '四杠子', 'zh-TW': '四槓子', en: 'Suukantsu', ja: '四槓子', ko: '스깡쯔' },
  'Chuuren Poutou': { 'zh-CN': '九莲宝灯', 'zh-TW': '九蓮寶燈', en: 'Chuuren Poutou', ja: '九蓮宝燈', ko: '구련보등' },
  'Junsei Chuuren Poutou': {
    'zh-CN': '纯正九莲宝灯',
    'zh-TW': '純正九蓮寶燈',
    en: 'Junsei Chuuren Poutou',
    ja: '純正九蓮宝燈',
    ko: '순정구련보등',
  },
  Dora: { 'zh-CN': '宝牌', 'zh-TW': '寶牌', en: 'Dora', ja: 'ドラ', ko: '도라' },
  'Aka Dora': { 'zh-CN': '赤宝牌', 'zh-TW': '赤寶牌', en: 'Aka Dora', ja: '赤ドラ', ko: '적도라' },
  'Ura Dora': { 'zh-CN': '里宝牌', 'zh-TW': '裏寶牌', en: 'Ura Dora', ja: '裏ドラ', ko: '뒷도라' },
  Kita: { 'zh-CN': '拔北', 'zh-TW': '拔北', en: 'Kita', ja: '北抜き', ko: '북 빼기' },
} as const satisfies Record<string, Record<MessageLang, string>>;

/** An engine yaku id: a key of {@link YAKU_NAMES}. */
export type YakuId = keyof typeof YAKU_NAMES;

const isYakuId = (name: string): name is YakuId => Object.hasOwn(YAKU_NAMES, name);

/** A yaku's name in `lang`; a name the table does not know (an older record's text) is shown as stored. */
export function yakuName(id: string, lang: MessageLang): string {
  return isYakuId(id) ? YAKU_NAMES[id][lang] : id;
}
