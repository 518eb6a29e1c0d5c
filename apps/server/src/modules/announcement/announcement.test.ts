import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { insertAnnouncement } from './announcement.repository.js';
import { announcementLang } from './announcement.service.js';

const t = await createTestApp();

async function titles(token: string, language?: string) {
  const res = await t.get('/api/contest/fetch_announcement', token, language === undefined ? {} : { language });
  return (res.json().data.list as { title: string; lang: string }[]).map((a) => `${a.lang}:${a.title}`);
}

describe('official announcements (issue 29 #3)', () => {
  it('names a page language by its page code, payload code or BCP 47 tag', () => {
    expect(announcementLang('ja')).toBe('ja');
    expect(announcementLang('jp')).toBe('ja');
    expect(announcementLang('ja-JP')).toBe('ja');
    expect(announcementLang('kr')).toBe('kr');
    expect(announcementLang('ko')).toBe('kr');
    expect(announcementLang('ko_KR')).toBe('kr');
    expect(announcementLang('en')).toBe('en-US');
    expect(announcementLang('en-AU')).toBe('en-US');
    expect(announcementLang('zh-Hant-HK')).toBe('zh-TW');
    expect(announcementLang('chs_t')).toBe('zh-TW');
    expect(announcementLang('zh')).toBe('zh-CN');
    expect(announcementLang('fr')).toBeNull();
    expect(announcementLang(undefined)).toBeNull();
  });

  it("gives each viewer their language's rows, else Simplified Chinese, else the latest language posted", async () => {
    const { token } = await t.user();
    // nothing posted yet
    expect(await titles(token, 'ja')).toEqual([]);

    await insertAnnouncement(t.db, { lang: 'en-US', title: 'Welcome', content: '<p>hi</p>', now: 100 });
    // no Chinese row: the latest language posted, not an empty panel
    expect(await titles(token, 'ja')).toEqual(['en-US:Welcome']);

    await insertAnnouncement(t.db, { lang: 'zh-CN', title: '欢迎', content: '<p>你好</p>', now: 100 });
    await insertAnnouncement(t.db, { lang: 'ja', title: 'ようこそ', content: '<p>こんにちは</p>', now: 100 });
    await insertAnnouncement(t.db, { lang: 'kr', title: '환영합니다', content: '<p>안녕하세요</p>', now: 100 });

    expect(await titles(token, 'ja')).toEqual(['ja:ようこそ']);
    expect(await titles(token, 'jp')).toEqual(['ja:ようこそ']);
    expect(await titles(token, 'kr')).toEqual(['kr:환영합니다']);
    expect(await titles(token, 'ko')).toEqual(['kr:환영합니다']);
    expect(await titles(token, 'ko-KR')).toEqual(['kr:환영합니다']);
    expect(await titles(token, 'en-US')).toEqual(['en-US:Welcome']);
    expect(await titles(token, 'en')).toEqual(['en-US:Welcome']);
    // the fallback: Simplified Chinese
    expect(await titles(token, 'zh-TW')).toEqual(['zh-CN:欢迎']);
    expect(await titles(token, 'fr')).toEqual(['zh-CN:欢迎']);
    expect(await titles(token)).toEqual(['zh-CN:欢迎']);
  });
});
