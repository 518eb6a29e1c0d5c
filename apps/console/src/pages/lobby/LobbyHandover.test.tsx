import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken, TOKEN_KEY } from '../../api/token';
import { stubFetch } from '../../test/fetchRoutes';
import { account, renderLobby } from '../../test/fixtures/lobby';
import { jsonReply } from '../../test/render';
import { clearLobbyCredential } from './handover';

/**
 * The lobby opened with `?code=` (the console's "Mobile site" button) or an old `?token=` link.
 * Rin (16329130) is signed in on the phone page in some tests; the link is Rin's or Kai's (16329131).
 */
const kai = { ...account, account_id: 16329131, nickname: 'Kai', email: 'kai@example.com' };
const SESSIONS: Record<string, typeof account> = { 'rin-tok': account, 'kai-desk-tok': kai };

function stubServer(redeem: (code: string) => unknown) {
  const loggedOut: string[] = [];
  const sessions = { ...SESSIONS };
  const bearer = (init?: RequestInit) =>
    String((init?.headers as Record<string, string> | undefined)?.Authorization ?? '').replace(/^Majsoul /, '');
  const fetch = stubFetch({
    '/api/login_by_handover': (_url: URL, init?: RequestInit) => {
      const reply = redeem(JSON.parse(String(init?.body)).code) as { token?: string; account_id?: number };
      if (reply && !(reply instanceof Response) && reply.token)
        sessions[reply.token] = reply.account_id === account.account_id ? account : kai;
      return reply;
    },
    '/api/contest/fetch_account_info': (_url: URL, init?: RequestInit) =>
      sessions[bearer(init)] ?? jsonReply({ error: { code: 2505, message: 'Please log in.' } }, 401),
    '/api/logout': (_url: URL, init?: RequestInit) => {
      loggedOut.push(bearer(init));
      return {};
    },
    '/api/contest/player/my_contests': { list: [] },
    '/api/contest/player/my_games': { plans: [], running: [], results: [] },
  });
  return { fetch, loggedOut };
}

const kaiSession = { token: 'kai-lobby-tok', expire_time: 1, account_id: kai.account_id, nickname: 'Kai' };
const rinSession = { token: 'rin-lobby-tok', expire_time: 1, account_id: account.account_id, nickname: 'Rin' };

function openAt(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => clearLobbyCredential());
afterEach(() => {
  vi.unstubAllGlobals();
  openAt('/');
});

describe('lobby: arriving with a hand-over code', () => {
  it('takes the code out of the address bar at once, redeems it and signs in', async () => {
    const server = stubServer((code) => (code === 'c0de' ? kaiSession : null));
    openAt('/m/?code=c0de&from=console');
    renderLobby('/m/');
    expect(window.location.search).toBe('?from=console');
    expect(await screen.findByText('My contests')).toBeInTheDocument();
    expect(await screen.findByTestId('lobby-nickname')).toHaveTextContent('Kai');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('kai-lobby-tok');
    expect(server.loggedOut).toEqual([]);
  });

  it('another account signed in: asks, naming both; cancel keeps it and ends the unused session', async () => {
    setToken('rin-tok');
    const server = stubServer(() => kaiSession);
    openAt('/m/?code=c0de');
    const { user } = renderLobby('/m/');
    expect(window.location.search).toBe('');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('signed in as Rin');
    expect(dialog).toHaveTextContent('signs in Kai');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rin-tok');
    await user.click(screen.getByRole('button', { name: 'Stay Rin' }));
    expect(await screen.findByText('My contests')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('lobby-nickname')).toHaveTextContent('Rin'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rin-tok');
    await waitFor(() => expect(server.loggedOut).toEqual(['kai-lobby-tok']));
  });

  it('another account signed in: confirming replaces it', async () => {
    setToken('rin-tok');
    const server = stubServer(() => kaiSession);
    openAt('/m/?code=c0de');
    const { user } = renderLobby('/m/');
    await user.click(await screen.findByRole('button', { name: 'Switch to Kai' }));
    expect(await screen.findByText('My contests')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('lobby-nickname')).toHaveTextContent('Kai'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('kai-lobby-tok');
    expect(server.loggedOut).toEqual([]);
  });

  it('the same account signed in: no question, the session here stays', async () => {
    setToken('rin-tok');
    const server = stubServer(() => rinSession);
    openAt('/m/?code=c0de');
    renderLobby('/m/');
    expect(await screen.findByText('My contests')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rin-tok');
    await waitFor(() => expect(server.loggedOut).toEqual(['rin-lobby-tok']));
  });

  it('a refused code: the error message, and the lobby as it was (here: its login)', async () => {
    const message = 'This link to the mobile site has already been used. Open the mobile site again from the console.';
    stubServer(() => jsonReply({ error: { code: 1009, message } }, 400));
    openAt('/m/?code=used');
    renderLobby('/m/');
    expect(await screen.findByTestId('lobby-handover-error')).toHaveTextContent(
      `Could not sign in from the link: ${message}`,
    );
    expect(await screen.findByText('Log in to play')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('an old ?token= link for another account: asks too; cancel keeps the session and leaves that token alone', async () => {
    setToken('rin-tok');
    const server = stubServer(() => null);
    openAt('/m/?token=kai-desk-tok');
    const { user } = renderLobby('/m/');
    expect(window.location.search).toBe('');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Rin');
    expect(dialog).toHaveTextContent('Kai');
    await user.click(screen.getByRole('button', { name: 'Stay Rin' }));
    expect(await screen.findByText('My contests')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rin-tok');
    expect(server.loggedOut).toEqual([]);
  });
});
