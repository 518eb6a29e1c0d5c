/**
 * THE one place that talks HTTP (spec part 1 sections 7 and 8, DESIGN section 3).
 *
 * - base URL from `window.__TAIKAI__.apiBase`; `credentials: 'include'`;
 * - headers `Authorization: Majsoul <token>`, `X-Client-Version`, `Accept-Language` (page language);
 * - GET query arrays repeat (`a=1&a=2`), POST sends JSON;
 * - replies `{data}` resolve with `data`; `{error:{code, message}}` rejects with `ApiError`;
 * - 401 and connection failure clear the token and go to the login page;
 * - 503 with a `{lang: text}` message shows the user's language (fallback: the first);
 * - other failures toast for 5 s; an identical message or code is not toasted twice within 5 s.
 *
 * Side effects (toast, redirect, reload) go through `transportEffects`, which the app wires to antd and the
 * router and tests replace with spies.
 */
import type { Endpoint, EndpointInput, EndpointReply } from '@taikai/shared/endpoints/define';
import type { errorMessage as ErrorMessageOf } from '@taikai/shared/error-messages';
import { CLIENT_MESSAGES } from '@taikai/shared/error-messages/client';
import { GENERIC_MESSAGES } from '@taikai/shared/error-messages/generic';
import type { MessageLang } from '@taikai/shared/error-messages/langs';
import { type ErrorBody, ErrorCode } from '@taikai/shared/errors';
import { version } from '../../package.json';
import { pageGlobals } from '../app/config';
import type { HandoverCredential } from '../app/session-handover';
import { currentLang, htmlLang, messageLang, type PageLang } from '../i18n';
import { clearToken, getToken, setToken, TOKEN_KEY } from './token';

export { clearToken, getToken, setToken, TOKEN_KEY };

export const CLIENT_VERSION: string = version;
export const TOAST_SECONDS = 5;
export const DEDUPE_MS = 5000;

/** One problem of a refusal that names several (`error.problems`: an offline table's fields, an import's lines). */
export type ApiProblem = NonNullable<ErrorBody['error']['problems']>[number];

export class ApiError extends Error {
  code: number;
  /** The server's message, already resolved to one language. */
  serverMessage?: string;
  field?: string;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** Every problem the refusal names, each with its message in the page language; empty when it names none. */
  problems: ApiProblem[];

