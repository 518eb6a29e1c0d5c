import type { Endpoint } from '@taikai/shared/endpoints/define';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setLanguage } from '../i18n';
import {
  ApiError,
  buildQuery,
  CLIENT_VERSION,
  call,
  clearPendingUrlToken,
  consumeUrlToken,
  errorText,
  pendingUrlTokenCredential,
  pickLanguage,
  type RequestOptions,
  resetTransportEffects,
  setToken,
  setTransportEffects,
  TOKEN_KEY,
  watchTokenStorage,
} from './client';

/**
 * The transport is private to the client: these tests reach it through `call` with ad-hoc endpoints, so any path
 * (including ones the table does not have) can be exercised.
 */
const adHoc = (method: 'GET' | 'POST', path: string): Endpoint =>
  ({ method, path, reply: z.unknown(), policy: 'public', unlocked: false, tags: [] }) as Endpoint;
const apiGet = (path: string, query?: Record<string, unknown>, opts?: RequestOptions): Promise<unknown> =>
  call(adHoc('GET', path), query as never, opts);
const apiPost = (path: string, body?: unknown, opts?: RequestOptions): Promise<unknown> =>
  call(adHoc('POST', path), body as never, opts);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let toast: ReturnType<typeof vi.fn>;
let redirectToLogin: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  toast = vi.fn();
  redirectToLogin = vi.fn();
  reload = vi.fn();
  resetTransportEffects();
  setTransportEffects({ toast, redirectToLogin, reload });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  window.__TAIKAI__ = { apiBase: '', logSink: '/api/analytics', channel: 'cn' };
  await setLanguage('zh-CN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetTransportEffects();
});

describe('requests', () => {
  it('sends Authorization, X-Client-Version, Accept-Language and credentials, and resolves with data', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    await setLanguage('ja');
    fetchMock.mockResolvedValue(json({ data: { time: 42 } }));
    await expect(apiGet('/api/contest/server_time')).resolves.toEqual({ time: 42 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contest/server_time');
    expect(init.headers.Authorization).toBe('Majsoul tok-123');
    expect(init.headers['X-Client-Version']).toBe(CLIENT_VERSION);
    expect(CLIENT_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(init.headers['Accept-Language']).toBe('ja');
    expect(init.credentials).toBe('include');
  });

  it('omits Authorization without a token', async () => {
    fetchMock.mockResolvedValue(json({ data: {} }));
    await apiGet('/api/x');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBeUndefined();
  });

  it('prefixes the API base from the page globals', async () => {
    window.__TAIKAI__ = { apiBase: 'https://api.example.test/' };
    fetchMock.mockResolvedValue(json({ data: {} }));
    await apiGet('/api/contest/fetch_contest_list');
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.example.test/api/contest/fetch_contest_list');
  });

  it('repeats array query parameters and leaves out undefined ones', async () => {
    fetchMock.mockResolvedValue(json({ data: {} }));
    await apiGet('/api/q', { unique_id: 5, a: [1, 2], search: undefined, empty: [] });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/q?unique_id=5&a=1&a=2');
    expect(buildQuery({ s: 'x y', n: null })).toBe('?s=x+y');
  });

  it('POSTs a JSON body', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: 1 } }));
    await apiPost('/api/contest/create_contest', { a: 1 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual({ a: 1 });
  });
});

