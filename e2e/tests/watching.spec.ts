/**
 * Issue 28, the players' side of watching and their own season, against the real server:
 *  - an observer of a contest (observer switch on, added by its creator) logs into the lobby on a phone, finds the
 *    contest's running game under "Games to watch" behind by the watch delay (TAIKAI_WATCH_DELAY; the creator sees it
 *    live), opens it with Watch and gets the table delayed: first the "you watch N s behind" notice, then the board
 *    with its delay tag; the desk console's /watch lists the same game read-only;
 *  - a player of the demo's finished league opens "My season" from "My contests": standing, placements, statistics,
 *    the chart, and the finished games a page at a time with Replay links.
 * The game is a demo player (ready through the API, not at the table: auto-played) and three robots, paused once
 * it runs so it stays in the list while the observer looks (e2e/run.mjs paces hands at a few seconds), and
 * terminated at the end. The scene is set through the API (support/*), the journey through the UI.
 */
import { expect, test } from '@playwright/test';
import { contestEndpoints, gameEndpoints, lobbyEndpoints, managerEndpoints } from '@taikai/shared';
import { call, DEMO, loginContext, screenshot } from './support/api';
import { joinedPlayers, planThroughApi, readyThroughApi, runningGames } from './support/games';
import { texts } from './support/locale';
import { demoPlayer, runningContest } from './support/season';

/** Four-player south games: long enough to be found running. */
const SOUTH_4 = { round_type: 2, thinking_type: 3, game_mode: 'liqi' };
const PHONE = { width: 360, height: 740 };
/** Demo players of this journey only (other journeys seat 3, 7, 8, 11–22, 31, 32). */
const OBSERVER = 36;
const SEATED = 37;
/** The demo's finished league ("Taikai 夏季联赛", apps/server/src/demo/records.ts): players 1–24 played in it. */
const LEAGUE_PLAYER = 1;
const LEAGUE_NAME = 'Taikai 夏季联赛';

test('an observer finds a running game in the lobby, behind by the delay, and watches it delayed (en-US)', async ({
  browser,
  request,
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const t = texts('en-US');

  // the scene: a contest with its observer switch on and an observer; a game of a seated player and three robots
  const { creator, uniqueId } = await runningContest(request, { rule: SOUTH_4 });
  await call(request, creator.token, contestEndpoints.updateContestBase, {
    unique_id: uniqueId,
    setting: { observer_switch: 1 },
  });
  const observer = await demoPlayer(request, OBSERVER);
  await call(request, creator.token, managerEndpoints.setObserverList, {
    unique_id: uniqueId,
    add_list: [observer.accountId],
  });
  const [player] = await joinedPlayers(request, creator.token, uniqueId, [SEATED]);
  await readyThroughApi(request, player, uniqueId);
  await planThroughApi(request, creator.token, uniqueId, [player.accountId, 0, 0, 0]);
  await expect
    .poll(async () => (await runningGames(request, creator.token, uniqueId)).length, {
      message: 'the planned game starts',
      timeout: 90_000,
      intervals: [1_000],
    })
    .toBe(1);
  const [game] = await runningGames(request, creator.token, uniqueId);
  await call(request, creator.token, gameEndpoints.pauseContestRunningGame, {
    unique_id: uniqueId,
    game_uuid: game.game_uuid,
    resume: 1,
  });

  // the server's view: the observer behind by the delay, the creator live
  const seen = await call(request, observer.token, lobbyEndpoints.playerWatchGames);
  const delay = seen.delay_seconds;
  expect(delay, 'TAIKAI_WATCH_DELAY is on').toBeGreaterThan(0);
  expect(seen.games.find((g) => g.game_uuid === game.game_uuid)?.live).toBe(false);
  const managed = await call(request, creator.token, lobbyEndpoints.playerWatchGames);
  expect(managed.games.find((g) => g.game_uuid === game.game_uuid)?.live).toBe(true);

  // the observer logs into the lobby on a phone
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await phone.addInitScript(() => localStorage.setItem('taikai.lang', 'en-US'));
  try {
    const lobby = await phone.newPage();
    await lobby.goto('/m/');
    await expect(lobby.getByText(t('lobby.loginTitle'))).toBeVisible({ timeout: 20_000 });
    await lobby.getByLabel(t('login.account')).fill(DEMO.playerEmail(OBSERVER));
    await lobby.getByRole('textbox', { name: t('login.password'), exact: true }).fill(DEMO.password);
    await lobby.getByTestId('login-submit-password').click();

    // "Games to watch": the contest's game, its seats (the robots named so), behind by the delay
    const card = lobby.getByTestId('lobby-watch-games');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('heading', { name: t('lobby.watch.title') })).toBeVisible();
    const row = card.getByTestId(`lobby-watch-${game.game_uuid}`);
    await expect(row.getByTestId('lobby-watch-delay')).toHaveText(t('lobby.watch.behind', { seconds: delay }));
    await expect(row).toContainText(player.nickname);
    await expect(row).toContainText(t('lobby.robot'));
    await expect(row).toContainText(t('lobby.paused'));
    await screenshot(lobby, 'watch-lobby-360-en-US');

    // Watch: the table as a watcher, behind by the delay
    await row.getByRole('link', { name: new RegExp(`^${t('lobby.watch.watch')}`) }).click();
    await expect(lobby).toHaveURL(new RegExp(`/m/table/${game.game_uuid}\\?watch=1$`));
    await expect(lobby.getByTestId('delay-wait').or(lobby.getByTestId('delayed')).first()).toBeVisible({
      timeout: 20_000,
    });
    const delayed = lobby.getByTestId('delayed');
    await expect(delayed).toHaveText(t('table.delayed', { seconds: delay }), { timeout: (delay + 45) * 1000 });
    await expect(lobby.getByTestId('board')).toBeVisible();
    await expect(lobby.getByText(t('table.watching'))).toBeVisible();
    await expect(lobby.getByTestId('my-hand')).toHaveCount(0);
    await screenshot(lobby, 'watch-table-360-en-US');
  } finally {
    await phone.close();
  }

  // the desk console: the same game on /watch, read-only
  await loginContext(context, observer.token, 'en-US');
  await page.goto('/watch');
  const deskRow = page.getByRole('row').filter({ has: page.getByTestId(`watch-${game.game_uuid}`) });
  await expect(deskRow).toBeVisible({ timeout: 20_000 });
  await expect(deskRow.getByTestId('watch-delay')).toHaveText(t('table.delayed', { seconds: delay }));
  await expect(deskRow.getByTestId(`watch-${game.game_uuid}`)).toHaveAttribute(
    'href',
    `/m/table/${game.game_uuid}?watch=1`,
  );
  await expect(page.getByRole('button', { name: t('game.running.terminate') })).toHaveCount(0);
  await screenshot(page, 'watch-desk-1280-en-US');

  await call(request, creator.token, gameEndpoints.terminateContestRunningGame, {
    unique_id: uniqueId,
    uuid: game.game_uuid,
  });
});

