import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../api/token';
import type { PageLang } from '../../i18n';
import { stubFetch } from '../../test/fetchRoutes';
import { renderWithProviders } from '../../test/render';
import { AnnouncementPanel } from './AnnouncementPanel';

/** Announcements as the server stores them: one row per language. */
const STORED: Partial<Record<PageLang, { title: string; content: string }>> = {
  'zh-CN': { title: '欢迎使用 Taikai', content: '<p>这是演示数据</p>' },
  'en-US': { title: 'Welcome to Taikai', content: '<p>This is demo data</p>' },
  ja: { title: 'Taikai へようこそ', content: '<p>これはデモデータです</p>' },
  kr: { title: 'Taikai에 오신 것을 환영합니다', content: '<p>데모 데이터입니다</p>' },
};

/** The server's rule: the asked language's rows, else Simplified Chinese; each item says its language. */
function serveStored(stored: typeof STORED) {
  stubFetch({
    '/api/contest/fetch_announcement': (url: URL) => {
      const asked = url.searchParams.get('language') as PageLang;
      const lang: PageLang = stored[asked] ? asked : 'zh-CN';
      const row = stored[lang];
      return { list: row ? [{ id: 1, create_time: 1_700_000_000, lang, ...row }] : [] };
    },
  });
}

beforeEach(() => localStorage.setItem(TOKEN_KEY, 'tok'));

describe('official announcements in the viewer’s language (issue 29 #3)', () => {
  it.each([
    ['ja', 'Taikai へようこそ', 'これはデモデータです', 'ja'],
    ['kr', 'Taikai에 오신 것을 환영합니다', '데모 데이터입니다', 'ko'],
    ['en-US', 'Welcome to Taikai', 'This is demo data', 'en-US'],
  ] as const)('%s: the row of the page language, marked as that language', async (lang, title, body, tag) => {
    serveStored(STORED);
    renderWithProviders(<AnnouncementPanel />, { lang });
    const item = await screen.findByTestId('announcement');
    expect(item).toHaveTextContent(title);
    expect(item).toHaveTextContent(body);
    expect(item).not.toHaveTextContent('欢迎');
    expect(item).toHaveAttribute('lang', tag);
  });

  it.each([
    ['ja', '運営からのお知らせ'],
    ['kr', '공식 공지'],
  ] as const)(
    '%s with no row in that language: the Simplified Chinese fallback, marked as Chinese',
    async (lang, heading) => {
      serveStored({ 'zh-CN': STORED['zh-CN'] });
      renderWithProviders(<AnnouncementPanel />, { lang });
      const item = await screen.findByTestId('announcement');
      expect(screen.getByText(heading)).toBeInTheDocument();
      expect(item).toHaveTextContent('欢迎使用 Taikai');
      // a Chinese text inside a Japanese or Korean page is drawn with Chinese glyphs, not the page's
      expect(item).toHaveAttribute('lang', 'zh-CN');
    },
  );
});
