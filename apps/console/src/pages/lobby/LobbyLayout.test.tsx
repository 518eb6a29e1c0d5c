import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../api/token';
import { postedTo, stubApi } from '../../test/fetchRoutes';
import { account } from '../../test/fixtures/lobby';
import { renderWithProviders } from '../../test/render';
import { LobbyLayout } from './LobbyLayout';

beforeEach(() => setToken('tok'));
afterEach(() => vi.unstubAllGlobals());

function renderAt(route: string) {
  const fetch = stubApi({ '/api/contest/fetch_account_info': () => account, '/api/logout': () => ({}) });
  const view = renderWithProviders(
    <Routes>
      <Route path="/m/login" element={<p>login page</p>} />
      <Route path="/m/*" element={<LobbyLayout>page</LobbyLayout>} />
    </Routes>,
    { route, lang: 'en-US' },
  );
  return { ...view, fetch };
}

/** Logging out from the lobby's bar: at once on the lobby's pages, after a question at a seat in a game. */
describe('lobby log-out', () => {
  it('at a seat in a game asks first, and a No keeps the session and the table', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user, fetch } = renderAt('/m/table/g-1');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Your game goes on'));
    expect(postedTo(fetch, '/api/logout')).toEqual([]);
    expect(getToken()).toBe('tok');
    expect(screen.getByText('page')).toBeInTheDocument();
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('on the lobby and when watching a game logs out at once', async () => {
    for (const route of ['/m/', '/m/table/g-1?watch=1']) {
      setToken('tok');
      const confirm = vi.fn(() => false);
      vi.stubGlobal('confirm', confirm);
      const { user, unmount } = renderAt(route);
      await user.click(screen.getByRole('button', { name: 'Log out' }));
      expect(await screen.findByText('login page')).toBeInTheDocument();
      expect(confirm).not.toHaveBeenCalled();
      unmount();
    }
  });
});
