import { encodeAccountId } from '@taikai/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_KEY, TOKEN_KEY } from '../../api/token';
import { stubFetch } from '../../test/fetchRoutes';
import { jsonReply, renderWithProviders } from '../../test/render';
import LoginPage from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

function renderLogin(from?: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<div>HOME</div>} />
      <Route path="/contest/:id" element={<div>CONTEST</div>} />
    </Routes>,
    { route: from ? { pathname: '/login', state: { from } } : '/login' },
  );
}

describe('LoginPage', () => {
  it('logs in with e-mail and password, remembers the account and goes back where the user was', async () => {
    const calls: unknown[] = [];
    stubFetch({
      '/api/login': (_u: URL, init?: RequestInit) => {
        calls.push(JSON.parse(String(init?.body)));
        return { token: 't1', expire_time: 1 };
      },
    });
    const { user } = renderLogin('/contest/5');
    fireEvent.change(screen.getByLabelText('邮箱或账号ID'), { target: { value: 'demo@taikai.local' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'taikai-demo' } });
    await user.click(screen.getByText('记住账号'));
    await user.click(screen.getByTestId('login-submit-password'));
    expect(await screen.findByText('CONTEST')).toBeInTheDocument();
    expect(calls).toEqual([{ account: 'demo@taikai.local', password: 'taikai-demo' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t1');
    expect(localStorage.getItem(REMEMBER_KEY)).toBe('demo@taikai.local');
  });

  it('decodes a displayed account id before sending it', async () => {
    const calls: Array<{ account: string }> = [];
    stubFetch({
      '/api/login': (_u: URL, init?: RequestInit) => {
        calls.push(JSON.parse(String(init?.body)));
        return { token: 't', expire_time: 1 };
      },
    });
    const { user } = renderLogin();
    fireEvent.change(screen.getByLabelText('邮箱或账号ID'), { target: { value: String(encodeAccountId(16329130)) } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'pw' } });
    await user.click(screen.getByTestId('login-submit-password'));
    expect(await screen.findByText('HOME')).toBeInTheDocument();
    expect(calls[0].account).toBe('16329130');
  });

  it('checks the e-mail format and shows the failure text', async () => {
    stubFetch({ '/api/login': () => jsonReply({ error: { code: 1003, message: '密码错误' } }, 400) });
    const { user } = renderLogin();
    fireEvent.change(screen.getByLabelText('邮箱或账号ID'), { target: { value: 'demo@bad' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'pw' } });
    await user.click(screen.getByTestId('login-submit-password'));
    expect(await screen.findByText('请输入正确的邮箱或数字账号ID')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('邮箱或账号ID'), { target: { value: 'demo@bad.local' } });
    await user.click(screen.getByTestId('login-submit-password'));
    expect(await screen.findByText('登录失败：密码错误')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('prefills a remembered account', async () => {
    localStorage.setItem(REMEMBER_KEY, 'me@taikai.local');
    stubFetch({});
    renderLogin();
    expect(screen.getByLabelText('邮箱或账号ID')).toHaveValue('me@taikai.local');
  });

  it('sends an e-mail code to a checked address, then counts down 60 s', async () => {
    const sent: unknown[] = [];
    stubFetch({
      '/api/send_email_code': (_u: URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return {};
      },
    });
    const { user } = renderLogin();
    await user.click(screen.getByText('邮箱验证码登录'));
    await user.click(await screen.findByText('发送验证码'));
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'demo@bad' } });
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'demo@taikai.local' } });
    await user.click(screen.getByText('发送验证码'));
    expect(await screen.findByText('60 秒后重发')).toBeInTheDocument();
    expect(screen.getByText('60 秒后重发').closest('button')).toBeDisabled();
    expect(sent).toEqual([{ email: 'demo@taikai.local' }]);
  });

  it('logs in with a six-digit e-mail code', async () => {
    stubFetch({ '/api/login_by_code': { token: 't2', expire_time: 1 } });
    const { user } = renderLogin();
    await user.click(screen.getByText('邮箱验证码登录'));
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'demo@taikai.local' } });
    fireEvent.change(screen.getByPlaceholderText('6 位数字'), { target: { value: '12a45' } });
    await user.click(screen.getByTestId('login-submit-code'));
    expect(await screen.findByText('请输入 6 位数字验证码')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('6 位数字'), { target: { value: '123456' } });
    await user.click(screen.getByTestId('login-submit-code'));
    expect(await screen.findByText('HOME')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBe('t2'));
  });
});
