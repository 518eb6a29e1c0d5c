/** Messages for the generic codes 1–15 (unknown, system, parameters, banned IP, busy, no route). */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import type { MessageLang } from './langs.js';

export const GENERIC_MESSAGES = {
  // ---- generic 1–15
  [ErrorCode.UNKNOWN]: {
    'zh-CN': '未知错误',
    'zh-TW': '未知錯誤',
    en: 'Unknown error',
    ja: '不明なエラー',
    ko: '알 수 없는 오류',
  },
  [ErrorCode.SYSTEM_ERROR]: {
    'zh-CN': '系统错误，请稍后再试',
    'zh-TW': '系統錯誤，請稍後再試',
    en: 'System error. Please try again later.',
    ja: 'システムエラーが発生しました。しばらくしてから再度お試しください。',
    ko: '시스템 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  [ErrorCode.PARAM_ERROR]: {
    'zh-CN': '参数错误',
    'zh-TW': '參數錯誤',
    en: 'Invalid parameters.',
    ja: 'パラメータが正しくありません。',
    ko: '매개변수가 올바르지 않습니다.',
  },
  [ErrorCode.IP_BANNED]: {
    'zh-CN': '当前IP已被封禁',
    'zh-TW': '目前的IP已被封鎖',
    en: 'Your IP address has been banned.',
    ja: 'お使いのIPアドレスは利用が制限されています。',
    ko: '현재 IP가 차단되었습니다.',
  },
  [ErrorCode.SERVER_BUSY]: {
    'zh-CN': '服务器繁忙，请稍后再试',
    'zh-TW': '伺服器忙碌中，請稍後再試',
    en: 'The server is busy. Please try again later.',
    ja: 'サーバーが混み合っています。しばらくしてから再度お試しください。',
    ko: '서버가 혼잡합니다. 잠시 후 다시 시도해 주세요.',
  },
  [ErrorCode.NOT_FOUND_ROUTE]: {
    'zh-CN': '请求的内容不存在',
    'zh-TW': '請求的內容不存在',
    en: 'The requested page or action does not exist.',
    ja: 'リクエストされた内容が見つかりません。',
    ko: '요청한 내용을 찾을 수 없습니다.',
  },
} satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
