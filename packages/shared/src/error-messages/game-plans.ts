/** Messages for the game plan and running game codes 2590–2597 and the text-not-shown code 2598. */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import type { MessageLang } from './langs.js';

export const GAME_PLAN_MESSAGES = {
  // ---- game plans and running games; {seats}, {given}, {total} come from the error's detail
  [ErrorCode.SEATS_NOT_FILLED]: {
    'zh-CN': '所有座位都需要安排选手或电脑（共 {seats} 个座位）',
    'zh-TW': '所有座位都需要安排選手或電腦（共 {seats} 個座位）',
    en: 'Every seat must be filled with a player or a robot ({seats} seats).',
    ja: 'すべての席にプレイヤーかAIを入れてください（{seats} 席）。',
    ko: '모든 자리에 플레이어나 AI를 배치해야 합니다({seats}석).',
  },
  [ErrorCode.SEAT_COUNT_MISMATCH]: {
    'zh-CN': '本赛季的对局为 {seats} 人，不能安排 {given} 个座位',
    'zh-TW': '本賽季的對局為 {seats} 人，不能安排 {given} 個座位',
    en: 'Games of this season have {seats} seats, not {given}.',
    ja: 'このシーズンの対局は {seats} 人打ちです（{given} 席は指定できません）。',
    ko: '이 시즌의 대국은 {seats}인 대국입니다({given}석은 지정할 수 없습니다).',
  },
  [ErrorCode.ALL_ROBOTS]: {
    'zh-CN': '不能所有座位都是电脑',
    'zh-TW': '不能所有座位都是電腦',
    en: 'A game cannot have robots in every seat.',
    ja: '全席をAIにすることはできません。',
    ko: '모든 자리를 AI로 채울 수는 없습니다.',
  },
  [ErrorCode.POINTS_SUM_MISMATCH]: {
    'zh-CN': '选手起始点数之和必须为 {total}',
    'zh-TW': '選手起始點數之和必須為 {total}',
    en: "The players' starting points must add up to {total}.",
    ja: 'プレイヤーの配給原点の合計は {total} にしてください。',
    ko: '플레이어 시작 점수의 합은 {total}이어야 합니다.',
  },
  [ErrorCode.START_OUTSIDE_SEASON]: {
    'zh-CN': '开始时间必须在赛季期间内',
    'zh-TW': '開始時間必須在賽季期間內',
    en: 'The start time must be within the season.',
    ja: '開始時刻はシーズン期間内にしてください。',
    ko: '시작 시간은 시즌 기간 안이어야 합니다.',
  },
  [ErrorCode.START_TIME_PASSED]: {
    'zh-CN': '开始时间不能早于当前时间',
    'zh-TW': '開始時間不能早於目前時間',
    en: 'The start time cannot be in the past.',
    ja: '開始時刻に過去の時刻は指定できません。',
    ko: '시작 시간은 과거일 수 없습니다.',
  },
  [ErrorCode.PLAN_NOT_WAITING]: {
    'zh-CN': '该对局计划已开始或已结束，无法操作',
    'zh-TW': '該對局計畫已開始或已結束，無法操作',
    en: 'This game plan has already started or ended.',
    ja: 'この対局予定はすでに開始または終了しています。',
    ko: '이 대국 계획은 이미 시작되었거나 종료되었습니다.',
  },
  [ErrorCode.TEXT_NOT_SHOWN]: {
    'zh-CN': '文字不能只由不可见字符组成，也不能包含控制字符或文字方向控制符',
    'zh-TW': '文字不能只由不可見字元組成，也不能包含控制字元或文字方向控制符',
    en: 'The text must show something and may not contain control characters or text-direction overrides.',
    ja: '文字は見えない文字だけにはできず、制御文字や文字方向の制御文字も使えません。',
    ko: '텍스트는 보이지 않는 문자만으로 이루어질 수 없으며 제어 문자나 텍스트 방향 제어 문자를 포함할 수 없습니다.',
  },
  [ErrorCode.SEASON_GAMES_OPEN]: {
    'zh-CN': '该赛季仍有进行中的对局或待开始的对局计划，请先处理后再结束赛季',
    'zh-TW': '該賽季仍有進行中的對局或待開始的對局計畫，請先處理後再結束賽季',
    en: 'This season still has games in progress or game plans waiting to start. Finish or stop them first.',
    ja: 'このシーズンには進行中の対局か開始待ちの対局予定があります。先に終了または中止してください。',
    ko: '이 시즌에 진행 중인 대국이나 시작 대기 중인 대국 계획이 있습니다. 먼저 종료하거나 중지해 주세요.',
  },
} satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
