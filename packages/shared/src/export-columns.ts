import type { MessageLang } from './error-messages.js';

/**
 * Column titles of the CSV exports (issue 12) in the five languages, chosen by the request's language like error
 * messages. Seat columns repeat per seat with its number.
 */
type Titles = Record<MessageLang, readonly string[]>;

export const RECORD_COLUMNS: Titles = {
  'zh-CN': ['结束时间', '对局UUID', '备注'],
  'zh-TW': ['結束時間', '對局UUID', '備註'],
  en: ['End time', 'Game UUID', 'Remark'],
  ja: ['終了時刻', '対局UUID', '備考'],
  ko: ['종료 시간', '대국 UUID', '비고'],
};

/** Per seat N: nickname, id, score (÷1000), points. */
export const RECORD_SEAT_COLUMNS: Record<MessageLang, (n: number) => string[]> = {
  'zh-CN': (n) => [`${n}位座 昵称`, `${n}位座 ID`, `${n}位座 得分`, `${n}位座 点数`],
  'zh-TW': (n) => [`座位${n} 暱稱`, `座位${n} ID`, `座位${n} 得分`, `座位${n} 點數`],
  en: (n) => [`Seat ${n} nickname`, `Seat ${n} ID`, `Seat ${n} score`, `Seat ${n} points`],
  ja: (n) => [`席${n} ニックネーム`, `席${n} ID`, `席${n} スコア`, `席${n} 点数`],
  ko: (n) => [`좌석${n} 닉네임`, `좌석${n} ID`, `좌석${n} 점수`, `좌석${n} 점수(원점)`],
};

export const YAKUMAN_COLUMNS: Titles = {
  'zh-CN': ['时间', '昵称', 'ID', '役满', '倍数', '对局UUID'],
  'zh-TW': ['時間', '暱稱', 'ID', '役滿', '倍數', '對局UUID'],
  en: ['Time', 'Nickname', 'ID', 'Yakuman', 'Multiple', 'Game UUID'],
  ja: ['時刻', 'ニックネーム', 'ID', '役満', '倍数', '対局UUID'],
  ko: ['시간', '닉네임', 'ID', '역만', '배수', '대국 UUID'],
};

export const RANK_COLUMNS: Titles = {
  'zh-CN': ['排名', '昵称', 'ID', '对局数', '排名规则得分', '总得分', '一位', '二位', '三位', '四位'],
  'zh-TW': ['排名', '暱稱', 'ID', '對局數', '排名規則得分', '總得分', '一位', '二位', '三位', '四位'],
  en: ['Rank', 'Nickname', 'ID', 'Games', 'Rule score', 'Total score', '1st', '2nd', '3rd', '4th'],
  ja: ['順位', 'ニックネーム', 'ID', '対局数', 'ルール得点', '合計得点', '1位', '2位', '3位', '4位'],
  ko: ['순위', '닉네임', 'ID', '대국 수', '규칙 점수', '총점', '1위', '2위', '3위', '4위'],
};

export const CALC_RANK_COLUMNS: Titles = {
  'zh-CN': ['排名', '昵称', 'ID', '分数', '总得分', '对局数', '一位', '二位', '三位', '四位'],
  'zh-TW': ['排名', '暱稱', 'ID', '分數', '總得分', '對局數', '一位', '二位', '三位', '四位'],
  en: ['Rank', 'Nickname', 'ID', 'Score', 'Total score', 'Games', '1st', '2nd', '3rd', '4th'],
  ja: ['順位', 'ニックネーム', 'ID', 'スコア', '合計得点', '対局数', '1位', '2位', '3位', '4位'],
  ko: ['순위', '닉네임', 'ID', '점수', '총점', '대국 수', '1위', '2위', '3위', '4위'],
};
