import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../api/token';
import { stubFetch } from '../test/fetchRoutes';
import { ACCOUNT } from '../test/fixtures/home';
import { renderWithProviders } from '../test/render';
import { CrashBoundary } from './CrashBoundary';
import { channelHasChat } from './channel';
import { TOP_BAR_HEIGHT } from './layout/topBarMetrics';
import { AppRoutes } from './routes';

beforeEach(() => {
  window.__TAIKAI__ = { apiBase: '', logSink: '/api/analytics', channel: 'cn' };
  stubFetch({
    '/api/contest/fetch_account_info': ACCOUNT,
    '/api/contest/server_time': { time: Math.floor(Date.now() / 1000) },
    '/api/contest/fetch_contest_list': { list: [] },
    '/api/contest/fetch_announcement': { list: [] },
    '/api/logout': {},
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('sends a visitor without a token to the login page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/contest/5' });
    expect(await screen.findByText('账号密码登录')).toBeInTheDocument();
  });

  it('shows the home page with the top bar when logged in', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByText('我的比赛')).toBeInTheDocument();
    const topbar = screen.getByTestId('topbar-nickname').closest('header') as HTMLElement;
    expect(within(topbar).getByText('Taikai 比赛管理后台')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('topbar-nickname')).toHaveTextContent('雀士一号'));
    expect(screen.getByTestId('topbar-diamonds')).toHaveTextContent('钻石 940');
  });

  it('sends unknown paths to the home page', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByText('我的比赛')).toBeInTheDocument();
  });

  it('serves the static pages without a login', async () => {
    renderWithProviders(<AppRoutes />, { route: '/privacy', lang: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('logs out: clears the token and goes to login', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const { user } = renderWithProviders(<AppRoutes />, { route: '/' });
    await user.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('账号密码登录')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

/**
 * Watches where the console sends the browser: this tab (`location.assign`) or a new one (`window.open`, answering
 * a fake tab, or `null` as a pop-up blocker does).
 */
function watchNavigation(opened: 'tab' | null = 'tab') {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, pathname: '/' } as Location);
  const tab = { opener: window as unknown, location: { replace: vi.fn() } };
  vi.spyOn(window, 'open').mockImplementation(() => (opened ? (tab as unknown as Window) : null));
  return { assign, tab };
}

describe('top bar and footer', () => {
  it('shows the go-to-phone button only at widths up to 828 px, handing over with a one-time code, never the token', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok/1');
    const narrow = vi.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) =>
        ({
          matches: q === '(max-width: 828px)',
          media: q,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const { assign, tab } = watchNavigation();
    renderWithProviders(<AppRoutes />, { route: '/' });
    stubFetch({
      '/api/contest/fetch_account_info': ACCOUNT,
      '/api/contest/server_time': { time: Math.floor(Date.now() / 1000) },
      '/api/contest/fetch_contest_list': { list: [] },
      '/api/contest/fetch_announcement': { list: [] },
      '/api/handover_code': { code: 'hand/1', expire_time: 1 },
    });
    fireEvent.click(await screen.findByText('手机版', { selector: 'button span' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('/m/?code=hand%2F1'));
    expect(String(tab.location.replace.mock.calls[0][0])).not.toContain('tok');
    // a new tab, cut off from the console; the console's own tab stays where it was (issue 29 #12)
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    narrow.mockRestore();
  });

  it('"Mobile site" opens the lobby in a new tab, keeping the console (en-US, issue 29 #12)', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok/1');
    stubFetch({
      '/api/contest/fetch_account_info': ACCOUNT,
      '/api/contest/server_time': { time: Math.floor(Date.now() / 1000) },
      '/api/contest/fetch_contest_list': { list: [] },
      '/api/contest/fetch_announcement': { list: [] },
      '/api/handover_code': { code: 'hand/3', expire_time: 1 },
    });
    const { assign, tab } = watchNavigation();
    renderWithProviders(<AppRoutes />, { route: '/', lang: 'en-US' });
    const link = within(await screen.findByTestId('portal-nav')).getByText('Mobile site');
    expect(link.closest('a')).toHaveAttribute('target', '_blank');
    fireEvent.click(link);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('/m/?code=hand%2F3'));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTestId('portal-nav')).toBeInTheDocument();
  });

  it('"Mobile site" still opens a new tab when the blank tab was refused, never this one', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok/1');
    stubFetch({
      '/api/contest/fetch_account_info': ACCOUNT,
      '/api/contest/server_time': { time: Math.floor(Date.now() / 1000) },
      '/api/contest/fetch_contest_list': { list: [] },
      '/api/contest/fetch_announcement': { list: [] },
      '/api/handover_code': { code: 'hand/4', expire_time: 1 },
    });
    const { assign } = watchNavigation(null);
    renderWithProviders(<AppRoutes />, { route: '/' });
    fireEvent.click(within(await screen.findByTestId('portal-nav')).getByText('手机版'));
    await waitFor(() => expect(window.open).toHaveBeenCalledWith('/m/?code=hand%2F4', '_blank', 'noopener'));
    expect(assign).not.toHaveBeenCalled();
  });

  it("the portal nav's mobile link hands over with a one-time code, and carries no credential itself", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok/1');
    stubFetch({
      '/api/contest/fetch_account_info': ACCOUNT,
      '/api/contest/server_time': { time: Math.floor(Date.now() / 1000) },
      '/api/contest/fetch_contest_list': { list: [] },
      '/api/contest/fetch_announcement': { list: [] },
      '/api/handover_code': { code: 'hand/2', expire_time: 1 },
    });
    const { tab } = watchNavigation();
    renderWithProviders(<AppRoutes />, { route: '/' });
    const link = within(await screen.findByTestId('portal-nav')).getByText('手机版');
    expect(link.closest('a')).toHaveAttribute('href', '/m/');
    fireEvent.click(link);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('/m/?code=hand%2F2'));
  });

  it("the sticky top bar stacks above antd's affixed layer, so a stuck page menu never draws over it (issue 29 #6)", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    renderWithProviders(<AppRoutes />, { route: '/', lang: 'en-US' });
    const header = (await screen.findByTestId('topbar-nickname')).closest('header') as HTMLElement;
    const affixLayer = theme.getDesignToken().zIndexBase + 10; // antd's Affix (and so Anchor) z-index
    expect(Number(header.style.zIndex)).toBeGreaterThan(affixLayer);
    expect(header.style.height).toBe(`${TOP_BAR_HEIGHT}px`);
  });

  it('hides the go-to-phone button on wide screens', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findByText('我的比赛');
    expect(screen.queryByText('手机版', { selector: 'button span' })).not.toBeInTheDocument();
  });

  it('cn channel: portal nav, terms/privacy/contact links and copyright lines; chat tab allowed', async () => {
    renderWithProviders(<AppRoutes />, { route: '/terms' });
    const footer = await screen.findByTestId('footer');
    expect(within(footer).getByText('用户协议')).toBeInTheDocument();
    expect(within(footer).getByText('隐私政策')).toBeInTheDocument();
    expect(within(footer).getByText('联系我们')).toBeInTheDocument();
    expect(within(footer).getByText(/Copyright ©/)).toBeInTheDocument();
    expect(screen.getByTestId('portal-nav')).toBeInTheDocument();
    expect(channelHasChat()).toBe(true);
  });

  it('global channel: service contact and privacy policy links, no portal nav, no chat tab', async () => {
    window.__TAIKAI__ = { channel: 'global' };
    renderWithProviders(<AppRoutes />, { route: '/terms', lang: 'en-US' });
    const footer = await screen.findByTestId('footer');
    expect(within(footer).getByText('Customer support')).toBeInTheDocument();
    expect(within(footer).getByText('Privacy Policy')).toBeInTheDocument();
    expect(within(footer).queryByText('Terms of Service')).not.toBeInTheDocument();
    expect(screen.queryByTestId('portal-nav')).not.toBeInTheDocument();
    expect(channelHasChat()).toBe(false);
  });

  it('Japanese adds the legal notices link', async () => {
    renderWithProviders(<AppRoutes />, { route: '/terms', lang: 'ja' });
    const footer = await screen.findByTestId('footer');
    expect(within(footer).getByText('特定商取引法に基づく表記')).toHaveAttribute('href', '/legal');
    expect(document.documentElement.lang).toBe('ja');
  });
});

function Boom(): never {
  throw new Error('kaboom in render');
}

describe('crash page', () => {
  it('shows "the page crashed, contact the administrator" with expandable details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <CrashBoundary>
        <Boom />
      </CrashBoundary>,
    );
    expect(await screen.findByText('页面崩溃了')).toBeInTheDocument();
    expect(screen.getByText('请联系管理员，并附上下方的错误详情。')).toBeInTheDocument();
    await user.click(screen.getByText('错误详情'));
    expect(await screen.findByText(/kaboom in render/)).toBeInTheDocument();
  });
});
