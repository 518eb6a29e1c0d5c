/** Messages for the client-side codes 9001–9002, which the console raises itself. */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import type { MessageLang } from './langs.js';

export const CLIENT_MESSAGES = {
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
} satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
