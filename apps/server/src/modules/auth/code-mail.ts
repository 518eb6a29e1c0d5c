/** The e-mail that carries a six-digit sign-in or registration code, in the language of the page that asked for it. */
import type { MessageLang } from '@taikai/shared';

const MAIL: Record<MessageLang, { subject: (code: string) => string; text: (code: string) => string }> = {
  'zh-CN': {
    subject: (code) => `Taikai 验证码 ${code}`,
    text: (code) => `你的 Taikai 验证码是 ${code}，10 分钟内有效。`,
  },
  'zh-TW': {
    subject: (code) => `Taikai 驗證碼 ${code}`,
    text: (code) => `你的 Taikai 驗證碼是 ${code}，10 分鐘內有效。`,
  },
  en: {
    subject: (code) => `Taikai verification code ${code}`,
    text: (code) => `Your Taikai verification code is ${code}. It expires in 10 minutes.`,
  },
  ja: {
    subject: (code) => `Taikai 認証コード ${code}`,
    text: (code) => `Taikai の認証コードは ${code} です。10 分間有効です。`,
  },
  ko: {
    subject: (code) => `Taikai 인증 코드 ${code}`,
    text: (code) => `Taikai 인증 코드는 ${code}입니다. 10분 동안 유효합니다.`,
  },
};

export function codeMail(lang: MessageLang, code: string): { subject: string; text: string } {
  const m = MAIL[lang];
  return { subject: m.subject(code), text: m.text(code) };
}
