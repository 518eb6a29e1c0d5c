import { encodeAccountId } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { button } from '../test/fixtures/season';
import { renderWithProviders } from '../test/render';
import AccountCardGrid from './AccountCardGrid';

const accounts = Array.from({ length: 10 }, (_, i) => ({ account_id: 10001 + i, nickname: `雀士${i + 1}` }));

function setup(disabled = false) {
  const onDelete = vi.fn(async () => {});
  const view = renderWithProviders(<AccountCardGrid accounts={accounts} onDelete={onDelete} disabled={disabled} />);
  return { ...view, onDelete };
}

describe('AccountCardGrid', { timeout: 60_000 }, () => {
  it('shows nickname and encoded id on cards, 8 a row', () => {
    setup();
    const cards = screen.getAllByTestId('account-card');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]).getByText('雀士1')).toBeInTheDocument();
    expect(within(cards[0]).getByText(String(encodeAccountId(10001)))).toBeInTheDocument();
    expect(cards[0].parentElement).toHaveClass('ant-col-3'); // 24 / 3 = 8 a row
  });

  it('manager mode: delete selected needs a selection and a confirmation', async () => {
    const { user, onDelete } = setup();
    expect(screen.queryByRole('button', { name: /删除选中/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: '管理模式' }));
    expect(button('删除选中（0）')).toBeDisabled();
    const cards = screen.getAllByTestId('account-card');
    await user.click(cards[1]);
    await user.click(cards[3]);
    await user.click(button('删除选中（2）'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除选中的2名玩家吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith([10002, 10004]));
  });

  it('manager mode: delete all after a confirmation', async () => {
    const { user, onDelete } = setup();
    await user.click(screen.getByRole('switch', { name: '管理模式' }));
    await user.click(button('全部删除'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除全部10名玩家吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(accounts.map((a) => a.account_id)));
  });

  it('no manager mode when disabled', () => {
    setup(true);
    expect(screen.getByRole('switch', { name: '管理模式' })).toBeDisabled();
  });
});
