/**
 * Games helpers for the journeys of issue 10 (reserve, watch, pause, terminate, batch plans): API calls through the
 * shared endpoint table to set a scene or check an outcome, and readying a player through the lobby at /m/ in a
 * phone-sized browser context. Paths and reply types come from @taikai/shared, never copied.
 */
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { gameEndpoints, lobbyEndpoints, recordEndpoints } from '@taikai/shared';
import { call, loginContext, type PageLang, serverTime } from './api';
import { texts } from './locale';
import { addSeasonPlayers, demoPlayer, type KnownPlayer } from './season';

export type Player = KnownPlayer & { token: string };

/** Demo players n… (each journey takes its own numbers so no account sits in two journeys' games), joined. */
export async function joinedPlayers(
  request: APIRequestContext,
  creatorToken: string,
  uniqueId: number,
  numbers: number[],
): Promise<Player[]> {
  const players: Player[] = [];
  for (const n of numbers) players.push(await demoPlayer(request, n));
  await addSeasonPlayers(
    request,
    creatorToken,
    uniqueId,
    1,
    players.map((p) => p.accountId),
  );
  return players;
}

/** A phone-sized browser context (360 × 740) of the player, on the lobby; flips the ready switch of season 1 on. */
export async function readyThroughLobby(browser: Browser, player: Player, uniqueId: number, lang: PageLang) {
  const t = texts(lang);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    await loginContext(context, player.token, lang);
    const page = await context.newPage();
    await page.goto('/m/');
    const season = page.getByTestId(`my-season-${uniqueId}-1`);
    await expect(season).toBeVisible({ timeout: 20_000 });
    await season.getByRole('switch', { name: t('lobby.readySwitch') }).click();
    await expect(season.getByTestId('lobby-ready-state')).toHaveText(t('lobby.ready'));
  } finally {
    await context.close();
  }
}

/** The players' API ready call (for scenes where the lobby is not what the journey is about). */
export const readyThroughApi = (request: APIRequestContext, player: Player, uniqueId: number) =>
  call(request, player.token, lobbyEndpoints.playerReady, { unique_id: uniqueId, season_id: 1, ready: true });

export const readyList = async (request: APIRequestContext, token: string, uniqueId: number) =>
  (await call(request, token, gameEndpoints.readyPlayerList, { unique_id: uniqueId, season_id: 1 })).list;

export const planList = async (request: APIRequestContext, token: string, uniqueId: number) =>
  (await call(request, token, gameEndpoints.fetchContestGamePlanList, { unique_id: uniqueId, season_id: 1 })).list;

export const runningGames = async (request: APIRequestContext, token: string, uniqueId: number) =>
  (await call(request, token, gameEndpoints.contestRunningGameList, { unique_id: uniqueId, season_id: 1 })).list;

export const gameRecords = (request: APIRequestContext, token: string, uniqueId: number) =>
  call(request, token, recordEndpoints.fetchContestGameRecords, {
    unique_id: uniqueId,
    season_id: 1,
    offset: 0,
    limit: 20,
  });

/** A plan through the API: seats in order (0 a robot), starting now unless told. */
export async function planThroughApi(
  request: APIRequestContext,
  token: string,
  uniqueId: number,
  accountList: number[],
  startTime?: number,
) {
  return call(request, token, gameEndpoints.createGamePlan, {
    unique_id: uniqueId,
    season_id: 1,
    account_list: accountList,
    game_start_time: startTime ?? (await serverTime(request)),
    ai_level: 1,
  });
}
