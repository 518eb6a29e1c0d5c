import { encodeAccountId } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, makePlayer, makeSeason, postedTo, renderInSeason, stubServer } from '../../test/fixtures/season';
import RosterPage from './RosterPage';

const LIST = '/api/contest/contest_season_player_list';
const ADD = '/api/contest/add_contest_season_player';
const REMOVE = '/api/contest/remove_contest_season_player';
const roster = [makePlayer(10001, { nickname: '一姬', remark: '种子' }), makePlayer(10002, { nickname: '藤田佳奈' })];

function setup(state = 2, handlers: Parameters<typeof stubServer>[1] = {}) {
  const season = makeSeason({ state });
  const server = stubServer([season], {
    [LIST]: () => ({ list: roster, total: roster.length }),
    '/api/contest/search_accounts': (_q, body) => ({
      list: (body as { account_list: number[] }).account_list.map((id) => ({ account_id: id, nickname: `p${id}` })),
    }),
    [ADD]: () => ({ success: [10003], failed: [{ account_id: 10004, reason: 1 }] }),
    [REMOVE]: (_q, body) => ({ success: (body as { account_id_list: number[] }).account_id_list, failed: [] }),
    '/api/contest/contest_season_player_limit': () => ({
      type: 2,
      list: [{ account_id: 10004, nickname: 'p10004', create_time: 1_760_000_000 }],
    }),
    ...handlers,
  });
  return { ...renderInSeason(<RosterPage />, season), server };
}

afterEach(() => vi.unstubAllGlobals());

const lastSearch = (server: ReturnType<typeof setup>['server']) =>
  server.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === LIST)
    .at(-1)
    ?.searchParams.get('search');

describe('roster', { timeout: 90_000 }, () => {
  it('lists joined players with encoded id and remark', async () => {
    setup();
    expect(await screen.findByText('一姬')).toBeInTheDocument();
    expect(screen.getByText(String(encodeAccountId(10001)))).toBeInTheDocument();
    // no maxlength: a remark over 100 characters is refused with a red counter, not cut
    expect(screen.getByDisplayValue('种子')).not.toHaveAttribute('maxlength');
  });

  it('adds searched players and lists the ids that failed', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    await user.click(button('添加选手'));
    await user.click(await screen.findByText('搜索玩家添加'));
    await user.click(await screen.findByLabelText('玩家ID列表'));
    await user.paste(`${encodeAccountId(10003)}\n${encodeAccountId(10004)}`);
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await screen.findByText('搜索成功（2）');
    // the blacklisted account is marked in the found list before Add
    const flagged = await screen.findByTestId('search-flagged');
    expect(flagged).toHaveTextContent('在赛季黑名单中');
    expect(flagged.closest('div')?.parentElement).toHaveTextContent(`p10004`);
    expect(screen.getAllByTestId('search-flagged')).toHaveLength(1);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^添\s*加$/ }));
    await waitFor(() =>
      expect(postedTo(server, ADD)).toEqual([{ unique_id: 7, season_id: 1, account_list: [10003, 10004] }]),
    );
    expect((await screen.findAllByText('以下1名玩家添加失败')).length).toBeGreaterThan(0);
    expect(screen.getByText(`${encodeAccountId(10004)} — 在本赛季黑名单中`)).toBeInTheDocument();
  });

  it('deletes the selected players after a confirmation', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    const boxes = screen.getAllByRole('checkbox');
    await user.click(boxes[1]);
    await user.click(boxes[2]);
    await user.click(button('删除选中（2）'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定将2名选手移出本赛季吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(postedTo(server, REMOVE)).toEqual([{ unique_id: 7, season_id: 1, account_id_list: [10001, 10002] }]),
    );
  });

  it('an invalid id does not leave the box and the table disagreeing', async () => {
    const { user, server } = setup();
    await screen.findByText('一姬');
    const box = screen.getByLabelText('搜索');
    await user.type(box, `${encodeAccountId(10001)}{Enter}`);
    await waitFor(() => expect(lastSearch(server)).toBe('10001'));
    await user.clear(box);
    await user.type(box, 'abc{Enter}');
    expect(await screen.findByText('玩家ID只能包含数字')).toBeInTheDocument();
    // the box shows the query the table shows again
    expect(box).toHaveValue(String(encodeAccountId(10001)));
    expect(lastSearch(server)).toBe('10001');
  });

  it("names the player when one row's Delete asks", async () => {
    const { user } = setup();
    const row = (await screen.findByText('一姬')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定将 一姬 从本赛季移除吗？')).toBeInTheDocument();
  });

  it('disables adding, deleting and editing once the season has ended, but still exports', async () => {
    setup(4);
    await screen.findByText('一姬');
    expect(button('添加选手')).toBeDisabled();
    expect(button('删除选中（0）')).toBeDisabled();
    expect(screen.getByDisplayValue('种子')).toBeDisabled();
    const row = screen.getByText('一姬').closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: /删\s*除/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: '更新昵称' })).toBeDisabled();
    expect(button('导出CSV')).toBeEnabled();
  });
});
