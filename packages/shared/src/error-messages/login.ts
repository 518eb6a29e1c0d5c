/** Messages for the login, input and maintenance codes 101–158. */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import type { MessageLang } from './langs.js';

export const LOGIN_MESSAGES = {
  // ---- login, input, maintenance 101–158
  [ErrorCode.INPUT_INVALID]: {
    'zh-CN': '输入内容有误，请检查',
    'zh-TW': '輸入內容有誤，請檢查',
    en: 'Invalid input. Please check and try again.',
    ja: '入力内容に誤りがあります。確認してください。',
    ko: '입력 내용이 올바르지 않습니다. 확인해 주세요.',
  },
  [ErrorCode.MAINTENANCE]: {
    'zh-CN': '服务器维护中，请稍后再试',
    'zh-TW': '伺服器維護中，請稍後再試',
    en: 'The server is under maintenance. Please try again later.',
    ja: 'メンテナンス中です。しばらくしてから再度お試しください。',
    ko: '서버 점검 중입니다. 잠시 후 다시 시도해 주세요.',
  },
  [ErrorCode.TOO_FREQUENT]: {
    'zh-CN': '请求过于频繁，请稍后再试',
    'zh-TW': '請求過於頻繁，請稍後再試',
    en: 'Too many requests. Please try again later.',
    ja: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
    ko: '요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.',
  },
  [ErrorCode.CODE_TOO_MANY]: {
    'zh-CN': '验证码获取次数过多，请稍后再试',
    'zh-TW': '驗證碼索取次數過多，請稍後再試',
    en: 'Too many verification code requests. Please try again later.',
    ja: '認証コードの送信回数が多すぎます。しばらくしてから再度お試しください。',
    ko: '인증 코드 요청 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  [ErrorCode.CODE_INVALID]: {
    'zh-CN': '验证码错误',
    'zh-TW': '驗證碼錯誤',
    en: 'Invalid verification code.',
    ja: '認証コードが正しくありません。',
    ko: '인증 코드가 올바르지 않습니다.',
  },
  [ErrorCode.CODE_EXPIRED]: {
    'zh-CN': '验证码已过期，请重新获取',
    'zh-TW': '驗證碼已過期，請重新索取',
    en: 'The verification code has expired. Please request a new one.',
    ja: '認証コードの有効期限が切れています。もう一度取得してください。',
    ko: '인증 코드가 만료되었습니다. 다시 요청해 주세요.',
  },
  [ErrorCode.EMAIL_INVALID]: {
    'zh-CN': '邮箱格式不正确',
    'zh-TW': '電子郵件格式不正確',
    en: 'Invalid email address.',
    ja: 'メールアドレスの形式が正しくありません。',
    ko: '이메일 형식이 올바르지 않습니다.',
  },
  [ErrorCode.EMAIL_NOT_BOUND]: {
    'zh-CN': '该邮箱未绑定账号',
    'zh-TW': '此電子郵件未綁定帳號',
    en: 'This email is not linked to any account.',
    ja: 'このメールアドレスはアカウントに連携されていません。',
    ko: '이 이메일은 계정에 연동되어 있지 않습니다.',
  },
  [ErrorCode.CONTEST_MAINTENANCE]: {
    'zh-CN': '比赛功能维护中，请稍后再试',
    'zh-TW': '比賽功能維護中，請稍後再試',
    en: 'Contests are under maintenance. Please try again later.',
    ja: '大会機能はメンテナンス中です。しばらくしてから再度お試しください。',
    ko: '대회 기능 점검 중입니다. 잠시 후 다시 시도해 주세요.',
  },
} satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
