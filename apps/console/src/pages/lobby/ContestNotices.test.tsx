import type { ContestNoticesReply } from '@taikai/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token';
import { stubApi } from '../../test/fetchRoutes';
import { account, foundContest, mySeason, noGames, renderLobby } from '../../test/fixtures/lobby';

beforeEach(() => setToken('tok'));
afterEach(() => vi.unstubAllGlobals());

/** Spring Cup (654321): I am joined; its public notice in English and Simplified Chinese, a private one. */
const spring: ContestNoticesReply = {
  unique_id: 11,
  contest_id: 654321,
  public_notice: [
    {
      lang: 'en',
      content: '<p>Welcome <b>all</b><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"></p>',
    },
    { lang: 'chs', content: '<p>欢迎参赛</p>' },
  ],
  private_notice: [
    { lang: 'default', content: '<p>Tables open at 20:00, <a href="https://example.com">rules</a></p>' },
  ],
  joined: true,
};
/** Autumn Open (777777): I am waiting for review, so only its public notice is mine to read. */
const autumn: ContestNoticesReply = {
  unique_id: 12,
  contest_id: 777777,
  public_notice: [{ lang: 'default', content: '<p>Sign-ups close on Friday</p>' }],
  private_notice: [],
  joined: false,
};

function lobbyWithNotices() {
  return stubApi({
    '/api/contest/fetch_account_info': () => account,
    '/api/contest/player/my_games': () => noGames,
    '/api/contest/player/my_contests': () => ({
      list: [
        mySeason(),
        mySeason({
          unique_id: 12,
          contest_id: 777777,
          state: 1,
          contest_name: [{ lang: 'default', content: 'Autumn Open' }],
        }),
      ],
    }),
    '/api/contest/player/contest_notices': (q) => (q.get('contest_id') === '777777' ? autumn : spring),
    '/api/contest/player/find_contest': () => ({ ...foundContest(), unique_id: 12, contest_id: 777777 }),
  });
}

describe('lobby: contest notices', () => {
  it('shows each contest’s public notice, and the private one only where I am joined, sanitised', async () => {
    lobbyWithNotices();
    renderLobby('/m/');
    const card = await screen.findByTestId('lobby-notices');
    const mine = await within(card).findByTestId('lobby-notices-654321');
    expect(mine).toHaveTextContent('Spring Cup');
    expect(await within(mine).findByText('all')).toBeInTheDocument();
    expect(within(mine).getByTestId('lobby-notice-public')).toHaveTextContent('Notice');
    expect(within(mine).getByTestId('lobby-notice-public')).toHaveTextContent('Welcome all');
    expect(within(mine).getByTestId('lobby-notice-private')).toHaveTextContent('For players');
    expect(within(mine).getByTestId('lobby-notice-private')).toHaveTextContent('Tables open at 20:00');
    expect(within(mine).getByRole('link', { name: 'rules' })).toHaveAttribute('href', 'https://example.com');
    // DOMPurify: no script, no event handler
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    const waiting = within(card).getByTestId('lobby-notices-777777');
    expect(waiting).toHaveTextContent('Autumn Open');
    expect(await within(waiting).findByText('Sign-ups close on Friday')).toBeInTheDocument();
    expect(within(waiting).queryByTestId('lobby-notice-private')).toBeNull();
  });

  it('picks the viewer’s language, with the console’s fallback (default, then Simplified Chinese)', async () => {
    lobbyWithNotices();
    renderLobby('/m/', 'zh-CN');
    const zh = await screen.findByTestId('lobby-notices-654321');
    expect(await within(zh).findByText('欢迎参赛')).toBeInTheDocument();
    expect(within(zh).getByTestId('lobby-notice-public')).toHaveTextContent('公告');
    expect(within(zh).getByTestId('lobby-notice-private')).toHaveTextContent('选手专用');
  });

  it('falls back for a language the notice lacks (ja: no jp, no default → Simplified Chinese)', async () => {
    lobbyWithNotices();
    renderLobby('/m/', 'ja');
    const ja = await screen.findByTestId('lobby-notices-654321');
    expect(await within(ja).findByText('欢迎参赛')).toBeInTheDocument();
    expect(within(ja).queryByText(/Welcome/)).toBeNull();
  });

  it('shows the public notice of a contest found by its id', async () => {
    lobbyWithNotices();
    renderLobby('/m/?contest=777777');
    const found = await screen.findByTestId('lobby-find');
    expect(await within(found).findByText('Sign-ups close on Friday')).toBeInTheDocument();
    expect(within(found).queryByTestId('lobby-notice-private')).toBeNull();
  });

  it('shows no notices card when no contest of mine has a notice', async () => {
    stubApi({
      '/api/contest/fetch_account_info': () => account,
      '/api/contest/player/my_games': () => noGames,
      '/api/contest/player/my_contests': () => ({ list: [mySeason()] }),
      '/api/contest/player/contest_notices': () => ({ ...spring, public_notice: [], private_notice: [] }),
    });
    renderLobby('/m/');
    expect(await screen.findByTestId('my-season-11-1')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('lobby-notices')).toBeNull();
  });
});
