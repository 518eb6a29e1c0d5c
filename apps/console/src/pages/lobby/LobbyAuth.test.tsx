import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/token';
import { postedTo, stubApi } from '../../test/fetchRoutes';
import { account, renderLobby } from '../../test/fixtures/lobby';
import { jsonReply } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  window.__TAIKAI__ = undefined;
});

const home = {
  '/api/contest/fetch_account_info': () => account,
  '/api/contest/player/my_contests': () => ({ list: [] }),
};

describe('lobby: log in and register', () => {
  it('sends a logged-out visitor to the lobby login, and logs in with a password', async () => {
    const fetch = stubApi({ ...home, '/api/login': () => ({ token: 'tok-1', expire_time: 1 }) });
    renderLobby('/m/');
    expect(await screen.findByText('Log in to play')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail or account ID'), { target: { value: 'rin@example.com' } });
    fireEvent.change(screen.getByPlaceholderText('Your password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('login-submit-password'));
    expect(await screen.findByText('My contests')).toBeInTheDocument();
    expect(await screen.findByTestId('lobby-nickname')).toHaveTextContent('Rin');
    expect(postedTo(fetch, '/api/login')).toEqual([{ account: 'rin@example.com', password: 'secret1' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('logs in with the e-mail code', async () => {
    const fetch = stubApi({
      ...home,
      '/api/send_email_code': () => ({}),
      '/api/login_by_code': () => ({ token: 'tok-2', expire_time: 1 }),
    });
    const { user } = renderLobby('/m/login');
    await user.click(await screen.findByRole('tab', { name: 'E-mail code' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'rin@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(postedTo(fetch, '/api/send_email_code')).toEqual([{ email: 'rin@example.com' }]));
    fireEvent.change(screen.getByPlaceholderText('6 digits'), { target: { value: '123456' } });
    await user.click(screen.getByTestId('login-submit-code'));
    expect(await screen.findByText('My contests')).toBeInTheDocument();
    expect(postedTo(fetch, '/api/login_by_code')).toEqual([{ email: 'rin@example.com', code: '123456' }]);
  });

  it('registers with the e-mail code and the chosen zone, then opens the lobby', async () => {
    const fetch = stubApi({
      ...home,
      '/api/send_email_code': () => ({}),
      '/api/register': () => ({ token: 'tok-3', expire_time: 1, account_id: 16329130 }),
    });
    const { user } = renderLobby('/m/login');
    await user.click(await screen.findByTestId('lobby-to-register'));
    fireEvent.change(await screen.findByLabelText('Nickname'), { target: { value: '  Rin  ' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'rin@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Password again'), { target: { value: 'secret1' } });
    await user.click(screen.getByText('Japan'));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(postedTo(fetch, '/api/send_email_code')).toEqual([{ email: 'rin@example.com', purpose: 'register' }]),
    );
    expect(await screen.findByText(/Resend in/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '654321' } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('My contests')).toBeInTheDocument();
    expect(postedTo(fetch, '/api/register')).toEqual([
      { nickname: 'Rin', email: 'rin@example.com', password: 'secret1', code: '654321', zone: 2 },
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-3');
  });

  it('checks the shared rules before sending, and shows the server refusal', async () => {
    const fetch = stubApi({
      '/api/register': () => jsonReply({ error: { code: 111, message: 'Wrong code.' } }, 400),
    });
    const { user } = renderLobby('/m/register');
    fireEvent.change(await screen.findByLabelText('Nickname'), { target: { value: '\u200b' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Password again'), { target: { value: '124' } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/visible characters/)).toBeInTheDocument();
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The two passwords differ')).toBeInTheDocument();
    expect(postedTo(fetch, '/api/register')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Rin' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'rin@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Password again'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed: Wrong code.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('offers no registration when the server has it closed', async () => {
    window.__TAIKAI__ = { registration: false };
    stubApi({});
    renderLobby('/m/login');
    expect(await screen.findByText(/Registration is closed on this site/)).toBeInTheDocument();
    expect(screen.queryByTestId('lobby-to-register')).toBeNull();
  });
});
