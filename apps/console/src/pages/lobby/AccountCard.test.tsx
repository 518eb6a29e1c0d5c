import { encodeAccountId } from '@taikai/shared/account-id';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token';
import { stubApi } from '../../test/fetchRoutes';
import { account, noGames, renderLobby } from '../../test/fixtures/lobby';

beforeEach(() => setToken('tok'));
afterEach(() => vi.unstubAllGlobals());

const home = {
  '/api/contest/fetch_account_info': () => account,
  '/api/contest/player/my_contests': () => ({ list: [] }),
  '/api/contest/player/my_games': () => noGames,
};

describe('lobby: my account ID', () => {
  it('shows the encoded account ID organisers add me by, and copies it', async () => {
    stubApi(home);
    const { user } = renderLobby('/m/');
    const card = await screen.findByTestId('lobby-account');
    // 16329130 is the internal id; people see and type the encoded one
    expect(encodeAccountId(account.account_id)).toBe(47904916);
    expect(await within(card).findByTestId('lobby-account-id')).toHaveTextContent('47904916');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(card).getByRole('button', { name: 'Copy my account ID' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('47904916'));
    expect(await navigator.clipboard.readText()).toBe('47904916');
    expect(await screen.findByText('Account ID 47904916 copied.')).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    stubApi(home);
    const { user } = renderLobby('/m/', 'ja');
    const card = await screen.findByTestId('lobby-account');
    expect(await within(card).findByTestId('lobby-account-id')).toHaveTextContent('47904916');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    await user.click(within(card).getByRole('button', { name: 'アカウント ID をコピー' }));
    expect(await screen.findByText(/コピーできませんでした/)).toBeInTheDocument();
  });
});
