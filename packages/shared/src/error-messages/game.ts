/** Messages for the game and players' table codes 1201–1217. */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import type { MessageLang } from './langs.js';

export const GAME_MESSAGES = {
  // ---- game 1201–1217
  [ErrorCode.GAME_NOT_FOUND]: {
    'zh-CN': '对局不存在',
    'zh-TW': '對局不存在',
    en: 'Game not found.',
    ja: '対局が存在しません。',
    ko: '대국이 존재하지 않습니다.',
  },
  [ErrorCode.GAME_ALREADY_PAUSED]: {
    'zh-CN': '对局已处于暂停状态',
    'zh-TW': '對局已處於暫停狀態',
    en: 'The game is already paused.',
    ja: '対局はすでに一時停止中です。',
    ko: '대국이 이미 일시 정지되어 있습니다.',
  },
  [ErrorCode.GAME_ALREADY_RESUMED]: {
    'zh-CN': '对局已恢复进行',
    'zh-TW': '對局已恢復進行',
    en: 'The game has already been resumed.',
    ja: '対局はすでに再開されています。',
    ko: '대국이 이미 재개되었습니다.',
  },
  [ErrorCode.TABLE_NOT_YOUR_TURN]: {
    'zh-CN': '现在不是你的操作时机',
    'zh-TW': '現在不是你的操作時機',
    en: 'It is not your turn to act.',
    ja: '今はあなたの操作の番ではありません。',
    ko: '지금은 당신이 행동할 차례가 아닙니다.',
  },
  [ErrorCode.TABLE_ILLEGAL_ACTION]: {
    'zh-CN': '该操作不合规则',
    'zh-TW': '該操作不合規則',
    en: 'That action is not allowed now.',
    ja: 'その操作は現在できません。',
    ko: '지금은 할 수 없는 행동입니다.',
  },
  [ErrorCode.TABLE_NOT_YOUR_SEAT]: {
    'zh-CN': '你不在这个座位上',
    'zh-TW': '你不在這個座位上',
    en: 'You do not sit in that seat.',
    ja: 'その席はあなたの席ではありません。',
    ko: '당신의 자리가 아닙니다.',
  },
  [ErrorCode.TABLE_QUESTION_CLOSED]: {
    'zh-CN': '该操作已过时',
    'zh-TW': '該操作已過時',
    en: 'That decision is no longer open.',
    ja: 'その選択はすでに締め切られました。',
    ko: '이미 마감된 선택입니다.',
  },
  [ErrorCode.TABLE_ELSEWHERE]: {
    'zh-CN': '该对局由另一台服务器进行，请稍后重连',
    'zh-TW': '該對局由另一台伺服器進行，請稍後重新連線',
    en: 'This game is played on another server; reconnect shortly.',
    ja: 'この対局は別のサーバーで進行中です。しばらくして再接続してください。',
    ko: '이 대국은 다른 서버에서 진행 중입니다. 잠시 후 다시 연결하세요.',
  },
} satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
