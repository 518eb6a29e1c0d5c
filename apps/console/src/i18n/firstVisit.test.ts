/**
 * The language of a first visit (issue 29 #13): the browser's preferred language when it is one of the five, else
 * the spec's default (Simplified Chinese); a language chosen before wins. The console's tests come first: the
 * lobby's `preferLobbyPacks()` lasts for the rest of this file.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { browserLang, initI18n, LANG_KEY, preferLobbyPacks, setLanguage } from './index';

function browserAsks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});
afterAll(() => setLanguage('zh-CN'));

describe('browser languages', () => {
  it('map to the five page languages, the first one that is among them', () => {
    expect(browserLang(['ja-JP', 'en-US'])).toBe('ja');
    expect(browserLang(['fr-FR', 'ko-KR', 'en'])).toBe('kr');
    expect(browserLang(['en-GB'])).toBe('en-US');
    expect(browserLang(['zh'])).toBe('zh-CN');
    expect(browserLang(['zh-SG'])).toBe('zh-CN');
    expect(browserLang(['zh-Hans-HK'])).toBe('zh-CN');
    expect(browserLang(['zh-TW'])).toBe('zh-TW');
    expect(browserLang(['zh-HK'])).toBe('zh-TW');
    expect(browserLang(['zh-Hant'])).toBe('zh-TW');
    expect(browserLang(['fr-FR', 'de'])).toBeNull();
    expect(browserLang([])).toBeNull();
  });
});

describe('the console on a first visit', () => {
  it('opens in the language the browser asks for when it is one of the five', async () => {
    browserAsks('ja-JP', 'en');
    expect(await initI18n()).toBe('ja');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('shell.title')).toBe('Taikai 大会管理コンソール');
    expect(localStorage.getItem(LANG_KEY)).toBeNull(); // nothing chosen yet: a later browser setting is followed too
  });

  it("keeps the spec's default, Simplified Chinese, otherwise", async () => {
    browserAsks('fr-FR', 'de-DE');
    expect(await initI18n()).toBe('zh-CN');
    expect(i18n.t('shell.title')).toBe('Taikai 比赛管理后台');
  });

  it('keeps the language chosen before over the browser', async () => {
    localStorage.setItem(LANG_KEY, 'en-US');
    browserAsks('ko-KR');
    expect(await initI18n()).toBe('en-US');
  });
});

describe("the players' site (/m/) on a first visit", () => {
  it("follows the browser's preferred language when it is one of the five", async () => {
    preferLobbyPacks();
    for (const [asks, lang, title] of [
      [['ko-KR', 'ko'], 'kr', '대회 참가'],
      [['zh-HK'], 'zh-TW', '加入比賽'],
      [['en-AU'], 'en-US', 'Join a contest'],
      [['fr-FR', 'ja'], 'ja', '大会に参加する'],
    ] as const) {
      browserAsks(...asks);
      expect(await initI18n()).toBe(lang);
      expect(i18n.t('lobby.findContest')).toBe(title);
      vi.restoreAllMocks();
    }
  });

  it('opens in Simplified Chinese when the browser asks for none of the five', async () => {
    browserAsks('fr-FR');
    expect(await initI18n()).toBe('zh-CN');
  });
});
