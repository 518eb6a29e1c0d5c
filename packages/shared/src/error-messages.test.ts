import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  errorMessage,
  langFromAcceptLanguage,
  MESSAGE_LANGS,
  type MessageLang,
} from './error-messages.js';
import { ErrorCode } from './errors.js';

const CJK: MessageLang[] = ['zh-CN', 'zh-TW', 'ja', 'ko'];
const table = ERROR_MESSAGES as Record<number, Record<MessageLang, string>>;

describe('ERROR_MESSAGES', () => {
  it.each(Object.entries(ErrorCode))('%s (%i) has a message in every language', (_name, code) => {
    const entry = table[code];
    expect(entry).toBeDefined();
    for (const lang of MESSAGE_LANGS) {
      expect(typeof entry[lang]).toBe('string');
      expect(entry[lang].trim()).not.toBe('');
    }
    for (const lang of CJK) expect(entry[lang]).not.toBe(entry.en);
  });

  it('has no entry for a code outside the catalogue', () => {
    const codes = new Set<number>(Object.values(ErrorCode));
    for (const key of Object.keys(ERROR_MESSAGES)) expect(codes.has(Number(key))).toBe(true);
  });

  it('writes each language in its own script', () => {
    for (const code of Object.values(ErrorCode)) {
      const entry = table[code];
      expect(entry.ko, `${code} ko`).toMatch(/[\uac00-\ud7a3]/);
      expect(entry.ja, `${code} ja`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(entry['zh-CN'], `${code} zh-CN`).toMatch(/[\u4e00-\u9fff]/);
      expect(entry['zh-TW'], `${code} zh-TW`).toMatch(/[\u4e00-\u9fff]/);
      expect(entry.en, `${code} en`).not.toMatch(/[^ -~]/);
    }
  });

  it('states the business limits', () => {
    expect(errorMessage(ErrorCode.CREATE_INTERVAL, 'en')).toContain('7 days');
    expect(errorMessage(ErrorCode.CREATE_INTERVAL, 'zh-CN')).toContain('7天');
    expect(errorMessage(ErrorCode.ADMIN_LIMIT, 'en')).toContain('20');
    expect(errorMessage(ErrorCode.CREATED_LIMIT, 'ja')).toContain('5');
    expect(errorMessage(ErrorCode.PARTICIPANTS_FULL, 'ko')).toContain('3000');
    expect(errorMessage(ErrorCode.ONLY_LAST_LOGS, 'zh-TW')).toContain('1000');
  });
});

describe('errorMessage', () => {
  it('looks up a known code', () => {
    expect(errorMessage(2501, 'zh-CN')).toBe('比赛不存在，请刷新');
    expect(errorMessage(2501, 'zh-TW')).toBe('比賽不存在，請重新整理');
    expect(errorMessage(2501, 'en')).toBe('Contest not found. Please refresh.');
    expect(errorMessage(2501, 'ja')).toBe('大会が存在しません。再読み込みしてください。');
    expect(errorMessage(2501, 'ko')).toBe('대회가 존재하지 않습니다. 새로고침해 주세요.');
    expect(errorMessage(ErrorCode.RESOURCE_NOT_ENOUGH, 'ja')).toContain('ダイヤ');
  });

  it('appends the number for an unknown code', () => {
    expect(errorMessage(9999, 'en')).toBe('Unknown error (9999)');
    expect(errorMessage(9999, 'ko')).toBe('알 수 없는 오류 (9999)');
    expect(errorMessage(9999, 'zh-CN')).toBe('未知错误（9999）');
    expect(errorMessage(9999, 'zh-TW')).toBe('未知錯誤（9999）');
    expect(errorMessage(9999, 'ja')).toBe('不明なエラー（9999）');
  });

  it('does not treat prototype keys or odd numbers as codes', () => {
    expect(errorMessage(Number.NaN, 'en')).toBe('Unknown error (NaN)');
    expect(errorMessage(-1, 'en')).toBe('Unknown error (-1)');
    expect(errorMessage(2501.5, 'en')).toBe('Unknown error (2501.5)');
  });
});

describe('langFromAcceptLanguage', () => {
  it.each<[string | undefined, MessageLang]>([
    // empty and garbage
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['   ', 'zh-CN'],
    ['*', 'zh-CN'],
    [',,;;', 'zh-CN'],
    ['fr-FR, de;q=0.9', 'zh-CN'],
    ['%%%garbage!!', 'zh-CN'],
    ['english', 'zh-CN'],
    // plain tags
    ['en', 'en'],
    ['en-GB', 'en'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['kr', 'ko'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    // traditional Chinese variants
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['ZH-hk', 'zh-TW'],
    // the console's page codes
    ['en-US', 'en'],
    ['ja', 'ja'],
    // q-values
    ['fr;q=1, ja;q=0.8, en;q=0.5', 'ja'],
    ['en;q=0.5, ko;q=0.9', 'ko'],
    ['zh-CN;q=0.4, zh-TW;q=0.6', 'zh-TW'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7', 'zh-TW'],
    ['ja;q=0, en;q=0.1', 'en'],
    ['en;q=0', 'zh-CN'],
    ['ko;q=0.5, ja;q=0.5', 'ko'],
    ['ko ; q = 0.3 , en ; q = 0.2', 'ko'],
    ['en;q=abc, ja', 'ja'],
    ['en;q=2, ko;q=0.1', 'ko'],
    ['*;q=0.1, de, ja;q=0.2', 'ja'],
  ])('%j → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});
