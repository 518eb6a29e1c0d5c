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

/** A handler of `stubApi`: gets the query and the parsed JSON body, returns the reply's `data` or a `Response`. */
export type ApiHandler = (query: URLSearchParams, body: unknown) => unknown;

/**
 * Like `stubFetch`, with handlers that receive the query and the parsed body. Unknown paths answer 500 with
 * code 2 (a test that hits one fails loudly).
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    if (!handler) return jsonReply({ error: { code: 2, message: `no handler for ${url.pathname}` } }, 500);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = await handler(url.searchParams, body);
    return reply instanceof Response ? reply : jsonReply(reply);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Bodies POSTed to `path` through a stubbed fetch. */
export function postedTo(mock: ReturnType<typeof vi.fn>, path: string): unknown[] {
  return mock.mock.calls
    .filter(([input, init]) => String(input).startsWith(path) && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}
