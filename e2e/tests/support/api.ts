/**
 * Generic helpers for the Playwright journeys: logging in through the API, calling the API with a token, making
 * accounts (operator CLI) and contests, and logging a browser context in. They talk to the server `e2e/run.mjs`
 * started (env BASE_URL, DATABASE_URL). Nothing here is specific to one journey; extend it rather than copy it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Endpoint, EndpointInput, EndpointReply } from '@taikai/shared';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const execFileAsync = promisify(execFile);

/** The demo seed's accounts (apps/server/src/demo/seed.ts); every demo account has the same password. */
export const DEMO = {
  email: 'demo@taikai.local',
  password: 'taikai-demo',
  managerEmail: 'manager@taikai.local',
  /** player01@taikai.local … (1-based) */
  playerEmail: (n: number) => `player${String(n).padStart(2, '0')}@taikai.local`,
} as const;

export type PageLang = 'en-US' | 'zh-CN' | 'zh-TW' | 'ja' | 'kr';

/** A failed API call: the server's `{error:{code, message, field?}}`. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(`API error ${code} (HTTP ${status}): ${message}`);
  }
}

/**
 * Calls `/api/...` with `Authorization: Majsoul <token>`; GET sends `body` as the query string. Returns `data`,
 * throws ApiCallError on an error reply.
 */
