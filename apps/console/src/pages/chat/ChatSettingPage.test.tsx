import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, makeSeason, postedTo, renderInSeason, stubServer } from '../../test/fixtures/season';
import ChatSettingPage from './ChatSettingPage';

const GET = '/api/contest/contest_season_chat_limit';
const SET = '/api/contest/set_contest_season_chat_limit';

function setup(type: number, list: { account_id: number; nickname: string }[], state = 2) {
  const season = makeSeason({ state });
  const server = stubServer([season], {
    [GET]: () => ({ type, list }),
    [SET]: (_q, body) => ({ type: (body as { type: number }).type, success: [], failed: [] }),
  });
  return { ...renderInSeason(<ChatSettingPage />, season), server };
}

afterEach(() => vi.unstubAllGlobals());

describe('chat setting', { timeout: 90_000 }, () => {
  it('adding needs a whitelist or blacklist first; update is enabled once the type changes', async () => {
    const { user, server } = setup(0, []);
    expect(await screen.findByText('请先选择白名单或黑名单并更新，然后再添加玩家。')).toBeInTheDocument();
    expect(button('添加玩家')).toBeDisabled();
    expect(button('更新')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '白名单' }));
    await user.click(button('更新'));
    await waitFor(() =>
      expect(postedTo(server, SET)).toEqual([{ unique_id: 7, season_id: 1, type: 1, add_list: [], remove_list: [] }]),
    );
  });

  it('warns that changing the type clears the list', async () => {
    const { user, server } = setup(1, [{ account_id: 10001, nickname: '一姬' }]);
    expect(await screen.findByText('一姬')).toBeInTheDocument();
    expect(button('添加玩家')).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: '黑名单' }));
    await user.click(button('更新'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('切换后当前名单中的1名玩家会被清空，确定继续吗？')).toBeInTheDocument();
    expect(postedTo(server, SET)).toHaveLength(0);
  });

  it('everything is disabled once the season has ended', async () => {
    setup(1, [{ account_id: 10001, nickname: '一姬' }], 4);
    await screen.findByText('一姬');
    expect(button('添加玩家')).toBeDisabled();
    expect(screen.getByRole('radio', { name: '黑名单' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: '管理模式' })).toBeDisabled();
  });
});
