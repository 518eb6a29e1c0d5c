/**
 * User-facing messages for every code of the error catalogue (`errors.ts`), in the console's five languages.
 * They are shown to organisers in a toast, so each is one or two short sentences in the wording Mahjong Soul
 * players know (比赛 / 比賽 / contest / 大会 / 대회, 赛季 / 賽季 / season / シーズン / 시즌, 管理员, 段位, 钻石 …).
 *
 * The table is checked with `satisfies` against `ErrorCodeValue`: a code without messages, or a message for a
 * code that does not exist, is a compile error. Numbers that are business limits come from `LIMITS`.
 */
import { ErrorCode, type ErrorCodeValue } from './errors.js';
import { DAY_SECONDS, LIMITS } from './limits.js';
import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './nickname.js';

export type MessageLang = 'zh-CN' | 'zh-TW' | 'en' | 'ja' | 'ko';

export const MESSAGE_LANGS: readonly MessageLang[] = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko'];

export type ErrorMessageTable = { [C in ErrorCodeValue]: Record<MessageLang, string> };

const ADMINS = LIMITS.maxAdmins;
const CREATE_DAYS = LIMITS.createIntervalSeconds / DAY_SECONDS;
const CONCURRENT = LIMITS.maxConcurrentContests;
const PARTICIPANTS = LIMITS.maxParticipants;
const LOGS = LIMITS.auditLogMax;
const EXPORT_MINUTES = LIMITS.exportCooldownSeconds / 60;
const RANK_EXPORT_MAX = 5000;

