import type { MessageLang } from './error-messages/langs.js';
import type { LangContent } from './schemas/common.js';

/**
 * The CSV exports' column titles in the five languages, chosen by the request's language like error messages, in
 * the order and with the words of the screens they export (the console checks each word against its own label:
 * `apps/console/src/pages/record/exportTerms.test.ts`). Seat columns repeat per seat with its number.
 */
interface ExportTerms {
  /** records page, "End time" */
  endTime: string;
  /** records page, a terminated game's tag */
  terminated: string;
  /** records page, a seat's column ("Seat 1") */
  seat: (n: number) => string;
  /** records and ranking pages, the player column */
  player: string;
  id: string;
  /** the settlement ÷ 1000 a seat's cell shows; the calculated ranking's score */
  score: string;
  /** a seat's raw final points (not on the screen) */
  finalPoints: string;
  remark: string;
  tag: string;
  /** a tag number the season has not named, as the records page shows it (`record.tagN`) */
  tagN: (n: number) => string;
  /** the game's uuid (not on the screen: its replay link) */
  uuid: string;
  yakuman: string;
  /** a yakuman's value column; `kazoe` for value 7 */
  value: string;
  kazoe: string;
  rank: string;
  ruleScore: string;
  /** the sum of settlements ÷ 1000 */
  totalPoints: string;
  games: string;
  place: (n: number) => string;
  /** a robot seat's name, as the players' table calls robots (`table.robot`), and its level */
  robot: (level: number) => string;
}

export const EXPORT_TERMS: Record<MessageLang, ExportTerms> = {
  'zh-CN': {
    endTime: '结束时间',
    terminated: '已终止',
    seat: (n) => `${n}号位`,
    player: '选手',
    id: 'ID',
    score: '分数',
    finalPoints: '终局点数',
    remark: '备注',
    tag: '标记',
    tagN: (n) => `标记${n}`,
    uuid: '对局UUID',
    yakuman: '役满',
    value: '倍数',
    kazoe: '累计役满',
    rank: '排名',
    ruleScore: '规则得分',
    totalPoints: '总得分',
    games: '对局数',
    place: (n) => `${n}位`,
    robot: (level) => `电脑（等级${level}）`,
  },
  'zh-TW': {
    endTime: '結束時間',
    terminated: '已終止',
    seat: (n) => `${n}號位`,
    player: '選手',
    id: 'ID',
    score: '分數',
    finalPoints: '終局點數',
    remark: '備註',
    tag: '標記',
    tagN: (n) => `標記${n}`,
    uuid: '對局UUID',
    yakuman: '役滿',
    value: '倍數',
    kazoe: '累計役滿',
    rank: '排名',
    ruleScore: '規則得分',
    totalPoints: '總得分',
    games: '對局數',
    place: (n) => `${n}位`,
    robot: (level) => `電腦（等級${level}）`,
  },
  en: {
    endTime: 'End time',
    terminated: 'Terminated',
    seat: (n) => `Seat ${n}`,
    player: 'Player',
    id: 'ID',
    score: 'Score',
    finalPoints: 'Final points',
    remark: 'Remark',
    tag: 'Tag',
    tagN: (n) => `Tag ${n}`,
    uuid: 'Game UUID',
    yakuman: 'Yakuman',
    value: 'Value',
    kazoe: 'Counted yakuman',
    rank: 'Rank',
    ruleScore: 'Rule score',
    totalPoints: 'Total points',
    games: 'Games',
    place: (n) => `#${n}`,
    robot: (level) => `Robot (level ${level})`,
  },
  ja: {
    endTime: '終了時刻',
    terminated: '強制終了',
    seat: (n) => `${n}番席`,
    player: '選手',
    id: 'ID',
    score: 'スコア',
    finalPoints: '終局点数',
    remark: '備考',
    tag: 'タグ',
    tagN: (n) => `タグ${n}`,
    uuid: '対局UUID',
    yakuman: '役満',
    value: '倍数',
    kazoe: '数え役満',
    rank: '順位',
    ruleScore: 'ルール得点',
    totalPoints: '合計得点',
    games: '対局数',
    place: (n) => `${n}位`,
    robot: (level) => `AI（レベル${level}）`,
  },
  ko: {
    endTime: '종료 시간',
    terminated: '강제 종료',
    seat: (n) => `${n}번 자리`,
    player: '선수',
    id: 'ID',
    score: '점수',
    finalPoints: '종국 점수',
    remark: '비고',
    tag: '태그',
    tagN: (n) => `태그 ${n}`,
    uuid: '대국 UUID',
    yakuman: '역만',
    value: '배수',
    kazoe: '헤아림 역만',
    rank: '순위',
    ruleScore: '규칙 점수',
    totalPoints: '총점',
    games: '대국 수',
    place: (n) => `${n}위`,
    robot: (level) => `AI (레벨 ${level})`,
  },
};

const PLACES = [1, 2, 3, 4];

/**
 * Records, as the records page: end time, terminated (1/0), each seat (player, ID, score, final points), remark,
 * tag (the season's name for its number, `tagN` for a number without one, empty for none), and the game's uuid
 * last.
 */
export function recordColumns(lang: MessageLang, seats: number): string[] {
  const w = EXPORT_TERMS[lang];
  const header = [w.endTime, w.terminated];
  for (let n = 1; n <= seats; n++) {
    const s = w.seat(n);
    header.push(`${s} ${w.player}`, `${s} ${w.id}`, `${s} ${w.score}`, `${s} ${w.finalPoints}`);
  }
  header.push(w.remark, w.tag, w.uuid);
  return header;
}

/** Yakuman, as the records page's yakuman list: end time, player, ID, yakuman, value, and the game's uuid last. */
export function yakumanColumns(lang: MessageLang): string[] {
  const w = EXPORT_TERMS[lang];
  return [w.endTime, w.player, w.id, w.yakuman, w.value, w.uuid];
}

/** Standings, as the ranking page: rank, player, ID, rule score, total points, games, placements 1–4. */
export function rankColumns(lang: MessageLang): string[] {
  const w = EXPORT_TERMS[lang];
  return [w.rank, w.player, w.id, w.ruleScore, w.totalPoints, w.games, ...PLACES.map(w.place)];
}

/** The calculated ranking, as its table: rank, player, ID, score, total points, games, placements 1–4. */
export function calcRankColumns(lang: MessageLang): string[] {
  const w = EXPORT_TERMS[lang];
  return [w.rank, w.player, w.id, w.score, w.totalPoints, w.games, ...PLACES.map(w.place)];
}

const CONTENT_LANG: Record<MessageLang, string> = { 'zh-CN': 'chs', 'zh-TW': 'chs_t', en: 'en', ja: 'jp', ko: 'kr' };

/** A multi-language text (a contest's name) in `lang`, falling back as the console does: default, chs, any. */
export function contentIn(list: readonly LangContent[], lang: MessageLang): string {
  const by = (l: string) => list.find((x) => x.lang === l && x.content)?.content;
  return by(CONTENT_LANG[lang]) ?? by('default') ?? by('chs') ?? list.find((x) => x.content)?.content ?? '';
}

/**
 * An export's file name, as the roster file's: `<contest id>_<contest name>_season<season id>[_<kind>].csv`, without
 * the characters file systems refuse.
 */
export function exportFileName(contestId: number, contestName: string, seasonId: number, kind?: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const name = contestName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim();
  return `${contestId}_${name}_season${seasonId}${kind ? `_${kind}` : ''}.csv`;
}
