import { encodeAccountId } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  button,
  makePlayer,
  makeSeason,
  postedTo,
  queriesTo,
  renderInSeason,
  stubServer,
} from '../../test/fixtures/season';
import SignupReviewPage from './SignupReviewPage';

const LIST = '/api/contest/contest_season_player_list';
const CHECK = '/api/contest/check_contest_season_player';
const pending = [
  makePlayer(10001, { state: 1, nickname: '一姬' }),
  makePlayer(10002, { state: 1, nickname: '九条璃雨' }),
];

function setup(state = 2) {
  const season = makeSeason({ signup_type: 3, state });
  const server = stubServer([season], {
    [LIST]: () => ({ list: pending, total: 12 }),
    [CHECK]: (_q, body) => ({
      success: (body as { checked_list: { account_id: number }[] }).checked_list.map((c) => c.account_id),
      failed: [],
    }),
  });
  return { ...renderInSeason(<SignupReviewPage />, season), server };
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-up review', { timeout: 90_000 }, () => {
  it('lists pending sign-ups (state 1, 10 a page) with encoded ids', async () => {
    const { server } = setup();
    expect(await screen.findByText('一姬')).toBeInTheDocument();
    expect(screen.getByText(String(encodeAccountId(10001)))).toBeInTheDocument();
    const q = queriesTo(server, LIST)[0];
    expect([q.get('state'), q.get('limit'), q.get('offset')]).toEqual(['1', '10', '0']);
    expect(screen.getByText('已选 0 / 共 12')).toBeInTheDocument();
  });

  it('searches by encoded id (decoded) or nickname (as typed)', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    const box = screen.getByPlaceholderText('输入玩家ID');
    await user.type(box, `${encodeAccountId(10002)}{Enter}`);
    await waitFor(() => expect(queriesTo(server, LIST).at(-1)?.get('search')).toBe('10002'));
  });

  it('passes one row at once', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    const row = screen.getByText('一姬').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() =>
      expect(postedTo(server, CHECK)).toEqual([
        { unique_id: 7, season_id: 1, checked_list: [{ account_id: 10001, result: 1, blacklist: false }] },
      ]),
    );
  });

  it('rejects the selected rows and can blacklist them too', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    const boxes = screen.getAllByRole('checkbox');
    await user.click(boxes[1]);
    await user.click(boxes[2]);
    expect(screen.getByText('已选 2 / 共 12')).toBeInTheDocument();
    await user.click(button('批量拒绝（2）'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '同时加入本赛季黑名单' }));
    await user.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
    await waitFor(() =>
      expect(postedTo(server, CHECK)).toEqual([
        {
          unique_id: 7,
          season_id: 1,
          checked_list: [
            { account_id: 10001, result: 2, blacklist: true },
            { account_id: 10002, result: 2, blacklist: true },
          ],
        },
      ]),
    );
  });

  it('disables every action once the season has ended', async () => {
    setup(4);
    await screen.findByText('一姬');
    const row = screen.getByText('一姬').closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: /通\s*过/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: /拒\s*绝/ })).toBeDisabled();
    expect(within(row).getByPlaceholderText('最多100个字')).toBeDisabled();
  });
});
