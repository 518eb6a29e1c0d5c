/**
 * Season, roster and blacklist helpers for the journeys of issue 3 (season, sign-up, roster, blacklist, languages),
 * built on `api` of ./api.ts: API calls to set a scene or check an outcome, and the date-time pickers of the season
 * screens. Generic helpers (login, accounts, contests, screenshots) stay in ./api.ts.
 */
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import {
  contestEndpoints,
  type ListChangeReply,
  lobbyEndpoints,
  PlayerState,
  rosterEndpoints,
  type Season,
  type SeasonPlayer,
  SeasonState,
  seasonEndpoints,
  type UpdateSeasonBody,
} from '@taikai/shared';
import { accountInfo, call, DEMO, encodeAccountId, login, newContest } from './api';

/** Types and constants of the contract, from @taikai/shared (never copied here). */
export type SeasonInfo = Season;
export type ListChange = ListChangeReply;
export type { SeasonPlayer };
export { PlayerState, SeasonState };

export const seasons = (request: APIRequestContext, token: string, uniqueId: number) =>
  call(request, token, seasonEndpoints.fetchContestSeasonList, { unique_id: uniqueId }).then((d) => d.list);

export async function season(request: APIRequestContext, token: string, uniqueId: number, seasonId: number) {
  const found = (await seasons(request, token, uniqueId)).find((s) => s.season_id === seasonId);
  if (!found) throw new Error(`contest ${uniqueId} has no season ${seasonId}`);
  return found;
}

export const updateSeason = (
  request: APIRequestContext,
  token: string,
  uniqueId: number,
  seasonId: number,
  setting: UpdateSeasonBody['setting'],
) => call(request, token, seasonEndpoints.updateContestSeason, { unique_id: uniqueId, season_id: seasonId, setting });

/**
 * A fresh creator and contest (see newContest) whose first season has started: the contest starts a second after
 * the server's now, so this waits for that second to pass (season running, sign-up open).
 */
export async function runningContest(request: APIRequestContext, opts: Parameters<typeof newContest>[1] = {}) {
  const created = await newContest(request, opts);
  await expect
    .poll(async () => (await season(request, created.creator.token, created.uniqueId, 1)).state, {
      message: 'season 1 of the new contest starts',
      intervals: [250],
    })
    .toBe(SeasonState.Running);
  return created;
}

/**
 * Ends a running season the way an organiser may: first moves its end time (a running season can be ended early
 * only after its end was edited), then ends it.
 */
export async function endRunningSeason(request: APIRequestContext, token: string, uniqueId: number, seasonId: number) {
  const s = await season(request, token, uniqueId, seasonId);
  await updateSeason(request, token, uniqueId, seasonId, { end_time: s.end_time + 3600 });
  return call(request, token, seasonEndpoints.endContestSeason, { unique_id: uniqueId, season_id: seasonId });
}

/** The players' API: the logged-in account signs up for a season; returns its state (1 waiting, 2 joined). */
export const signUp = (request: APIRequestContext, playerToken: string, uniqueId: number, seasonId: number) =>
  call(request, playerToken, lobbyEndpoints.playerSignup, { unique_id: uniqueId, season_id: seasonId }).then(
    (d) => d.state,
  );

/** Adds accounts (internal ids) to a season's roster. */
export const addSeasonPlayers = (
  request: APIRequestContext,
  token: string,
  uniqueId: number,
  seasonId: number,
  accountIds: number[],
) =>
  call(request, token, rosterEndpoints.addContestSeasonPlayer, {
    unique_id: uniqueId,
    season_id: seasonId,
    account_list: accountIds,
  });

/** Sets a roster player's remark. */
export const markPlayer = (
  request: APIRequestContext,
  token: string,
  uniqueId: number,
  seasonId: number,
  accountId: number,
  remark: string,
) =>
  call(request, token, rosterEndpoints.markContestSeasonPlayer, {
    unique_id: uniqueId,
    season_id: seasonId,
    account_id: accountId,
    remark,
  });

/** The first 100 players of a season in one state (joined by default). */
export const seasonPlayers = (
  request: APIRequestContext,
  token: string,
  uniqueId: number,
  seasonId: number,
  state: number = PlayerState.Joined,
) =>
  call(request, token, rosterEndpoints.contestSeasonPlayerList, {
    unique_id: uniqueId,
    season_id: seasonId,
    state,
    offset: 0,
    limit: 100,
  });

export const seasonBlacklist = (request: APIRequestContext, token: string, uniqueId: number, seasonId: number) =>
  call(request, token, rosterEndpoints.contestSeasonPlayerLimit, { unique_id: uniqueId, season_id: seasonId }).then(
    (d) => d.list,
  );

/** The demo seed's contest ("Taikai 秋季雀王战", running season 1 with 25 joined and 4 waiting) and its creator's token. */
export async function demoContest(request: APIRequestContext): Promise<{ token: string; uniqueId: number }> {
  const token = await login(request, DEMO.email);
  const { list } = await call(request, token, contestEndpoints.fetchContestList);
  if (!list.length) throw new Error('the demo operator has no contest: was the server started with TAIKAI_DEMO=1?');
  // The running demo contest: the oldest one whose current season is running (the demo's finished league, made
  // for the records screens, is another contest of the same operator).
  const byAge = [...list].sort((a, b) => a.create_time - b.create_time);
  const running = byAge.find((c) => c.current_season && c.current_season.state === 2) ?? byAge[0];
  return { token, uniqueId: running.unique_id };
}

/** An existing account as journeys use it: internal id, the encoded id people type, nickname. */
export interface KnownPlayer {
  accountId: number;
  encodedId: number;
  nickname: string;
}

/**
 * The joined players of the demo contest (Chinese, Japanese and international nicknames): ready-made accounts to
 * add to a journey's own contest without making new ones (the account CLI takes seconds per account).
 */
export async function demoRoster(request: APIRequestContext): Promise<KnownPlayer[]> {
  const { token, uniqueId } = await demoContest(request);
  const { list } = await seasonPlayers(request, token, uniqueId, 1);
  return list.map((p) => ({ accountId: p.account_id, encodedId: encodeAccountId(p.account_id), nickname: p.nickname }));
}

/** Demo player n (player<nn>@taikai.local), logged in: for the players' API. */
export async function demoPlayer(request: APIRequestContext, n: number): Promise<KnownPlayer & { token: string }> {
  const token = await login(request, DEMO.playerEmail(n));
  const info = await accountInfo(request, token);
  return { accountId: info.account_id, encodedId: encodeAccountId(info.account_id), nickname: info.nickname, token };
}

// ---- date-time pickers -------------------------------------------------------------------------------------------

export const DAY = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Unix seconds of a local wall-clock time `days` days from today (browser and test share the machine's zone). */
export function dayAt(days: number, hour: number, minute = 0, second = 0): number {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, minute, second, 0);
  return Math.floor(d.getTime() / 1000);
}

/** The console's date-time format (YYYY-MM-DD HH:mm:ss), local time. */
export function formatTime(unix: number): string {
  const d = new Date(unix * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Types a time into an antd DatePicker (showTime) and commits it with Enter, as a keyboard user does. */
export async function typeTime(input: Locator, unix: number): Promise<void> {
  await input.click();
  await input.fill(formatTime(unix));
  // Enter commits the time and closes the panel (Escape now would close the surrounding dialog)
  await input.press('Enter');
  await expect(input).toHaveValue(formatTime(unix));
  await expect(input.page().locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}
