/** Messages for the records and ranking codes 2580–2587 (the export cooldown and tag limits from `LIMITS`). */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import { LIMITS } from '../limits.js';
import type { MessageLang } from './langs.js';

const EXPORT_MINUTES = LIMITS.exportCooldownSeconds / 60;
const RANK_EXPORT_MAX = 5000;
const TAGS_MAX = LIMITS.recordTagsMax;
const TAG_NAME_MAX = LIMITS.recordTagNameMax;

export const RECORD_MESSAGES = {
  // ---- records and ranking 2580–2587
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
  [ErrorCode.RECORD_TAG_NUMBER_INVALID]: {
    'zh-CN': `标记编号为 1 至 ${TAGS_MAX}，每个编号只能命名一次`,
    'zh-TW': `標記編號為 1 至 ${TAGS_MAX}，每個編號只能命名一次`,
    en: `Tags are numbered 1 to ${TAGS_MAX}, and each number can be named once.`,
    ja: `タグの番号は 1〜${TAGS_MAX} で、同じ番号に付けられる名前は1つだけです。`,
    ko: `태그 번호는 1~${TAGS_MAX}이며, 번호마다 이름은 하나만 붙일 수 있습니다.`,
  },
  [ErrorCode.RECORD_TAG_NAME_EMPTY]: {
    'zh-CN': '请填写标记名称',
    'zh-TW': '請填寫標記名稱',
    en: 'Enter a name for the tag.',
    ja: 'タグの名前を入力してください。',
    ko: '태그 이름을 입력하세요.',
  },
  [ErrorCode.RECORD_TAG_NAME_TOO_LONG]: {
    'zh-CN': `标记名称最多 ${TAG_NAME_MAX} 个字`,
    'zh-TW': `標記名稱最多 ${TAG_NAME_MAX} 個字`,
    en: `A tag name can be at most ${TAG_NAME_MAX} characters.`,
    ja: `タグの名前は ${TAG_NAME_MAX} 文字までです。`,
    ko: `태그 이름은 최대 ${TAG_NAME_MAX}자입니다.`,
  },
  [ErrorCode.RECORD_TAG_NAME_DUPLICATE]: {
    'zh-CN': '本赛季已有同名的标记',
    'zh-TW': '本賽季已有同名的標記',
    en: 'Another tag of this season has the same name.',
    ja: 'このシーズンには同じ名前のタグがすでにあります。',
    ko: '이 시즌에 같은 이름의 태그가 이미 있습니다.',
  },
} satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
