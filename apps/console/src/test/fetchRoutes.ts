/**
 * A `fetch` stub answering by path: `stubFetch({ '/api/contest/fetch_contest_list': { list: [] } })`.
 * A value may be a function of (url, init) returning a body, or a `Response` (for failures). Unknown paths
 * answer 404 with code 6. Returns the mock so tests can inspect calls.
 *
 * Every stubbed reply (a plain value, not a `Response`) is checked against the reply schema of the endpoint its
 * path and method name in the shared endpoint table, so a stub cannot drift from what the server sends: a reply the
 * schema refuses, or a stubbed JSON path the table does not have, fails the test (see `takeStubDrift`, called after
 * each test by the setup file).
 */
import { downloads, type Endpoint, endpointList } from '@taikai/shared';
import { vi } from 'vitest';
import { jsonReply } from './render';

// ---- stubbed replies checked against the endpoint table --------------------------------------------------------

const routes = endpointList.map(([key, e]) => ({
  key,
  endpoint: e as Endpoint,
  // `/api/game/realtime/:game_uuid/progress/latest` matches any one path segment for each parameter
  pattern: new RegExp(`^${e.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`),
}));
const downloadPaths = new Set<string>(Object.values(downloads).map((d) => d.path));

let drift: string[] = [];

/** The endpoint of the table that `method pathname` calls, if any. */
export function endpointAt(method: string, pathname: string): { key: string; endpoint: Endpoint } | undefined {
  return routes.find((r) => r.endpoint.method === method && r.pattern.test(pathname));
}

/** Checks one stubbed reply; a mismatch is remembered for `takeStubDrift`. */
export function checkStubReply(method: string, pathname: string, reply: unknown): void {
  if (downloadPaths.has(pathname)) return;
  const hit = endpointAt(method, pathname);
  if (!hit) {
    drift.push(`${method} ${pathname}: a stubbed reply for a call the endpoint table does not have`);
    return;
  }
  const parsed = hit.endpoint.reply.safeParse(reply);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    drift.push(`${method} ${pathname} (${hit.key}): the stubbed reply does not match its reply schema — ${issues}`);
  }
}

/** The mismatches since the last call, emptied. */
export function takeStubDrift(): string[] {
  const found = drift;
  drift = [];
  return found;
}

const methodOf = (init: RequestInit | undefined) => (init?.method ?? 'GET').toUpperCase();

type Handler = unknown | ((url: URL, init: RequestInit | undefined) => unknown);

export function stubFetch(routes: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    if (handler === undefined) return jsonReply({ error: { code: 6, message: `no route ${url.pathname}` } }, 404);
    const value =
      typeof handler === 'function' ? await (handler as (u: URL, i?: RequestInit) => unknown)(url, init) : handler;
    if (value instanceof Response) return value;
    checkStubReply(methodOf(init), url.pathname, value);
    return jsonReply(value);
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
    if (reply instanceof Response) return reply;
    checkStubReply(methodOf(init), url.pathname, reply);
    return jsonReply(reply);
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
