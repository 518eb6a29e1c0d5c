import { encodeAccountId } from '@taikai/shared/account-id';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token';
import { stubApi } from '../../test/fetchRoutes';
import { contest } from '../../test/fixtures/home';
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

describe('lobby: the way to the console for organisers (issue 29 #12)', () => {
  it.each([
    ['en-US', 'You manage 2 contests.', 'Open the contest console'],
    ['zh-CN', '你管理着 2 个比赛。', '打开比赛管理后台'],
  ] as const)('an account that manages contests gets a link to the console (%s)', async (lang, hint, link) => {
    stubApi({
      ...home,
      '/api/contest/fetch_contest_list': () => ({ list: [contest({ unique_id: 7 }), contest({ unique_id: 8 })] }),
    });
    renderLobby('/m/', lang);
    const row = await screen.findByTestId('lobby-console');
    expect(row).toHaveTextContent(hint);
    expect(within(row).getByRole('link', { name: link })).toHaveAttribute('href', '/');
  });

  it('a player who manages nothing gets no console link', async () => {
    const fetch = stubApi({ ...home, '/api/contest/fetch_contest_list': () => ({ list: [] }) });
    renderLobby('/m/');
    await screen.findByTestId('lobby-account-id');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/contest/fetch_contest_list'))).toBe(true),
    );
    expect(screen.queryByTestId('lobby-console')).not.toBeInTheDocument();
  });
});
