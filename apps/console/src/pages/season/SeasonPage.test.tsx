import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerTimeOffset } from '../../api/account';
import { makeSeason, NOW, stubServer } from '../../test/fixtures/season';
import { renderWithProviders } from '../../test/render';
import SeasonPage from './SeasonPage';

function renderSeason(route = '/contest/7/season/1') {
  return renderWithProviders(
    <Routes>
      <Route path="/contest/:id/season" element={<div>season list page</div>} />
      <Route path="/contest/:id/season/:seasonId/*" element={<SeasonPage />} />
    </Routes>,
    { route },
  );
}

const menuItem = (name: string) => screen.queryByRole('menuitem', { name });

beforeEach(() => setServerTimeOffset(NOW - Math.floor(Date.now() / 1000)));
afterEach(() => {
  vi.unstubAllGlobals();
  window.__TAIKAI__ = undefined;
});

describe('season menu visibility (spec part 1 section 2)', () => {
  it('shows sign-up review only when the sign-up type is check', async () => {
    stubServer([makeSeason({ signup_type: 3 })]);
    renderSeason();
    expect(await screen.findByRole('menuitem', { name: '报名审核' })).toBeInTheDocument();
    expect(menuItem('赛季信息')).toBeInTheDocument();
    expect(menuItem('对局规则')).toBeInTheDocument();
    expect(menuItem('选手管理')).toBeInTheDocument();
    expect(menuItem('赛季黑名单')).toBeInTheDocument();
  });

  it('hides sign-up review for auto and closed sign-up', async () => {
    stubServer([makeSeason({ signup_type: 2 }), makeSeason({ season_id: 2, signup_type: 1 })]);
    renderSeason();
    await screen.findByRole('menuitem', { name: '选手管理' });
    expect(menuItem('报名审核')).not.toBeInTheDocument();
  });

  it('hides rules, chat setting and sign-up review once the season has ended', async () => {
    stubServer([makeSeason({ state: 4, signup_type: 3 })]);
    renderSeason();
    await screen.findByRole('menuitem', { name: '选手管理' });
    expect(menuItem('对局规则')).not.toBeInTheDocument();
    expect(menuItem('聊天设置')).not.toBeInTheDocument();
    expect(menuItem('报名审核')).not.toBeInTheDocument();
    expect(menuItem('赛季信息')).toBeInTheDocument();
    expect(menuItem('赛季黑名单')).toBeInTheDocument();
  });

  it('shows chat setting only on the channel that has it', async () => {
    stubServer([makeSeason()]);
    const first = renderSeason();
    expect(await screen.findByRole('menuitem', { name: '聊天设置' })).toBeInTheDocument();
    first.unmount();

    window.__TAIKAI__ = { channel: 'global' };
    renderSeason();
    await screen.findByRole('menuitem', { name: '选手管理' });
    expect(menuItem('聊天设置')).not.toBeInTheDocument();
  });

  it('offers the games screens, the plan list only while plans exist, and hides them once ended', async () => {
    stubServer([makeSeason({ signup_type: 3 })]);
    const first = renderSeason();
    await screen.findByRole('menuitem', { name: '选手管理' });
    expect(menuItem('创建对局')).toBeInTheDocument();
    expect(menuItem('进行中的对局')).toBeInTheDocument();
    expect(menuItem('对局计划')).not.toBeInTheDocument();
    expect(menuItem('对局记录')).toBeInTheDocument();
    expect(menuItem('选手统计')).toBeInTheDocument();
    expect(menuItem('排座一轮')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(11);
    first.unmount();

    stubServer([makeSeason({ signup_type: 3 })], {
      '/api/contest/fetch_contest_game_plan_list': () => ({
        list: [
          {
            uuid: 'p1',
            game_start_time: NOW,
            accounts: [],
            shuffle_seat: 0,
            ai_level: 1,
            status: 'create',
            remark: '',
            create_time: NOW - 60,
          },
        ],
      }),
    });
    const second = renderSeason();
    expect(await screen.findByRole('menuitem', { name: '对局计划' })).toBeInTheDocument();
    second.unmount();

    stubServer([makeSeason({ state: 4 })]);
    renderSeason();
    await screen.findByRole('menuitem', { name: '选手管理' });
    expect(menuItem('创建对局')).not.toBeInTheDocument();
    expect(menuItem('进行中的对局')).not.toBeInTheDocument();
    expect(menuItem('排座一轮')).not.toBeInTheDocument();
    // records and statistics stay, read-only, in an ended season
    expect(menuItem('对局记录')).toBeInTheDocument();
    expect(menuItem('选手统计')).toBeInTheDocument();
  });

  it('a hidden screen falls back to season info', async () => {
    stubServer([makeSeason({ signup_type: 2 })]);
    renderSeason('/contest/7/season/1/join');
    await waitFor(() => expect(menuItem('赛季信息')).toHaveClass('ant-menu-item-selected'));
  });
});

describe('missing season', () => {
  it('redirects to the season list once the contest has loaded', async () => {
    stubServer([makeSeason({ season_id: 1 })]);
    renderSeason('/contest/7/season/9');
    expect(await screen.findByText('season list page')).toBeInTheDocument();
  });
});
