/** Messages for the resource and account-state codes 501–510. */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import type { MessageLang } from './langs.js';

export const RESOURCE_MESSAGES = {
  // ---- resources and accounts 501–510
  [ErrorCode.RESOURCE_NOT_ENOUGH]: {
    'zh-CN': '钻石不足',
    'zh-TW': '鑽石不足',
    en: 'Not enough diamonds.',
    ja: 'ダイヤが足りません。',
    ko: '다이아가 부족합니다.',
  },
  [ErrorCode.FORBIDDEN_WORD]: {
    'zh-CN': '内容包含敏感词，请修改',
    'zh-TW': '內容包含敏感字詞，請修改',
    en: 'The text contains prohibited words. Please edit it.',
    ja: '禁止ワードが含まれています。修正してください。',
    ko: '금지어가 포함되어 있습니다. 수정해 주세요.',
  },
  [ErrorCode.ACCOUNT_BANNED]: {
    'zh-CN': '账号已被封禁',
    'zh-TW': '帳號已被停權',
    en: 'This account has been banned.',
    ja: 'このアカウントは利用停止されています。',
    ko: '이 계정은 이용이 정지되었습니다.',
  },
  [ErrorCode.ACCOUNT_FROZEN]: {
    'zh-CN': '账号已被冻结',
    'zh-TW': '帳號已被凍結',
    en: 'This account has been frozen.',
    ja: 'このアカウントは凍結されています。',
    ko: '이 계정은 동결되었습니다.',
  },
} satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