export async function api<T = unknown>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Majsoul ${token}` } : {};
  const res =
    method === 'GET'
      ? await request.get(url, {
          headers,
          params: body as Record<string, string | number | boolean> | undefined,
        })
      : await request.post(url, { headers, data: body ?? {} });
  const json = (await res.json().catch(() => ({}))) as {
    data?: T;
    error?: { code: number; message: string; field?: string };
  };
  if (json.error || !res.ok()) {
    const e = json.error ?? { code: -1, message: res.statusText() };
    throw new ApiCallError(res.status(), e.code, e.message, e.field);
  }
  return json.data as T;
}

/**
 * Calls one endpoint of the shared endpoint table (packages/shared/src/endpoints) with its typed input and reply, so
 * journeys never copy a path or a reply shape: `call(request, token, seasonEndpoints.fetchContestSeasonList, {…})`.
 */
export function call<E extends Endpoint>(
  request: APIRequestContext,
  token: string | null,
  endpoint: E,
  input?: EndpointInput<E>,
): Promise<EndpointReply<E>> {
  return api<EndpointReply<E>>(request, token, endpoint.method, endpoint.path, input as Record<string, unknown>);
}

// /api/login is rate-limited per IP (30 a minute): tokens are cached for the test worker's life.
const tokens = new Map<string, Promise<string>>();

/** A token for an account (e-mail + password), logged in once per worker. */
export function login(request: APIRequestContext, account: string, password: string = DEMO.password): Promise<string> {
  const key = `${account}\n${password}`;
  let token = tokens.get(key);
  if (!token) {
    token = api<{ token: string }>(request, null, 'POST', '/api/login', { account, password }).then((d) => d.token);
    token.catch(() => tokens.delete(key));
    tokens.set(key, token);
  }
  return token;
}

export interface AccountInfo {
  account_id: number;
  nickname: string;
  email: string | null;
  zone: number;
  can_create: boolean;
  is_operator: boolean;
}

export const accountInfo = (request: APIRequestContext, token: string) =>
  api<AccountInfo>(request, token, 'GET', '/api/contest/fetch_account_info');

/** The id people see and type ("encoded" account id, DESIGN section 4); the same as @taikai/shared encodeAccountId. */
export function encodeAccountId(accountId: number): number {
  const t = accountId ^ 6139246;
  let e = t & 0x3ffffff;
  for (let i = 0; i < 5; i++) e = ((511 & e) << 17) | (e >> 9);
  return e + (t & ~0x3ffffff) + 1e7;
}

let unique = 0;
/** A string unique within this run (for e-mails, nicknames, contest names). */
export const uniqueSuffix = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;

export interface CreatedAccount {
  accountId: number;
  /** the encoded id people type */
  encodedId: number;
  nickname: string;
  email: string;
  password: string;
}

/**
 * A new account through the operator CLI (`account create`) on the e2e database. Nickname and e-mail default to
 * unique values; the password defaults to the demo password.
 */
export async function createAccount(
  opts: { nickname?: string; email?: string; password?: string; diamonds?: number; zone?: 1 | 2 | 3 } = {},
): Promise<CreatedAccount> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: run the journeys through e2e/run.mjs');
  const suffix = uniqueSuffix();
  const nickname = opts.nickname ?? `e2e-${suffix}`;
  const email = opts.email ?? `e2e-${suffix}@taikai.test`;
  const password = opts.password ?? DEMO.password;
  const args = ['account', 'create', '--nickname', nickname, '--email', email, '--password', password];
  if (opts.diamonds !== undefined) args.push('--diamonds', String(opts.diamonds));
  if (opts.zone !== undefined) args.push('--zone', String(opts.zone));
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: path.join(root, 'apps', 'server'),
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  });
  const m = /Created account (\d+) \(shown to people as (\d+)\)/.exec(stdout);
  if (!m) throw new Error(`account create printed something unexpected: ${stdout}`);
  return { accountId: Number(m[1]), encodedId: Number(m[2]), nickname, email, password };
}

/** The server's clock (unix seconds). */
export const serverTime = async (request: APIRequestContext) =>
  (await api<{ time: number }>(request, null, 'GET', '/api/contest/server_time')).time;

export interface GameRuleSettingInput {
  round_type: number;
  thinking_type: number;
  game_mode: string;
  detail_rule?: Record<string, number | boolean>;
}

/**
 * A new contest (60 diamonds from the creator) starting a second from now and running 30 days, with its first season; returns its
 * unique_id. An account may create one contest every 7 days (2515), so journeys that need fresh contests make
 * their creators with `newCreator`. The rule defaults to four-player south, 5+20 s, riichi, the server filling the default detail rule.
 */
export async function createContest(
  request: APIRequestContext,
  token: string,
  opts: { name?: string; rule?: GameRuleSettingInput; openShow?: 0 | 1; startTime?: number; endTime?: number } = {},
): Promise<number> {
  // start_time must not be before the server's now when the request arrives: a second ahead of its clock
  const start = opts.startTime ?? (await serverTime(request)) + 1;
  const reply = await api<{ unique_id: number }>(request, token, 'POST', '/api/contest/create_contest', {
    name: [{ lang: 'default', content: opts.name ?? `E2E ${uniqueSuffix()}` }],
    game_rule_setting: opts.rule ?? { round_type: 2, thinking_type: 3, game_mode: 'liqi' },
    open_show: opts.openShow ?? 1,
    start_time: start,
    end_time: opts.endTime ?? start + 30 * 86_400,
  });
  return reply.unique_id;
}

export interface Creator extends CreatedAccount {
  token: string;
}

/** A fresh account with diamonds enough for a contest (60), logged in. */
export async function newCreator(
  request: APIRequestContext,
  opts: { nickname?: string; diamonds?: number } = {},
): Promise<Creator> {
  const account = await createAccount({ nickname: opts.nickname, diamonds: opts.diamonds ?? 500 });
  return { ...account, token: await login(request, account.email, account.password) };
}

/** A fresh creator and a contest of theirs (see createContest for the options). */
export async function newContest(
  request: APIRequestContext,
  opts: Parameters<typeof createContest>[2] & { creatorNickname?: string } = {},
): Promise<{ creator: Creator; uniqueId: number }> {
  const creator = await newCreator(request, { nickname: opts.creatorNickname });
  return { creator, uniqueId: await createContest(request, creator.token, opts) };
}

/** fetch_contest_detail as the given account (the fields journeys usually check; the rest is there too). */
export const contestDetail = (request: APIRequestContext, token: string, uniqueId: number) =>
  api<{
    unique_id: number;
    is_creator: boolean;
    admin_list: { account_id: number; nickname: string }[];
    game_rule_setting: GameRuleSettingInput & { detail_rule: Record<string, number | boolean> };
    season_list: { season_id: number; state: number }[];
    [key: string]: unknown;
  }>(request, token, 'GET', '/api/contest/fetch_contest_detail', { unique_id: uniqueId });

/** add_contest_admin with internal account ids (creator only). */
export const addContestAdmins = (request: APIRequestContext, token: string, uniqueId: number, accountIds: number[]) =>
  api<{ success: number[]; failed: { account_id: number; reason: number }[] }>(
    request,
    token,
    'POST',
    '/api/contest/add_contest_admin',
    { unique_id: uniqueId, account_list: accountIds },
  );

/**
 * Logs every page of the context in (token in localStorage before any script runs) and picks the page language.
 * Call before the first `page.goto`.
 */
export async function loginContext(context: BrowserContext, token: string, lang: PageLang = 'en-US'): Promise<void> {
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('taikai.token', t);
      localStorage.setItem('taikai.lang', l);
    },
    [token, lang] as const,
  );
}

/** Saves a full-page screenshot to e2e/screenshots/<name>.png (git-ignored), scrolled to the top first. */
export async function screenshot(page: Page, name: string): Promise<void> {
  // the page header is sticky: a page scrolled down would show it in the middle of the full-page image
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(root, 'e2e', 'screenshots', `${name}.png`), fullPage: true });
}
