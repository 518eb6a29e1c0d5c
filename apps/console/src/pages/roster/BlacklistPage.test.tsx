import { encodeAccountId } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, makeSeason, NOW, postedTo, renderInSeason, stubServer } from '../../test/fixtures/season';
import BlacklistPage from './BlacklistPage';

const LIMIT = '/api/contest/contest_season_player_limit';

function setup(state = 2) {
  const season = makeSeason({ state });
  const server = stubServer([season], {
    [LIMIT]: (_q, body) =>
      body
        ? { success: [], failed: [{ account_id: 10009, reason: 5 }] }
        : { type: 2, list: [{ account_id: 10001, nickname: '一姬', create_time: NOW }] },
    '/api/contest/search_accounts': () => ({ list: [{ account_id: 10009, nickname: '三上千织' }] }),
  });
  return { ...renderInSeason(<BlacklistPage />, season), server };
}

afterEach(() => vi.unstubAllGlobals());

describe('season blacklist', { timeout: 90_000 }, () => {
  it('adds players and shows the ones that are still on the roster', async () => {
    const { user, server } = setup();
    expect(await screen.findByText('一姬')).toBeInTheDocument();
    await user.click(button('加入黑名单'));
    await user.click(await screen.findByLabelText('玩家ID列表'));
    await user.paste(String(encodeAccountId(10009)));
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await screen.findByText('三上千织');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '加入黑名单' }));
    await waitFor(() =>
      expect(postedTo(server, LIMIT)).toEqual([
        {
          unique_id: 7,
          season_id: 1,
          type: 2,
          add_list: [{ account_id: 10009, nickname: '三上千织' }],
          remove_list: [],
        },
      ]),
    );
    expect(await screen.findByText(`${encodeAccountId(10009)} — 仍在选手名单中，请先移出`)).toBeInTheDocument();
  });

  it('add and remove are disabled once the season has ended', async () => {
    setup(4);
    await screen.findByText('一姬');
    expect(button('加入黑名单')).toBeDisabled();
    expect(button('移出选中（0）')).toBeDisabled();
    const row = screen.getByText('一姬').closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: /移\s*出/ })).toBeDisabled();
  });
});