describe('failures', () => {
  it('401 clears the token and redirects to login without a toast', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale');
    fetchMock.mockResolvedValue(json({ error: { code: 2505, message: '请先登录' } }, 401));
    await expect(apiGet('/api/contest/fetch_account_info')).rejects.toMatchObject({ code: 2505, status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a connection failure clears the token and redirects to login', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = (await apiGet('/api/contest/fetch_contest_list').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('a call that stays (a page that shows its own failure) keeps the session and the page', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/game/replay/g', undefined, { stay: true, silent: true })).rejects.toMatchObject({
      status: 0,
    });
    fetchMock.mockResolvedValueOnce(json({ error: { code: 2505, message: '请先登录' } }, 401));
    await expect(apiGet('/api/game/replay/g', undefined, { stay: true, silent: true })).rejects.toMatchObject({
      code: 2505,
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');
    expect(redirectToLogin).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('503 with a language map shows the user language', async () => {
    await setLanguage('en-US');
    fetchMock.mockResolvedValue(
      json(
        {
          error: { code: 102, message: { 'zh-CN': '服务器维护中', en: 'Down for maintenance', ja: 'メンテナンス中' } },
        },
        503,
      ),
    );
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 102, serverMessage: 'Down for maintenance' });
    expect(toast).toHaveBeenCalledWith('Down for maintenance', 5);
  });

  it('503 language map with content-language keys (jp, chs_t) is understood', async () => {
    await setLanguage('ja');
    fetchMock.mockResolvedValue(json({ error: { code: 102, message: { chs: '维护中', jp: 'メンテナンス中' } } }, 503));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ serverMessage: 'メンテナンス中' });
    expect(pickLanguage({ chs: '维护', chs_t: '維護' }, 'zh-TW')).toBe('維護');
    expect(pickLanguage({ en: 'x', ko: '점검' }, 'kr')).toBe('점검');
  });

  it('503 language map without the user language falls back to the first entry', async () => {
    await setLanguage('kr');
    fetchMock.mockResolvedValue(
      json({ error: { code: 102, message: { ja: 'メンテナンス中', en: 'Maintenance' } } }, 503),
    );
    await expect(apiGet('/api/x')).rejects.toMatchObject({ serverMessage: 'メンテナンス中' });
    expect(toast).toHaveBeenCalledWith('メンテナンス中', 5);
  });

  it('shows the server message first, else the localised text for the code', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 2506, message: '服务器说：没有权限' } }, 403));
    await expect(apiGet('/api/a')).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenLastCalledWith('服务器说：没有权限', 5);

    fetchMock.mockResolvedValueOnce(json({ error: { code: 2501 } }, 404));
    const err = await apiGet('/api/b').catch((e: unknown) => e);
    expect(errorText(err)).toMatch(/比赛/);
    expect(toast).toHaveBeenLastCalledWith(errorText(err), 5);
  });

  it('a refusal naming several problems hands them to the caller (malformed entries left out)', async () => {
    const problem = { line: 3, field: 'seats.1.account_id', code: 2600, message: '账号 1 不是本赛季已加入的选手' };
    fetchMock.mockResolvedValueOnce(
      json({ error: { code: 2605, message: '文件中有 1 处错误', problems: [problem, { line: 'x' }] } }, 400),
    );
    const err = await apiPost('/api/a', {}, { silent: true }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 2605, problems: [problem] });
    fetchMock.mockResolvedValueOnce(json({ error: { code: 2506, message: 'no' } }, 403));
    expect(await apiPost('/api/a', {}, { silent: true }).catch((e: unknown) => e)).toMatchObject({ problems: [] });
  });

  it('silent calls reject without a toast', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 501, message: 'not enough' } }, 409));
    await expect(apiPost('/api/contest/create_contest', {}, { silent: true })).rejects.toMatchObject({ code: 501 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('does not show the same message twice within 5 s, and shows it again after', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') });
    const fail = () => json({ error: { code: 2510, message: '其他管理员正在操作该选手' } }, 409);
    fetchMock.mockImplementation(async () => fail());

    await apiGet('/api/a').catch(() => {});
    await apiGet('/api/a').catch(() => {});
    expect(toast).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(4999);
    await apiGet('/api/a').catch(() => {});
    expect(toast).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await apiGet('/api/a').catch(() => {});
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it('does not show the same code twice within 5 s even with a different message', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') });
    fetchMock
      .mockResolvedValueOnce(json({ error: { code: 3, message: '参数错误 (name)' } }, 400))
      .mockResolvedValueOnce(json({ error: { code: 3, message: '参数错误 (end_time)' } }, 400))
      .mockResolvedValueOnce(json({ error: { code: 2508, message: '比赛已结束' } }, 409));
    await apiGet('/api/a').catch(() => {});
    await apiGet('/api/a').catch(() => {});
    await apiGet('/api/a').catch(() => {});
    expect(toast.mock.calls.map((c) => c[0])).toEqual(['参数错误 (name)', '比赛已结束']);
  });
});

describe('start-up', () => {
  afterEach(() => clearPendingUrlToken());
  const address = () => window.location.pathname + window.location.search + window.location.hash;

  it('no session here: saves ?token= to local storage and reloads without it', () => {
    window.history.replaceState(null, '', '/contest/12?token=abc%2B1&tab=2#x');
    expect(consumeUrlToken()).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc+1');
    expect(address()).toBe('/contest/12?tab=2#x');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(pendingUrlTokenCredential()).toBeNull();
  });

  it('the same token stored: only leaves the address bar', () => {
    setToken('abc');
    window.history.replaceState(null, '', '/?token=abc');
    expect(consumeUrlToken()).toBe(false);
    expect(address()).toBe('/');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(reload).not.toHaveBeenCalled();
    expect(pendingUrlTokenCredential()).toBeNull();
  });

  it('another session stored: keeps it, and holds the link token for the question', () => {
    setToken('mine');
    window.history.replaceState(null, '', '/contest/12?token=theirs&tab=2');
    expect(consumeUrlToken()).toBe(false);
    expect(address()).toBe('/contest/12?tab=2');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('mine');
    expect(reload).not.toHaveBeenCalled();
    expect(pendingUrlTokenCredential()).toEqual({ kind: 'token', value: 'theirs', returnTo: '/contest/12?tab=2' });
  });

  it('does nothing without a token parameter', () => {
    window.history.replaceState(null, '', '/?a=1');
    expect(consumeUrlToken()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when another tab changes the token', () => {
    const stop = watchTokenStorage();
    window.dispatchEvent(new StorageEvent('storage', { key: 'taikai.lang', oldValue: 'ja', newValue: 'en-US' }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'a', newValue: 'b' }));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'b', newValue: null }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
