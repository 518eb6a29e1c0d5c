import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchHome } from '../../api/contest';
import { TOKEN_KEY } from '../../api/token';
import { createQueryClient } from '../../app/query-client';
import { stubFetch } from '../../test/fetchRoutes';
import { ACCOUNT, contest } from '../../test/fixtures/home';
import { jsonReply, renderWithProviders } from '../../test/render';
import HomePage from './HomePage';

const LONG = '第一届全国大学生立直麻将锦标赛暨高校联合交流友谊赛总决赛'; // 29 characters

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  stubFetch({
    '/api/contest/fetch_account_info': ACCOUNT,
    '/api/contest/server_time': { time: Math.floor(Date.now() / 1000) },
    '/api/contest/fetch_announcement': (url: URL) => ({
      list: [
        {
          id: 1,
          title: `维护公告 ${url.searchParams.get('language')}`,
          content:
            '<p>今晚 <b>22:00</b> 维护</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
          create_time: 1_700_000_000,
        },
      ],
    }),
    '/api/contest/fetch_contest_list': {
      list: [
        contest({ unique_id: 1, contest_id: 111111, name: '最早的比赛', create_time: 1_600_000_000 }),
        contest({
          unique_id: 3,
          contest_id: 333333,
          name: LONG,
          create_time: 1_800_000_000,
          round_type: 11,
          game_mode: 'dora3',
        }),
        contest({
          unique_id: 2,
          contest_id: 222222,
          name: '中间的比赛',
          create_time: 1_700_000_000,
          current_season: {
            season_id: 2,
            state: 2,
            create_time: 1_700_000_000,
            start_time: 1_700_000_000,
            end_time: 1_900_000_000,
            signup_type: 3,
            signup_start_time: 1_700_000_000,
            signup_end_time: 1_900_000_000,
            auto_match: 0,
            match_start_time: 1_700_000_000,
            match_end_time: 1_900_000_000,
            rank_rule: 0,
            remark: '',
            seating_method: 'arrival',
            pending_count: 4,
            player_count: 25,
          },
        }),
      ],
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe() {
  return <div data-testid="probe">{useLocation().pathname}</div>;
}

describe('HomePage', () => {
  it('shows my contests sorted by creation time, newest first, with their tags', async () => {
    renderWithProviders(<HomePage />);
    const cards = await screen.findAllByTestId('contest-card');
    const titles = cards.map((c) => within(c).getByTestId('contest-card-title').textContent);
    expect(titles).toEqual([`${Array.from(LONG).slice(0, 25).join('')}…`, '中间的比赛', '最早的比赛']);
    const newest = within(cards[0]);
    expect(newest.getByText('比赛ID 333333')).toBeInTheDocument();
    expect(newest.getByText('宝牌狂热')).toBeInTheDocument();
    expect(newest.getByText('三人东风战')).toBeInTheDocument();
    expect(newest.getByText(/创建于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeInTheDocument();
    expect(within(cards[1]).getByText('四人半庄战')).toBeInTheDocument();
  });

  it('cuts titles at 25 characters and shows the full name in a tooltip', async () => {
    const { user } = renderWithProviders(<HomePage />);
    const cards = await screen.findAllByTestId('contest-card');
    const title = within(cards[0]).getByTestId('contest-card-title');
    expect(Array.from(title.textContent ?? '')).toHaveLength(26); // 25 characters + ellipsis
    await user.hover(title);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    // short titles are shown whole
    expect(within(cards[1]).getByTestId('contest-card-title')).toHaveTextContent(/^中间的比赛$/);
  });

  it("shows each contest's current season: state, players and the sign-ups waiting, linked to the review", async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/contest/:id/*" element={<Probe />} />
      </Routes>,
    );
    const cards = await screen.findAllByTestId('contest-card');
    const season = within(cards[1]).getByTestId('contest-card-season');
    expect(season).toHaveTextContent('第2赛季');
    expect(within(season).getByText('进行中')).toBeInTheDocument();
    expect(season).toHaveTextContent('25 名选手');
    expect(within(cards[0]).queryByTestId('contest-card-season')).not.toBeInTheDocument(); // no season: nothing made up
    await user.click(within(season).getByTestId('contest-card-pending'));
    expect(await screen.findByTestId('probe')).toHaveTextContent('/contest/2/season/2/join');
  });

  it('opens the contest on click', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/contest/:id/*" element={<Probe />} />
      </Routes>,
    );
    const cards = await screen.findAllByTestId('contest-card');
    await user.click(cards[1]);
    expect(await screen.findByTestId('probe')).toHaveTextContent('/contest/2');
  });

  it('opens the create-contest dialog from the create card', async () => {
    const { user } = renderWithProviders(<HomePage />);
    await user.click(await screen.findByTestId('create-contest-card'));
    expect(await screen.findByText('比赛名称')).toBeInTheDocument();
    expect(screen.getByTestId('create-ok')).toBeDisabled();
  });

  it.each([
    ['interval', 'en-US', 'One contest per 7 days: you can create again from 2027-01-22 08:00:00'],
    ['concurrent', 'zh-CN', '同时进行的比赛已达 5 个，2027-01-22 08:00:00 起可再次创建'],
    ['permission', 'ja', 'このアカウントには大会を作成する権限がありません'],
  ] as const)('says before the form opens why creating is blocked (%s) and from when', async (blocked, lang, text) => {
    const from = dayjs('2027-01-22 08:00:00').unix();
    stubFetch({
      '/api/contest/fetch_account_info': {
        ...ACCOUNT,
        create_allowance: {
          blocked_by: blocked,
          available_from: blocked === 'permission' ? null : from,
          active_count: 5,
          active_max: 5,
        },
      },
      '/api/contest/server_time': { time: Math.floor(Date.now() / 1000) },
      '/api/contest/fetch_announcement': { list: [] },
      '/api/contest/fetch_contest_list': { list: [] },
    });
    const { user } = renderWithProviders(<HomePage />, { lang });
    const card = await screen.findByTestId('create-contest-card');
    expect(await within(card).findByText(text)).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-disabled', 'true');
    await user.click(card);
    expect(screen.queryByTestId('create-ok')).not.toBeInTheDocument();
  });

  it('shows the contests and account the page asked for before its first render, without asking again', async () => {
    const fetch = vi.mocked(globalThis.fetch);
    const queryClient = createQueryClient(); // the console's own: replies stay fresh for a while
    prefetchHome(queryClient);
    const asked = (path: string) =>
      fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);
    await waitFor(() => expect(queryClient.getQueryData(['contests'])).toBeDefined());
    expect(asked('/api/contest/fetch_contest_list')).toHaveLength(1);
    expect(asked('/api/contest/fetch_account_info')).toHaveLength(1);
    renderWithProviders(<HomePage />, { queryClient });
    expect(await screen.findAllByTestId('contest-card')).toHaveLength(3);
    expect(asked('/api/contest/fetch_contest_list')).toHaveLength(1);
    expect(asked('/api/contest/fetch_account_info')).toHaveLength(1);
  });

  it('says when the contests cannot be read, and reads them again on request', async () => {
    let failing = true;
    stubFetch({
      '/api/contest/fetch_account_info': ACCOUNT,
      '/api/contest/server_time': { time: Math.floor(Date.now() / 1000) },
      '/api/contest/fetch_announcement': { list: [] },
      '/api/contest/fetch_contest_list': () =>
        failing ? jsonReply({ error: { code: 1, message: '系统错误' } }, 500) : { list: [contest({ unique_id: 1 })] },
    });
    const { user } = renderWithProviders(<HomePage />);
    const failed = await screen.findByTestId('home-load-failed');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent('比赛列表加载失败');
    failing = false;
    await user.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('contest-card')).toHaveLength(1);
  });

  it('renders the announcements of the page language, sanitised', async () => {
    renderWithProviders(<HomePage />, { lang: 'ja' });
    const item = await screen.findByTestId('announcement');
    expect(item).toHaveTextContent('维护公告 ja');
    expect(item.querySelector('b')).toHaveTextContent('22:00');
    expect(item.querySelector('script')).toBeNull();
    expect(item.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('運営からのお知らせ')).toBeInTheDocument();
  });
});