test('a player opens their own season from the lobby: standing, chart, games a page at a time (zh-CN)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const t = texts('zh-CN');
  const player = await demoPlayer(request, LEAGUE_PLAYER);
  const { list } = await call(request, player.token, lobbyEndpoints.playerMyContests);
  const league = list.find((c) => c.contest_name.some((n) => n.content === LEAGUE_NAME));
  expect(league, 'demo player 1 plays in the demo league').toBeDefined();
  if (!league) return;
  const reply = await call(request, player.token, lobbyEndpoints.playerMySeason, {
    unique_id: league.unique_id,
    season_id: league.season_id,
    offset: 0,
    limit: 10,
  });
  expect(reply.records.total).toBeGreaterThan(10);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await loginContext(phone, player.token, 'zh-CN');
    const lobby = await phone.newPage();
    await lobby.goto('/m/');
    const season = lobby.getByTestId(`my-season-${league.unique_id}-${league.season_id}`);
    await expect(season).toBeVisible({ timeout: 20_000 });
    await season.getByRole('link', { name: new RegExp(`^${t('lobby.mySeason.open')}`) }).click();
    await expect(lobby).toHaveURL(new RegExp(`/m/season/${league.unique_id}/${league.season_id}$`));

    const standing = lobby.getByTestId('lobby-season-standing');
    await expect(standing).toBeVisible({ timeout: 20_000 });
    await expect(standing.getByTestId('lobby-season-games')).toHaveText(
      new RegExp(`${reply.data.player.account_data.total_game_count}$`),
    );
    const rank = reply.data.rank_data.rank;
    await expect(standing.getByTestId('lobby-season-rank')).toContainText(t('lobby.placement', { n: rank }));
    await expect(lobby.getByTestId('lobby-season-chart').getByRole('img')).toBeVisible();

    const list = lobby.getByTestId('lobby-season-games-list');
    const replays = list.getByRole('link', { name: new RegExp(`^${t('myseason.replay')}`) });
    await expect(replays).toHaveCount(10);
    const first = reply.records.record_list[0].uuid;
    await expect(list.getByTestId(`lobby-season-game-${first}`).getByRole('link')).toHaveAttribute(
      'href',
      `/m/replay/${first}`,
    );
    await screenshot(lobby, 'my-season-390-zh-CN');

    await list.getByRole('button', { name: t('myseason.next') }).click();
    await expect(lobby).toHaveURL(/\?page=2$/);
    await expect(list.getByTestId('lobby-season-page-of')).toHaveText(
      t('myseason.page', { page: 2, pages: Math.ceil(reply.records.total / 10) }),
    );
    await expect(list.getByTestId(`lobby-season-game-${first}`)).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
