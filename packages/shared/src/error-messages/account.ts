/** Messages for the account codes 1001–1028 (nickname and password lengths come from `nickname.ts`). */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../nickname.js';
import type { MessageLang } from './langs.js';

export const ACCOUNT_MESSAGES = {
  // ---- account 1001–1028
  [ErrorCode.ACCOUNT_NOT_FOUND]: {
    'zh-CN': '账号未注册',
    'zh-TW': '帳號未註冊',
    en: 'This account is not registered.',
    ja: 'このアカウントは登録されていません。',
    ko: '등록되지 않은 계정입니다.',
  },
  [ErrorCode.WRONG_PASSWORD]: {
    'zh-CN': '账号或密码错误',
    'zh-TW': '帳號或密碼錯誤',
    en: 'The account or the password is incorrect.',
    ja: 'アカウントまたはパスワードが間違っています。',
    ko: '계정 또는 비밀번호가 올바르지 않습니다.',
  },
  [ErrorCode.EMAIL_TAKEN]: {
    'zh-CN': '该邮箱已被注册',
    'zh-TW': '此電子郵件已被註冊',
    en: 'This email is already registered.',
    ja: 'このメールアドレスはすでに登録されています。',
    ko: '이미 등록된 이메일입니다.',
  },
  [ErrorCode.NICKNAME_INVALID]: {
    'zh-CN': `昵称需为${NICKNAME_MIN}～${NICKNAME_MAX}个字符，至少有一个可见字符，且不能包含不可见字符或控制字符`,
    'zh-TW': `暱稱需為${NICKNAME_MIN}～${NICKNAME_MAX}個字元，至少有一個可見字元，且不能包含不可見字元或控制字元`,
    en: `The nickname must have ${NICKNAME_MIN} to ${NICKNAME_MAX} characters, at least one of them visible, with no invisible or control characters.`,
    ja: `ニックネームは見える文字を含む${NICKNAME_MIN}～${NICKNAME_MAX}文字で、見えない文字や制御文字は使えません。`,
    ko: `닉네임은 보이는 문자를 하나 이상 포함한 ${NICKNAME_MIN}~${NICKNAME_MAX}자여야 하며 보이지 않는 문자나 제어 문자는 사용할 수 없습니다.`,
  },
  [ErrorCode.NICKNAME_LOOK_ALIKE]: {
    'zh-CN': '该昵称与其他玩家的昵称看起来相同，请换一个',
    'zh-TW': '此暱稱與其他玩家的暱稱看起來相同，請換一個',
    en: "This nickname looks like another player's. Choose another one.",
    ja: 'このニックネームは他のプレイヤーのニックネームと見分けがつきません。別のニックネームにしてください。',
    ko: '이 닉네임은 다른 플레이어의 닉네임과 똑같아 보입니다. 다른 닉네임을 정해 주세요.',
  },
  [ErrorCode.REGISTRATION_CLOSED]: {
    'zh-CN': '本站暂不开放注册，请联系运营方获取账号',
    'zh-TW': '本站暫不開放註冊，請聯絡營運方取得帳號',
    en: 'Registration is closed on this site. Ask the operator for an account.',
    ja: 'このサイトでは新規登録を受け付けていません。運営者にアカウントを依頼してください。',
    ko: '이 사이트는 현재 회원가입을 받지 않습니다. 운영자에게 계정을 요청해 주세요.',
  },
  [ErrorCode.PASSWORD_INVALID]: {
    'zh-CN': `密码需为${PASSWORD_MIN}～${PASSWORD_MAX}个字符`,
    'zh-TW': `密碼需為${PASSWORD_MIN}～${PASSWORD_MAX}個字元`,
    en: `The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
    ja: `パスワードは${PASSWORD_MIN}～${PASSWORD_MAX}文字にしてください。`,
    ko: `비밀번호는 ${PASSWORD_MIN}~${PASSWORD_MAX}자여야 합니다.`,
  },
  [ErrorCode.HANDOVER_CODE_UNKNOWN]: {
    'zh-CN': '该手机版登录链接无效，请在电脑上重新打开手机版',
    'zh-TW': '此手機版登入連結無效，請在電腦上重新開啟手機版',
    en: 'This link to the mobile site is not valid. Open the mobile site again from the console.',
    ja: 'このモバイル版へのリンクは無効です。コンソールからもう一度モバイル版を開いてください。',
    ko: '이 모바일 사이트 링크는 유효하지 않습니다. 콘솔에서 모바일 사이트를 다시 여세요.',
  },
  [ErrorCode.HANDOVER_CODE_USED]: {
    'zh-CN': '该手机版登录链接已使用过，请在电脑上重新打开手机版',
    'zh-TW': '此手機版登入連結已使用過，請在電腦上重新開啟手機版',
    en: 'This link to the mobile site has already been used. Open the mobile site again from the console.',
    ja: 'このモバイル版へのリンクはすでに使用されています。コンソールからもう一度モバイル版を開いてください。',
    ko: '이 모바일 사이트 링크는 이미 사용되었습니다. 콘솔에서 모바일 사이트를 다시 여세요.',
  },
  [ErrorCode.HANDOVER_CODE_EXPIRED]: {
    'zh-CN': '该手机版登录链接已过期，请在电脑上重新打开手机版',
    'zh-TW': '此手機版登入連結已過期，請在電腦上重新開啟手機版',
    en: 'This link to the mobile site has expired. Open the mobile site again from the console.',
    ja: 'このモバイル版へのリンクは有効期限が切れています。コンソールからもう一度モバイル版を開いてください。',
    ko: '이 모바일 사이트 링크는 만료되었습니다. 콘솔에서 모바일 사이트를 다시 여세요.',
  },
} satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
