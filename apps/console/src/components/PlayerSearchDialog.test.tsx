import { encodeAccountId } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postedTo, stubServer } from '../test/fixtures/season';
import { renderWithProviders } from '../test/render';
import PlayerSearchDialog, { parseIdLines } from './PlayerSearchDialog';

const SEARCH = '/api/contest/search_accounts';
const known = [
  { account_id: 16329130, nickname: '一姬' },
  { account_id: 10001, nickname: '二阶堂美树' },
];

function setup() {
  const server = stubServer([], {
    [SEARCH]: (_q, body) => ({
      list: known.filter((a) => (body as { account_list: number[] }).account_list.includes(a.account_id)),
    }),
  });
  const onConfirm = vi.fn(async () => {});
  const view = renderWithProviders(<PlayerSearchDialog open onCancel={() => {}} onConfirm={onConfirm} />);
  return { ...view, server, onConfirm };
}

afterEach(() => vi.unstubAllGlobals());

describe('parseIdLines', () => {
  it('trims lines, ignores blank ones and repeats, and reports non-numeric lines', () => {
    const parsed = parseIdLines(`  47904916 \n\n\t\nabc\n47904916\n12 34\n${encodeAccountId(10001)}\r\n`);
    expect(parsed.ids).toEqual([
      { line: '47904916', accountId: 16329130 },
      { line: String(encodeAccountId(10001)), accountId: 10001 },
    ]);
    expect(parsed.invalid).toEqual(['abc', '12 34']);
  });
});

describe('PlayerSearchDialog', { timeout: 60_000 }, () => {
  it('searches the decoded ids and shows found and not-found lists with counts, unfound in red', async () => {
    const { user, server, onConfirm } = setup();
    const ok = () => within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ });
    expect(ok()).toBeDisabled();
    await user.click(screen.getByLabelText('玩家ID列表'));
    await user.paste(` 47904916 \n\n${encodeAccountId(10001)}\n${encodeAccountId(777)}\nabc\n`);
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));

    expect(await screen.findByText('搜索成功（2）')).toBeInTheDocument();
    expect(screen.getByText('搜索失败（2）')).toBeInTheDocument();
    expect(postedTo(server, SEARCH)).toEqual([{ account_list: [16329130, 10001, 777] }]);
    expect(screen.getByText('一姬')).toBeInTheDocument();
    expect(screen.getByText('47904916')).toBeInTheDocument();
    const failed = screen.getAllByTestId('search-failed-id');
    expect(failed.map((e) => e.textContent)).toEqual(['abc', String(encodeAccountId(777))]);
    for (const e of failed) expect(e).toHaveClass('ant-typography-danger');

    await user.click(ok());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(known));
  });

  it('keeps OK disabled when nothing was found', async () => {
    const { user, onConfirm } = setup();
    await user.click(screen.getByLabelText('玩家ID列表'));
    await user.paste('abc');
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByText('搜索成功（0）')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot search an empty list', () => {
    setup();
    expect(screen.getByRole('button', { name: /搜\s*索/ })).toBeDisabled();
  });
});