  constructor(
    code: number,
    opts: { serverMessage?: string; field?: string; status?: number; problems?: ApiProblem[] } = {},
  ) {
    super(opts.serverMessage || `Err${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.serverMessage = opts.serverMessage || undefined;
    this.field = opts.field;
    this.status = opts.status ?? 0;
    this.problems = opts.problems ?? [];
  }
}

export interface RequestOptions {
  /** Do not toast on failure (the caller shows its own text). Auth redirects still happen. */
  silent?: boolean;
  /**
   * Send this session token instead of the stored one (the lobby checking a hand-over's session before it replaces
   * the signed-in one). A 401 then only rejects: the stored session is not cleared and nothing redirects.
   */
  token?: string;
  /**
   * A failure only rejects: a lost connection or a refused session neither clears the stored token nor goes to the
   * login. For a page opened by link that shows its own failure and a way on (the replay, /m/replay/:uuid).
   */
  stay?: boolean;
}

export interface TransportEffects {
  /** Show an error toast for `seconds`. */
  toast(text: string, seconds: number): void;
  /** Go to the login page (the token is already cleared). */
  redirectToLogin(): void;
  /** Reload the page. */
  reload(): void;
}

const defaultEffects: TransportEffects = {
  // Ant Design's static message, loaded when first needed: the players' lobby page has no Ant Design up front (the
  // apps replace this toast with their own anyway)
  toast: (text, seconds) => {
    void import('antd').then(({ message }) => message.error({ content: text, duration: seconds }));
  },
  redirectToLogin: () => {
    if (window.location.pathname !== '/login') window.location.assign('/login');
  },
  reload: () => window.location.reload(),
};

let effects: TransportEffects = { ...defaultEffects };

/** Replaces some of the transport's side effects (the app's bridge, tests). */
export function setTransportEffects(partial: Partial<TransportEffects>): void {
  effects = { ...effects, ...partial };
}

export function resetTransportEffects(): void {
  effects = { ...defaultEffects };
  recentToasts.clear();
}

// ---- toasts with a 5-second dedupe window --------------------------------------------------------------------

const recentToasts = new Map<string, number>();

/** Toasts `text` unless the same text or the same code was toasted within the last 5 seconds. */
export function toastError(text: string, code?: number): void {
  const now = Date.now();
  for (const [key, at] of recentToasts) if (now - at >= DEDUPE_MS) recentToasts.delete(key);
  const keys = [`m:${text}`, ...(code === undefined ? [] : [`c:${code}`])];
  if (keys.some((k) => recentToasts.has(k))) return;
  for (const k of keys) recentToasts.set(k, now);
  effects.toast(text, TOAST_SECONDS);
}

// ---- language maps of 503 messages ---------------------------------------------------------------------------

/** Keys a language map may use for each page language (page codes, BCP 47, payload content langs). */
const MAP_KEYS: Record<PageLang, string[]> = {
  'zh-CN': ['zh-cn', 'zh-hans', 'zh', 'chs', 'cn'],
  'zh-TW': ['zh-tw', 'zh-hant', 'zh-hk', 'chs-t', 'cht', 'tw'],
  'en-US': ['en-us', 'en', 'en-gb'],
  ja: ['ja', 'ja-jp', 'jp'],
  kr: ['ko', 'ko-kr', 'kr'],
};

/** The text of a `{lang: text}` map in `lang`, falling back to the first non-empty entry. */
export function pickLanguage(map: Record<string, unknown>, lang: PageLang = currentLang()): string {
  const entries = Object.entries(map).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');
  const norm = (k: string) => k.trim().toLowerCase().replace(/_/g, '-');
  for (const want of MAP_KEYS[lang]) {
    const hit = entries.find(([k]) => norm(k) === want);
    if (hit) return hit[1];
  }
  return entries[0]?.[1] ?? '';
}

// ---- message text ---------------------------------------------------------------------------------------------

/**
 * The error catalogue's messages (every code in five languages, about 12 KB of gzip) load on their own:
 * `loadErrorMessages()`, which the console's pages load with their code (`app/page-module.ts`: its first screen, the
 * shell and the home page, goes without; the test setup loads them before the tests), and the players' lobby's page
 * calls once it is up (a phone's first load carries only the lobby). Until
 * they are there, a code the server sent no message for reads as the generic and client-side messages have it
 * (connection failed, system error, unknown error).
 */
let messageOf: typeof ErrorMessageOf | null = null;
let loadingMessages: Promise<void> | null = null;

export function loadErrorMessages(): Promise<void> {
  loadingMessages ??= import('@taikai/shared/error-messages').then(
    (m) => {
      messageOf = m.errorMessage;
    },
    (err: unknown) => {
      loadingMessages = null; // a later call tries again
      throw err;
    },
  );
  return loadingMessages;
}

const EARLY_MESSAGES: Readonly<Record<number, Record<MessageLang, string> | undefined>> = {
  ...GENERIC_MESSAGES,
  ...CLIENT_MESSAGES,
};

/** The catalogue's message for a code in a language (the early subset until the catalogue is loaded). */
function codeMessage(code: number, lang: MessageLang): string {
  if (messageOf) return messageOf(code, lang);
  const entry = EARLY_MESSAGES[code] ?? GENERIC_MESSAGES[ErrorCode.UNKNOWN];
  return entry[lang] ?? entry['zh-CN'];
}

/** The text to show for a failure: the server's message first, else the page language's text for the code. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage || codeMessage(err.code, messageLang());
  if (err instanceof Error && err.message) return err.message;
  return codeMessage(ErrorCode.UNKNOWN, messageLang());
}

/**
 * The rejection handler of a call that is not silent: the transport has already shown the failure, so the caller
 * has nothing to add (`mutation.mutateAsync(x).then(done, shownByTransport)` in a dialog's onOk, which must settle).
 */
export function shownByTransport(): void {}

// ---- requests -------------------------------------------------------------------------------------------------

/** `a=1&a=2` for arrays; undefined/null left out; objects as JSON. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const put = (key: string, v: unknown) => {
    if (v === undefined || v === null) return;
    params.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) put(key, v);
    else put(key, value);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function apiUrl(path: string, query?: Record<string, unknown>): string {
  return `${pageGlobals().apiBase}${path}${buildQuery(query)}`;
}

/** Headers every call carries. */
export function apiHeaders(json = false, bearer?: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': htmlLang(),
    'X-Client-Version': CLIENT_VERSION,
  };
  const token = bearer ?? getToken();
  if (token) headers.Authorization = `Majsoul ${token}`;
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

function goToLogin(): void {
  clearToken();
  effects.redirectToLogin();
}

interface ErrorEnvelope {
  error?: { code?: unknown; message?: unknown; field?: unknown; problems?: unknown };
}

/** The well-formed entries of a refusal's `problems` (anything else is left out). */
function problemsOf(raw: unknown): ApiProblem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (p): p is ApiProblem =>
      !!p &&
      typeof p === 'object' &&
      typeof p.line === 'number' &&
      typeof p.field === 'string' &&
      typeof p.code === 'number' &&
      typeof p.message === 'string',
  );
}

async function request<T>(method: 'GET' | 'POST', url: string, body: unknown, opts: RequestOptions): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: apiHeaders(method === 'POST', opts.token),
      credentials: 'include',
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    // Connection failure: the server cannot be reached (spec section 8).
    const err = new ApiError(ErrorCode.CLIENT_CONNECTION_FAILED, { status: 0 });
    if (opts.token === undefined && !opts.stay) goToLogin();
    if (!opts.silent) toastError(errorText(err), err.code);
    throw err;
  }

  let payload: unknown = null;
  try {
    payload = await res.json();
  } catch {
    payload = null;
  }
  const envelope = (payload && typeof payload === 'object' ? payload : {}) as ErrorEnvelope & { data?: T };

  if (res.ok && !envelope.error) return envelope.data as T;

  const raw = envelope.error ?? {};
  const code =
    typeof raw.code === 'number'
      ? raw.code
      : res.status === 401
        ? ErrorCode.NOT_LOGGED_IN
        : res.status === 503
          ? ErrorCode.MAINTENANCE
          : ErrorCode.SYSTEM_ERROR;
  const serverMessage =
    typeof raw.message === 'string'
      ? raw.message
      : raw.message && typeof raw.message === 'object'
        ? pickLanguage(raw.message as Record<string, unknown>)
        : undefined;
  const err = new ApiError(code, {
    serverMessage,
    field: typeof raw.field === 'string' ? raw.field : undefined,
    status: res.status,
    problems: problemsOf(raw.problems),
  });

  if (res.status === 401) {
    if (opts.token === undefined && !opts.stay) goToLogin();
    throw err;
  }
  if (!opts.silent) toastError(errorText(err), err.code);
  throw err;
}

/**
 * Calls one endpoint of the shared endpoint table (packages/shared/src/endpoints): the path and method come from the
 * entry, the input is type-checked against its body (POST), query (GET) or path parameters (`:game_uuid`), and the
 * promise resolves with its reply's `data`. This is the only way to send a JSON call: the transport below is private,
 * so no call can bypass the table (CSV downloads use `apiUrl`/`apiHeaders`, with a path from the table's downloads).
 *
 *   const { list } = await call(seasonEndpoints.fetchContestSeasonList, { unique_id: 7 });
 *
 * Endpoints whose input is all optional (or that take none) may leave it out.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, opts = {}]: CallArgs<E>): Promise<EndpointReply<E>> {
  if (endpoint.method === 'POST') return request<EndpointReply<E>>('POST', apiUrl(endpoint.path), input ?? {}, opts);
  if (endpoint.params) return request<EndpointReply<E>>('GET', apiUrl(fillPath(endpoint.path, input)), undefined, opts);
  return request<EndpointReply<E>>(
    'GET',
    apiUrl(endpoint.path, input as Record<string, unknown> | undefined),
    undefined,
    opts,
  );
}

/** `[input, opts?]`, with the input optional when the endpoint needs none. */
export type CallArgs<E extends Endpoint> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` here means "no field is required"
  {} extends EndpointInput<E>
    ? [input?: EndpointInput<E>, opts?: RequestOptions]
    : [input: EndpointInput<E>, opts?: RequestOptions];

/** `/a/:game_uuid/b` with `{ game_uuid: 'x' }` → `/a/x/b` (each value URI-encoded). */
export function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

// ---- start-up -------------------------------------------------------------------------------------------------

/** A `?token=` the desk console opened with while another session was stored here (see `consumeUrlToken`). */
export interface UrlTokenCredential extends HandoverCredential {
  kind: 'token';
  /** The page's address without the token (where a sign-in with it reloads to). */
  returnTo: string;
}

let pendingUrlToken: UrlTokenCredential | null = null;

/**
 * `?token=` in the URL (spec part 1 section 7): it leaves the address bar at once. With no session
 * stored here it is saved and the page reloads (returns true: the caller should not render). With the same token
 * stored nothing changes. With another session stored, nothing is replaced yet: the token is kept in memory
 * (`pendingUrlTokenCredential`) and the console renders with its session, then asks (`app/DeskHandover.tsx`).
 */
export function consumeUrlToken(): boolean {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return false;
  url.searchParams.delete('token');
  const returnTo = `${url.pathname}${url.search}${url.hash}`;
  window.history.replaceState(window.history.state, '', returnTo);
  if (!token) return false;
  const stored = getToken();
  if (!stored) {
    setToken(token);
    effects.reload();
    return true;
  }
  if (stored !== token) pendingUrlToken = { kind: 'token', value: token, returnTo };
  return false;
}

/** The `?token=` waiting for the question, if any (the same object until it is cleared). */
export function pendingUrlTokenCredential(): UrlTokenCredential | null {
  return pendingUrlToken;
}

export function clearPendingUrlToken(): void {
  pendingUrlToken = null;
}

/** Reloads the page (through the transport's effects, which tests replace). */
export function reloadPage(): void {
  effects.reload();
}

/** A change of the token in another tab reloads this one. Returns the unsubscribe function. */
export function watchTokenStorage(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (e.key === TOKEN_KEY && e.oldValue !== e.newValue)) effects.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
