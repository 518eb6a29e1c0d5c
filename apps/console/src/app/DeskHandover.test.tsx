import { encodeAccountId } from '@taikai/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPendingUrlToken,
  consumeUrlToken,
  pendingUrlTokenCredential,
  resetTransportEffects,
  setTransportEffects,
} from '../api/client';
import { setToken, TOKEN_KEY } from '../api/token';
import { stubFetch } from '../test/fetchRoutes';
import { account } from '../test/fixtures/lobby';
import { jsonReply, renderWithProviders } from '../test/render';
import { DeskHandover } from './DeskHandover';

/**
 * A session handed over in the URL, on the desk console: a `?token=` link opened while Rin (16329130) is signed in
 * here; the link is Rin's own or Kai's (16329131). The console renders with Rin's session and asks before Kai's
 * replaces it.
 */
const kai = { ...account, account_id: 16329131, nickname: 'Kai', email: 'kai@example.com' };

function stubServer(sessions: Record<string, typeof account> = { 'rin-tok': account, 'kai-desk-tok': kai }) {
  const loggedOut: string[] = [];
  const bearer = (init?: RequestInit) =>
    String((init?.headers as Record<string, string> | undefined)?.Authorization ?? '').replace(/^Majsoul /, '');
  const fetch = stubFetch({
    '/api/contest/fetch_account_info': (_url: URL, init?: RequestInit) =>
      sessions[bearer(init)] ?? jsonReply({ error: { code: 2505, message: 'Please log in.' } }, 401),
    '/api/logout': (_url: URL, init?: RequestInit) => {
      loggedOut.push(bearer(init));
      return {};
    },
  });
  return { fetch, loggedOut };
}

let reload: ReturnType<typeof vi.fn>;
let redirectToLogin: ReturnType<typeof vi.fn>;

/** Start-up as main.tsx does it, then the console with the hand-over beside a page. */
function openConsole(url: string) {
  window.history.replaceState(null, '', url);
  const reloading = consumeUrlToken();
  const view = renderWithProviders(
    <>
      <DeskHandover />
      <p>console page</p>
    </>,
    { lang: 'en-US' },
  );
  return { reloading, ...view };
}

const address = () => window.location.pathname + window.location.search + window.location.hash;
const label = (a: typeof account) => `${a.nickname} (ID ${encodeAccountId(a.account_id)})`;

beforeEach(() => {
  reload = vi.fn();
  redirectToLogin = vi.fn();
  setTransportEffects({ reload, redirectToLogin });
});
afterEach(() => {
  clearPendingUrlToken();
  resetTransportEffects();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('desk console: arriving with ?token=', () => {
  it('no session here: the token is saved and the page reloads, with nothing to ask', async () => {
    const server = stubServer();
    const { reloading } = openConsole('/contest/12?token=kai-desk-tok&tab=2');
    expect(reloading).toBe(true);
    expect(address()).toBe('/contest/12?tab=2');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('kai-desk-tok');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(pendingUrlTokenCredential()).toBeNull();
    expect(await screen.findByText('console page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('the same token here: nothing changes and nothing is asked', async () => {
    setToken('rin-tok');
    const server = stubServer();
    const { reloading } = openConsole('/?token=rin-tok');
    expect(reloading).toBe(false);
    expect(address()).toBe('/');
    expect(await screen.findByText('console page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rin-tok');
    expect(reload).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('another token of the same account: kept without a question', async () => {
    setToken('rin-tok');
    stubServer({ 'rin-tok': account, 'rin-other-tok': account });
    openConsole('/?token=rin-other-tok');
    await waitFor(() => expect(pendingUrlTokenCredential()).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rin-tok');
    expect(reload).not.toHaveBeenCalled();
  });

  it("another account's session here: the console stays on it and asks, naming both; cancel keeps it", async () => {
    setToken('rin-tok');
    const server = stubServer();
    const { user } = openConsole('/contest/12?token=kai-desk-tok&tab=2');
    expect(address()).toBe('/contest/12?tab=2');
    expect(screen.getByText('console page')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Switch account?');
    expect(dialog).toHaveTextContent(`This console is signed in as ${label(account)}.`);
    expect(dialog).toHaveTextContent(`The link you opened signs in ${label(kai)}.`);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rin-tok');
    await user.click(screen.getByRole('button', { name: 'Stay Rin' }));
    await waitFor(() => expect(screen.queryByTestId('desk-handover-ask')).not.toBeInTheDocument());
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rin-tok');
    expect(reload).not.toHaveBeenCalled();
    // the link's token is someone's live session: not ended
    expect(server.loggedOut).toEqual([]);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it("another account's session here: confirming replaces it and reloads the page", async () => {
    setToken('rin-tok');
    const server = stubServer();
    const { user } = openConsole('/contest/12?token=kai-desk-tok&tab=2');
    await user.click(await screen.findByRole('button', { name: 'Switch to Kai' }));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('kai-desk-tok');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(address()).toBe('/contest/12?tab=2');
    expect(server.loggedOut).toEqual([]);
  });

  it('an invalid or expired link token: says so, and the current session stays', async () => {
    setToken('rin-tok');
    stubServer();
    openConsole('/?token=expired-tok');
    const message = await screen.findByTestId('desk-handover-error');
    expect(message).toHaveTextContent('Could not sign in from the link: Please log in.');
    expect(message).toHaveTextContent('You stay signed in as before.');
    expect(screen.getByRole('dialog')).toHaveTextContent('The sign-in link cannot be used');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rin-tok');
    expect(reload).not.toHaveBeenCalled();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('a dead session here: the link signs in without a question', async () => {
    setToken('old-tok');
    stubServer();
    openConsole('/contest/12?token=kai-desk-tok');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('kai-desk-tok');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/contest/12');
  });
});