export const ERROR_MESSAGES = {
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

  // ---- account 1001–1028
  [ErrorCode.ACCOUNT_NOT_FOUND]: {
    'zh-CN': '账号未注册',
    'zh-TW': '帳號未註冊',
    en: 'This account is not registered.',
    ja: 'このアカウントは登録されていません。',
    ko: '등록되지 않은 계정입니다.',
  },
  [ErrorCode.WRONG_PASSWORD]: {
    'zh-CN': '密码错误',
    'zh-TW': '密碼錯誤',
    en: 'Incorrect password.',
    ja: 'パスワードが間違っています。',
    ko: '비밀번호가 올바르지 않습니다.',
  },
  [ErrorCode.EMAIL_TAKEN]: {
    'zh-CN': '该邮箱已被注册',
    'zh-TW': '此電子郵件已被註冊',
    en: 'This email is already registered.',
    ja: 'このメールアドレスはすでに登録されています。',
    ko: '이미 등록된 이메일입니다.',
  },
  [ErrorCode.NICKNAME_INVALID]: {
    'zh-CN': `昵称需为${NICKNAME_MIN}～${NICKNAME_MAX}个字符，且不能包含不可见字符或控制字符`,
    'zh-TW': `暱稱需為${NICKNAME_MIN}～${NICKNAME_MAX}個字元，且不能包含不可見字元或控制字元`,
    en: `The nickname must have ${NICKNAME_MIN} to ${NICKNAME_MAX} characters, with no invisible or control characters.`,
    ja: `ニックネームは${NICKNAME_MIN}～${NICKNAME_MAX}文字で、見えない文字や制御文字は使えません。`,
    ko: `닉네임은 ${NICKNAME_MIN}~${NICKNAME_MAX}자여야 하며 보이지 않는 문자나 제어 문자는 사용할 수 없습니다.`,
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

  // ---- contest 2501–2566
  [ErrorCode.CONTEST_NOT_FOUND]: {
    'zh-CN': '比赛不存在，请刷新',
    'zh-TW': '比賽不存在，請重新整理',
    en: 'Contest not found. Please refresh.',
    ja: '大会が存在しません。再読み込みしてください。',
    ko: '대회가 존재하지 않습니다. 새로고침해 주세요.',
  },
  [ErrorCode.CONTEST_COUNT_LIMIT]: {
    'zh-CN': '进行中的比赛数量已达上限',
    'zh-TW': '進行中的比賽數量已達上限',
    en: 'You have reached the limit of active contests.',
    ja: '開催中の大会数が上限に達しています。',
    ko: '진행 중인 대회 수가 한도에 도달했습니다.',
  },
  [ErrorCode.ID_GENERATION_FAILED]: {
    'zh-CN': '比赛ID生成失败，请重试',
    'zh-TW': '比賽ID產生失敗，請重試',
    en: 'Failed to generate a contest ID. Please try again.',
    ja: '大会IDの生成に失敗しました。もう一度お試しください。',
    ko: '대회 ID 생성에 실패했습니다. 다시 시도해 주세요.',
  },
  [ErrorCode.REPEAT_LOGIN]: {
    'zh-CN': '账号已在其他地方登录，请重新登录',
    'zh-TW': '帳號已在其他地方登入，請重新登入',
    en: 'Your account was logged in elsewhere. Please log in again.',
    ja: '別の場所でログインされました。再度ログインしてください。',
    ko: '다른 곳에서 로그인되었습니다. 다시 로그인해 주세요.',
  },
  [ErrorCode.NOT_LOGGED_IN]: {
    'zh-CN': '尚未登录，请先登录',
    'zh-TW': '尚未登入，請先登入',
    en: 'You are not logged in. Please log in first.',
    ja: 'ログインしていません。先にログインしてください。',
    ko: '로그인되어 있지 않습니다. 먼저 로그인해 주세요.',
  },
  [ErrorCode.NO_PERMISSION]: {
    'zh-CN': '没有操作权限',
    'zh-TW': '沒有操作權限',
    en: 'You do not have permission to do this.',
    ja: 'この操作を行う権限がありません。',
    ko: '이 작업을 할 권한이 없습니다.',
  },
  [ErrorCode.NOT_STARTED]: {
    'zh-CN': '比赛尚未开始',
    'zh-TW': '比賽尚未開始',
    en: 'The contest has not started yet.',
    ja: '大会はまだ開始していません。',
    ko: '대회가 아직 시작되지 않았습니다.',
  },
  [ErrorCode.CONTEST_ENDED]: {
    'zh-CN': '比赛已结束',
    'zh-TW': '比賽已結束',
    en: 'The contest has ended.',
    ja: '大会は終了しました。',
    ko: '대회가 종료되었습니다.',
  },
  [ErrorCode.PLAYER_NOT_WAITING]: {
    'zh-CN': '该选手不在等待列表中',
    'zh-TW': '該選手不在等待列表中',
    en: 'This player is not in the waiting list.',
    ja: 'このプレイヤーは待機リストにいません。',
    ko: '이 플레이어는 대기 목록에 없습니다.',
  },
  [ErrorCode.PLAYER_LOCKED_BY_OTHER]: {
    'zh-CN': '该选手正在被其他管理员操作',
    'zh-TW': '該選手正由其他管理員操作中',
    en: 'Another manager is handling this player.',
    ja: 'このプレイヤーは他の管理者が操作中です。',
    ko: '다른 관리자가 이 플레이어를 처리하고 있습니다.',
  },
  [ErrorCode.NOT_ON_LIST]: {
    'zh-CN': '不在比赛名单中',
    'zh-TW': '不在比賽名單中',
    en: 'Not on the contest player list.',
    ja: '大会の参加者リストに含まれていません。',
    ko: '대회 명단에 없습니다.',
  },
  [ErrorCode.CHAT_RESTRICTED]: {
    'zh-CN': '聊天功能受限',
    'zh-TW': '聊天功能受限',
    en: 'Chat is restricted.',
    ja: 'チャットが制限されています。',
    ko: '채팅이 제한되어 있습니다.',
  },
  [ErrorCode.CREATOR_ONLY]: {
    'zh-CN': '仅比赛创建者可进行此操作',
    'zh-TW': '僅比賽建立者可進行此操作',
    en: 'Only the contest creator can do this.',
    ja: 'この操作は大会の作成者のみ行えます。',
    ko: '대회 생성자만 할 수 있는 작업입니다.',
  },
  [ErrorCode.ADMIN_LIMIT]: {
    'zh-CN': `管理员最多只能设置${ADMINS}名`,
    'zh-TW': `管理員最多只能設定${ADMINS}名`,
    en: `A contest can have at most ${ADMINS} managers.`,
    ja: `管理者は最大${ADMINS}人までです。`,
    ko: `관리자는 최대 ${ADMINS}명까지 지정할 수 있습니다.`,
  },
  [ErrorCode.CREATE_INTERVAL]: {
    'zh-CN': `每${CREATE_DAYS}天只能创建一个比赛`,
    'zh-TW': `每${CREATE_DAYS}天只能建立一個比賽`,
    en: `You can create only one contest every ${CREATE_DAYS} days.`,
    ja: `大会は${CREATE_DAYS}日に1回のみ作成できます。`,
    ko: `대회는 ${CREATE_DAYS}일에 한 번만 생성할 수 있습니다.`,
  },
  [ErrorCode.NO_CREATE_PERMISSION]: {
    'zh-CN': '没有创建比赛的权限',
    'zh-TW': '沒有建立比賽的權限',
    en: 'You do not have permission to create contests.',
    ja: '大会を作成する権限がありません。',
    ko: '대회를 생성할 권한이 없습니다.',
  },
  [ErrorCode.SETTINGS_ERROR]: {
    'zh-CN': '比赛设置有误，请检查',
    'zh-TW': '比賽設定有誤，請檢查',
    en: 'The contest settings are invalid. Please check them.',
    ja: '大会設定に誤りがあります。確認してください。',
    ko: '대회 설정에 오류가 있습니다. 확인해 주세요.',
  },
  [ErrorCode.RANK_TOO_LOW]: {
    'zh-CN': '段位不足',
    'zh-TW': '段位不足',
    en: 'Rank too low.',
    ja: '段位が足りません。',
    ko: '단위가 부족합니다.',
  },
  [ErrorCode.TOO_MANY_GAMES]: {
    'zh-CN': '对局场数已达上限',
    'zh-TW': '對局場數已達上限',
    en: 'The maximum number of games has been reached.',
    ja: '対局数が上限に達しました。',
    ko: '대국 수가 한도에 도달했습니다.',
  },
  [ErrorCode.CANNOT_PROLONG]: {
    'zh-CN': '无法延长比赛时间',
    'zh-TW': '無法延長比賽時間',
    en: 'The contest period cannot be extended.',
    ja: '大会期間を延長できません。',
    ko: '대회 기간을 연장할 수 없습니다.',
  },
  [ErrorCode.AUTO_MATCHING_ON]: {
    'zh-CN': '自动匹配已开启，无法进行此操作',
    'zh-TW': '自動配對已開啟，無法進行此操作',
    en: 'Auto-matching is on, so this cannot be done.',
    ja: '自動マッチングが有効なため、この操作はできません。',
    ko: '자동 매칭이 켜져 있어 이 작업을 할 수 없습니다.',
  },
  [ErrorCode.PLAYER_MATCHMAKING]: {
    'zh-CN': '该选手正在匹配中',
    'zh-TW': '該選手正在配對中',
    en: 'This player is currently matchmaking.',
    ja: 'このプレイヤーはマッチング中です。',
    ko: '이 플레이어는 매칭 중입니다.',
  },
  [ErrorCode.TYPE_CANNOT_BE_CREATED]: {
    'zh-CN': '无法创建该类型的比赛',
    'zh-TW': '無法建立此類型的比賽',
    en: 'This type of contest cannot be created.',
    ja: 'この種類の大会は作成できません。',
    ko: '이 유형의 대회는 생성할 수 없습니다.',
  },
  [ErrorCode.ZONE_LIMIT]: {
    'zh-CN': '当前服务器受限，无法进入',
    'zh-TW': '目前的伺服器受限，無法進入',
    en: 'Access from your server is restricted.',
    ja: 'お使いのサーバーからは利用が制限されています。',
    ko: '현재 서버에서는 이용이 제한되어 있습니다.',
  },
  [ErrorCode.CREATE_UNAVAILABLE]: {
    'zh-CN': '比赛创建功能暂时无法使用',
    'zh-TW': '比賽建立功能暫時無法使用',
    en: 'Contest creation is temporarily unavailable.',
    ja: '大会の作成は一時的にご利用いただけません。',
    ko: '대회 생성 기능을 일시적으로 사용할 수 없습니다.',
  },
  [ErrorCode.NAME_UNAVAILABLE]: {
    'zh-CN': '比赛名称修改暂时无法使用',
    'zh-TW': '比賽名稱修改暫時無法使用',
    en: 'Changing the contest name is temporarily unavailable.',
    ja: '大会名の変更は一時的にご利用いただけません。',
    ko: '대회 이름 변경 기능을 일시적으로 사용할 수 없습니다.',
  },
  [ErrorCode.NOTICE_UNAVAILABLE]: {
    'zh-CN': '公告功能暂时无法使用',
    'zh-TW': '公告功能暫時無法使用',
    en: 'Announcements are temporarily unavailable.',
    ja: 'お知らせ機能は一時的にご利用いただけません。',
    ko: '공지 기능을 일시적으로 사용할 수 없습니다.',
  },
  [ErrorCode.CHAT_UNAVAILABLE]: {
    'zh-CN': '聊天功能暂时无法使用',
    'zh-TW': '聊天功能暫時無法使用',
    en: 'Chat is temporarily unavailable.',
    ja: 'チャット機能は一時的にご利用いただけません。',
    ko: '채팅 기능을 일시적으로 사용할 수 없습니다.',
  },
  [ErrorCode.SPECTATE_UNAVAILABLE]: {
    'zh-CN': '观战功能暂时无法使用',
    'zh-TW': '觀戰功能暫時無法使用',
    en: 'Spectating is temporarily unavailable.',
    ja: '観戦機能は一時的にご利用いただけません。',
    ko: '관전 기능을 일시적으로 사용할 수 없습니다.',
  },
  [ErrorCode.ZONE_LIMIT_ENTRY]: {
    'zh-CN': '该比赛限制了可参加的服务器',
    'zh-TW': '該比賽限制了可參加的伺服器',
    en: 'This contest is limited to certain servers.',
    ja: 'この大会は参加できるサーバーが制限されています。',
    ko: '이 대회는 참가 가능한 서버가 제한되어 있습니다.',
  },
  [ErrorCode.CREATED_LIMIT]: {
    'zh-CN': `最多只能同时创建${CONCURRENT}个比赛`,
    'zh-TW': `最多只能同時建立${CONCURRENT}個比賽`,
    en: `You can have at most ${CONCURRENT} contests at the same time.`,
    ja: `同時に作成できる大会は最大${CONCURRENT}つです。`,
    ko: `대회는 동시에 최대 ${CONCURRENT}개까지 생성할 수 있습니다.`,
  },
  [ErrorCode.ADMIN_LOAD_FAILED]: {
    'zh-CN': '管理员信息加载失败',
    'zh-TW': '管理員資訊載入失敗',
    en: 'Failed to load the managers.',
    ja: '管理者情報の読み込みに失敗しました。',
    ko: '관리자 정보를 불러오지 못했습니다.',
  },
  [ErrorCode.SEASON_LOAD_FAILED]: {
    'zh-CN': '赛季信息加载失败',
    'zh-TW': '賽季資訊載入失敗',
    en: 'Failed to load the season.',
    ja: 'シーズン情報の読み込みに失敗しました。',
    ko: '시즌 정보를 불러오지 못했습니다.',
  },
  [ErrorCode.SEASON_NOT_FOUND]: {
    'zh-CN': '赛季不存在',
    'zh-TW': '賽季不存在',
    en: 'Season not found.',
    ja: 'シーズンが存在しません。',
    ko: '시즌이 존재하지 않습니다.',
  },
  [ErrorCode.SEASON_NOT_LOADED]: {
    'zh-CN': '赛季尚未加载，请刷新',
    'zh-TW': '賽季尚未載入，請重新整理',
    en: 'The season has not loaded. Please refresh.',
    ja: 'シーズンが読み込まれていません。再読み込みしてください。',
    ko: '시즌을 불러오지 못했습니다. 새로고침해 주세요.',
  },
  [ErrorCode.SEASON_LIST_FAILED]: {
    'zh-CN': '赛季列表获取失败',
    'zh-TW': '賽季列表取得失敗',
    en: 'Failed to load the season list.',
    ja: 'シーズン一覧の取得に失敗しました。',
    ko: '시즌 목록을 불러오지 못했습니다.',
  },
  [ErrorCode.SEASON_CREATE_FAILED]: {
    'zh-CN': '赛季创建失败',
    'zh-TW': '賽季建立失敗',
    en: 'Failed to create the season.',
    ja: 'シーズンの作成に失敗しました。',
    ko: '시즌 생성에 실패했습니다.',
  },
  [ErrorCode.NO_ACTIVE_SEASON]: {
    'zh-CN': '当前没有进行中的赛季',
    'zh-TW': '目前沒有進行中的賽季',
    en: 'There is no active season.',
    ja: '開催中のシーズンがありません。',
    ko: '진행 중인 시즌이 없습니다.',
  },
  [ErrorCode.OUTSIDE_SIGNUP_TIME]: {
    'zh-CN': '当前不在报名时间内',
    'zh-TW': '目前不在報名時間內',
    en: 'Registration is not open at this time.',
    ja: '現在は参加申請期間外です。',
    ko: '지금은 참가 신청 기간이 아닙니다.',
  },
  [ErrorCode.UNREGISTERED_CANNOT_JOIN]: {
    'zh-CN': '未报名的选手无法参赛',
    'zh-TW': '未報名的選手無法參賽',
    en: 'Players who have not registered cannot join.',
    ja: '参加申請をしていないプレイヤーは参加できません。',
    ko: '참가 신청을 하지 않은 플레이어는 참가할 수 없습니다.',
  },
  [ErrorCode.SEASON_NOT_ENDED]: {
    'zh-CN': '赛季尚未结束',
    'zh-TW': '賽季尚未結束',
    en: 'The season has not ended yet.',
    ja: 'シーズンはまだ終了していません。',
    ko: '시즌이 아직 종료되지 않았습니다.',
  },
  [ErrorCode.ENDED_SEASON_READONLY]: {
    'zh-CN': '已结束的赛季无法修改',
    'zh-TW': '已結束的賽季無法修改',
    en: 'An ended season cannot be changed.',
    ja: '終了したシーズンは変更できません。',
    ko: '종료된 시즌은 변경할 수 없습니다.',
  },
  [ErrorCode.PLAYER_ALREADY_RESERVED]: {
    'zh-CN': '该选手已在对局计划中',
    'zh-TW': '該選手已在對局計畫中',
    en: 'This player is already in a game plan.',
    ja: 'このプレイヤーはすでに対局予定に入っています。',
    ko: '이 플레이어는 이미 대국 계획에 포함되어 있습니다.',
  },
  [ErrorCode.PLAYER_MUST_BE_LOCKED]: {
    'zh-CN': '请先锁定该选手',
    'zh-TW': '請先鎖定該選手',
    en: 'Please lock this player first.',
    ja: '先にこのプレイヤーをロックしてください。',
    ko: '먼저 이 플레이어를 잠가 주세요.',
  },
  [ErrorCode.DUPLICATE_PLAYERS]: {
    'zh-CN': '存在重复的选手',
    'zh-TW': '存在重複的選手',
    en: 'The same player appears more than once.',
    ja: 'プレイヤーが重複しています。',
    ko: '중복된 플레이어가 있습니다.',
  },
  [ErrorCode.CREATOR_AS_ADMIN]: {
    'zh-CN': '不能将比赛创建者设为管理员',
    'zh-TW': '無法將比賽建立者設為管理員',
    en: 'The contest creator cannot be added as a manager.',
    ja: '大会の作成者を管理者に設定することはできません。',
    ko: '대회 생성자는 관리자로 지정할 수 없습니다.',
  },
  [ErrorCode.NAME_TOO_LONG]: {
    'zh-CN': '比赛名称过长',
    'zh-TW': '比賽名稱過長',
    en: 'The contest name is too long.',
    ja: '大会名が長すぎます。',
    ko: '대회 이름이 너무 깁니다.',
  },
  [ErrorCode.NOTICE_TOO_LONG]: {
    'zh-CN': '公告内容过长',
    'zh-TW': '公告內容過長',
    en: 'The announcement is too long.',
    ja: 'お知らせが長すぎます。',
    ko: '공지 내용이 너무 깁니다.',
  },
  [ErrorCode.SEASON_TOO_LONG]: {
    'zh-CN': '赛季时间过长',
    'zh-TW': '賽季時間過長',
    en: 'The season is too long.',
    ja: 'シーズン期間が長すぎます。',
    ko: '시즌 기간이 너무 깁니다.',
  },
  [ErrorCode.CREATION_FAILED]: {
    'zh-CN': '比赛创建失败',
    'zh-TW': '比賽建立失敗',
    en: 'Failed to create the contest.',
    ja: '大会の作成に失敗しました。',
    ko: '대회 생성에 실패했습니다.',
  },
  [ErrorCode.SIGNUP_AWAITING_REVIEW]: {
    'zh-CN': '报名正在审核中',
    'zh-TW': '報名正在審核中',
    en: 'The registration is awaiting review.',
    ja: '参加申請は審査中です。',
    ko: '참가 신청이 심사 중입니다.',
  },
  [ErrorCode.SIGNUP_CLOSED]: {
    'zh-CN': '报名已关闭',
    'zh-TW': '報名已關閉',
    en: 'Registration is closed.',
    ja: '参加申請の受付は終了しました。',
    ko: '참가 신청이 마감되었습니다.',
  },
  [ErrorCode.ALREADY_REGISTERED]: {
    'zh-CN': '已报名，请勿重复报名',
    'zh-TW': '已報名，請勿重複報名',
    en: 'Already registered.',
    ja: 'すでに参加申請済みです。',
    ko: '이미 참가 신청했습니다.',
  },
  [ErrorCode.REMARK_TOO_LONG]: {
    'zh-CN': '备注过长',
    'zh-TW': '備註過長',
    en: 'The remark is too long.',
    ja: '備考が長すぎます。',
    ko: '메모가 너무 깁니다.',
  },
  [ErrorCode.REVIEW_CONTENT_UNAVAILABLE]: {
    'zh-CN': '审核内容暂时无法获取',
    'zh-TW': '審核內容暫時無法取得',
    en: 'The review content is unavailable right now.',
    ja: '審査内容を取得できません。',
    ko: '심사 내용을 불러올 수 없습니다.',
  },
  [ErrorCode.ONLY_LAST_LOGS]: {
    'zh-CN': `仅可查看最近${LOGS}条操作记录`,
    'zh-TW': `僅可查看最近${LOGS}筆操作紀錄`,
    en: `Only the last ${LOGS} log entries can be viewed.`,
    ja: `閲覧できるのは直近${LOGS}件の操作ログのみです。`,
    ko: `최근 ${LOGS}개의 로그만 볼 수 있습니다.`,
  },
  [ErrorCode.SPECTATING_DISABLED]: {
    'zh-CN': '该比赛未开启观战',
    'zh-TW': '該比賽未開啟觀戰',
    en: 'Spectating is not enabled for this contest.',
    ja: 'この大会では観戦が有効になっていません。',
    ko: '이 대회는 관전이 허용되어 있지 않습니다.',
  },
  [ErrorCode.CONFIG_LOCKED]: {
    'zh-CN': '配置已被游戏管理员锁定，无法修改',
    'zh-TW': '設定已被遊戲管理員鎖定，無法修改',
    en: 'The configuration is locked by the game administrator.',
    ja: '設定はゲーム管理者によってロックされているため、変更できません。',
    ko: '설정이 게임 관리자에 의해 잠겨 있어 변경할 수 없습니다.',
  },
  [ErrorCode.MATCH_LIST_FAILED]: {
    'zh-CN': '对局列表获取失败',
    'zh-TW': '對局列表取得失敗',
    en: 'Failed to load the game list.',
    ja: '対局一覧の取得に失敗しました。',
    ko: '대국 목록을 불러오지 못했습니다.',
  },
  [ErrorCode.CONTEST_DELETED]: {
    'zh-CN': '比赛已被删除',
    'zh-TW': '比賽已被刪除',
    en: 'The contest has been deleted.',
    ja: '大会は削除されました。',
    ko: '대회가 삭제되었습니다.',
  },
  [ErrorCode.CHAT_ROOM_FAILED]: {
    'zh-CN': '聊天室异常，请稍后再试',
    'zh-TW': '聊天室異常，請稍後再試',
    en: 'Chat room error. Please try again later.',
    ja: 'チャットルームでエラーが発生しました。しばらくしてから再度お試しください。',
    ko: '채팅방 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  [ErrorCode.TIME_CONFIG_ERROR]: {
    'zh-CN': '时间设置有误，请检查',
    'zh-TW': '時間設定有誤，請檢查',
    en: 'The time settings are invalid. Please check them.',
    ja: '時間設定に誤りがあります。確認してください。',
    ko: '시간 설정이 올바르지 않습니다. 확인해 주세요.',
  },
  [ErrorCode.CANNOT_CHANGE_START]: {
    'zh-CN': '已经开始，无法修改开始时间',
    'zh-TW': '已經開始，無法修改開始時間',
    en: 'The start time cannot be changed once it has passed.',
    ja: '開始後は開始時間を変更できません。',
    ko: '시작된 후에는 시작 시간을 변경할 수 없습니다.',
  },
  [ErrorCode.CANNOT_CHANGE_END]: {
    'zh-CN': '已经结束，无法修改结束时间',
    'zh-TW': '已經結束，無法修改結束時間',
    en: 'The end time cannot be changed once it has passed.',
    ja: '終了後は終了時間を変更できません。',
    ko: '종료된 후에는 종료 시간을 변경할 수 없습니다.',
  },
  [ErrorCode.SEASON_ENDED]: {
    'zh-CN': '赛季已结束',
    'zh-TW': '賽季已結束',
    en: 'The season has ended.',
    ja: 'シーズンは終了しました。',
    ko: '시즌이 종료되었습니다.',
  },
  [ErrorCode.PARTICIPANTS_FULL]: {
    'zh-CN': `参赛人数已满（上限${PARTICIPANTS}人）`,
    'zh-TW': `參賽人數已滿（上限${PARTICIPANTS}人）`,
    en: `The contest is full (at most ${PARTICIPANTS} participants).`,
    ja: `参加者数が上限（${PARTICIPANTS}人）に達しました。`,
    ko: `참가 인원이 가득 찼습니다(최대 ${PARTICIPANTS}명).`,
  },
  [ErrorCode.RECORD_OTHER_SEASON]: {
    'zh-CN': '对局记录不属于该赛季',
    'zh-TW': '對局紀錄不屬於該賽季',
    en: 'The game record belongs to another season.',
    ja: 'この対局記録は別のシーズンのものです。',
    ko: '이 대국 기록은 다른 시즌의 기록입니다.',
  },
  [ErrorCode.EXPORT_TOO_SOON]: {
    'zh-CN': `上次下载于 {time}，每 ${EXPORT_MINUTES} 分钟只能下载一次`,
    'zh-TW': `上次下載於 {time}，每 ${EXPORT_MINUTES} 分鐘只能下載一次`,
    en: `Last downloaded at {time}. You can download this once every ${EXPORT_MINUTES} minutes.`,
    ja: `前回のダウンロードは {time} です。ダウンロードは ${EXPORT_MINUTES} 分に1回までです。`,
    ko: `마지막 다운로드: {time}. ${EXPORT_MINUTES}분에 한 번만 다운로드할 수 있습니다.`,
  },
  [ErrorCode.RANK_EXPORT_LIMIT]: {
    'zh-CN': `最多只能获取 ${RANK_EXPORT_MAX} 条排名`,
    'zh-TW': `最多只能取得 ${RANK_EXPORT_MAX} 筆排名`,
    en: `At most ${RANK_EXPORT_MAX} rankings can be fetched.`,
    ja: `取得できる順位は最大 ${RANK_EXPORT_MAX} 件です。`,
    ko: `순위는 최대 ${RANK_EXPORT_MAX}개까지 가져올 수 있습니다.`,
  },
  [ErrorCode.RECORD_LOG_UNAVAILABLE]: {
    'zh-CN': '无法还原该对局的牌谱，请联系管理员',
    'zh-TW': '無法還原該對局的牌譜，請聯絡管理員',
    en: "This game's log cannot be rebuilt. Please contact the administrator.",
    ja: 'この対局の牌譜を復元できません。管理者にお問い合わせください。',
    ko: '이 대국의 패보를 복원할 수 없습니다. 관리자에게 문의하세요.',
  },

  // ---- game plans and running games (issue 10); {seats}, {given}, {total} come from the error's detail
  [ErrorCode.SEATS_NOT_FILLED]: {
    'zh-CN': '所有座位都需要安排选手或电脑（共 {seats} 个座位）',
    'zh-TW': '所有座位都需要安排選手或電腦（共 {seats} 個座位）',
    en: 'Every seat must be filled with a player or a robot ({seats} seats).',
    ja: 'すべての席にプレイヤーかCPUを入れてください（{seats} 席）。',
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
    ja: '全席をCPUにすることはできません。',
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

  // ---- client-side only
  [ErrorCode.CLIENT_CONNECTION_FAILED]: {
    'zh-CN': '连接服务器失败，请检查网络',
    'zh-TW': '連線伺服器失敗，請檢查網路',
    en: 'Could not connect to the server. Please check your network.',
    ja: 'サーバーへの接続に失敗しました。ネットワークを確認してください。',
    ko: '서버에 연결하지 못했습니다. 네트워크를 확인해 주세요.',
  },
  [ErrorCode.CLIENT_IMPORT_FAILED]: {
    'zh-CN': '导入失败，规则文本无效',
    'zh-TW': '匯入失敗，規則文字無效',
    en: 'Import failed: the rule text is invalid.',
    ja: 'インポートに失敗しました。ルールのテキストが正しくありません。',
    ko: '가져오기에 실패했습니다. 규칙 텍스트가 올바르지 않습니다.',
  },
} satisfies ErrorMessageTable;

const TABLE: Readonly<Record<number, Record<MessageLang, string> | undefined>> = ERROR_MESSAGES;

/**
 * The message for `code` in `lang`. An unknown code gives the UNKNOWN message with the number appended,
 * e.g. "Unknown error (9999)" / "未知错误（9999）".
 */
export function errorMessage(code: number, lang: MessageLang): string {
  const entry = Object.hasOwn(TABLE, code) ? TABLE[code] : undefined;
  if (entry) return entry[lang] ?? entry['zh-CN'];
  const unknown = ERROR_MESSAGES[ErrorCode.UNKNOWN];
  const base = unknown[lang] ?? unknown['zh-CN'];
  const wide = lang !== 'en' && lang !== 'ko'; // full-width brackets for Chinese and Japanese
  return wide ? `${base}（${code}）` : `${base} (${code})`;
}

/** Maps one language tag (BCP 47, or a console page code such as `en-US` or `kr`) to a message language. */
function langFromTag(tag: string): MessageLang | null {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [primary, ...rest] = parts;
  switch (primary) {
    case 'zh': {
      if (rest.includes('hans')) return 'zh-CN';
      if (rest.includes('hant')) return 'zh-TW';
      if (rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo')) return 'zh-TW';
      return 'zh-CN';
    }
    case 'en':
      return 'en';
    case 'ja':
    case 'jp':
      return 'ja';
    case 'ko':
    case 'kr':
      return 'ko';
    default:
      return null;
  }
}

/**
 * Picks the message language from an HTTP Accept-Language header (q-values honoured, q=0 excluded, ties in
 * header order). The first acceptable tag that maps to a supported language wins; otherwise zh-CN.
 */
export function langFromAcceptLanguage(header: string | undefined): MessageLang {
  if (!header) return 'zh-CN';
  const ranges: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((item, index) => {
    const [rawTag, ...params] = item.split(';');
    const tag = rawTag.trim();
    if (!tag || tag === '*') return;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      if (m) {
        // A malformed or out-of-range weight makes the whole range unusable.
        if (!/^\d+(\.\d*)?$/.test(m[1])) return;
        q = Number(m[1]);
        if (q > 1) return;
      }
    }
    if (q > 0) ranges.push({ tag, q, index });
  });
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const lang = langFromTag(tag);
    if (lang) return lang;
  }
  return 'zh-CN';
}
