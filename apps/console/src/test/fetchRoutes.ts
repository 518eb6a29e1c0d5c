/**
 * A `fetch` stub answering by path: `stubFetch({ '/api/contest/fetch_contest_list': { list: [] } })`.
 * A value may be a function of (url, init) returning a body, or a `Response` (for failures). Unknown paths
 * answer 404 with code 6. Returns the mock so tests can inspect calls.
 */
import { vi } from 'vitest';
import { jsonReply } from './render';

type Handler = unknown | ((url: URL, init: RequestInit | undefined) => unknown);

export function stubFetch(routes: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    if (handler === undefined) return jsonReply({ error: { code: 6, message: `no route ${url.pathname}` } }, 404);
    const value =
      typeof handler === 'function' ? await (handler as (u: URL, i?: RequestInit) => unknown)(url, init) : handler;
    return value instanceof Response ? value : jsonReply(value);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
