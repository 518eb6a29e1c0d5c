import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { gameEndpoints } from '@taikai/shared';
import { call, loginContext, type PageLang, screenshot } from './support/api';
import {
  gameRecords,
  joinedPlayers,
  type Player,
  planThroughApi,
  readyThroughApi,
  runningGames,
} from './support/games';
import { texts } from './support/locale';
import { runningContest } from './support/season';

/**
 * The players' table (issue 11): two people — one on a desktop (en-US), one on a phone (ja) — and two robots
 * play a whole east game through the UI while a manager watches it from the running-games page (zh-CN); the
 * finished game appears in the records. Run with TAIKAI_THINK_SCALE small (e.g. 0.2) so clocks run out fast; a
 * person here mostly taps the drawn tile (or passes), and a clock that runs out plays the same default.
 */
const EAST_4 = { round_type: 1, thinking_type: 1, game_mode: 'liqi' };

async function openTableFromLobby(context: BrowserContext, player: Player, lang: PageLang): Promise<Page> {
  await loginContext(context, player.token, lang);
  const page = await context.newPage();
  await page.goto('/m/');
  const link = page.getByTestId('lobby-table-link');
  await expect(async () => {
    if (!(await link.isVisible())) await page.reload();
    await expect(link).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000] });
  await link.click();
  await expect(page.getByTestId('board')).toBeVisible({ timeout: 20_000 });
  return page;
}

/** Plays until the game result shows: taps the drawn tile (or the last legal tile), passes calls, wins when offered. */
async function play(page: Page, shots: () => Promise<void>): Promise<void> {
  const result = page.getByTestId('game-result');
  let shotTaken = false;
  for (let i = 0; i < 5_000; i++) {
    if (await result.isVisible()) return;
    const close = page.getByTestId('hand-result-close');
    // the hand result may give way to the game result between the check and the click: never wait on it
    if (await close.isVisible().catch(() => false)) await close.click({ timeout: 500 }).catch(() => {});
    for (const id of ['act-tsumo', 'act-ron', 'act-pass']) {
      const b = page.getByTestId(id);
      if (await b.isVisible().catch(() => false)) {
        await b.click({ timeout: 500 }).catch(() => {});
        break;
      }
    }
    const drawn = page.locator('[data-testid="drawn"]:is(button)');
    if (await drawn.isVisible().catch(() => false)) {
      if (
        !shotTaken &&
        (await page
          .getByTestId('clock')
          .isVisible()
          .catch(() => false))
      ) {
        shotTaken = true;
        await shots();
      }
      await drawn.click({ timeout: 500 }).catch(() => {});
    } else {
      const any = page.locator('[data-testid="my-hand"] button.tt-tile').last();
      if (await any.isVisible().catch(() => false)) await any.click({ timeout: 500 }).catch(() => {});
    }
    await page.waitForTimeout(50);
  }
  throw new Error('the game did not end');
}

test('two people and two robots play an east game at the table; a manager watches; the record appears', async ({
  browser,
  request,
}) => {
  test.setTimeout(900_000);
  const { creator, uniqueId } = await runningContest(request, { rule: EAST_4 });
  const [alice, bob] = await joinedPlayers(request, creator.token, uniqueId, [31, 32]);
  await readyThroughApi(request, alice, uniqueId);
  await readyThroughApi(request, bob, uniqueId);
  await planThroughApi(request, creator.token, uniqueId, [alice.accountId, 0, bob.accountId, 0]);
  // the organiser holds the game as soon as it starts, so both people are seated before the first discard
  await expect
    .poll(async () => (await runningGames(request, creator.token, uniqueId)).length, {
      timeout: 60_000,
      intervals: [300],
    })
    .toBe(1);
  const [game] = await runningGames(request, creator.token, uniqueId);
  const hold = (resume: 1 | 2) =>
    call(request, creator.token, gameEndpoints.pauseContestRunningGame, {
      unique_id: uniqueId,
      game_uuid: game.game_uuid,
      resume,
    });
  await hold(1);

  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const manager = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const [a, b] = await Promise.all([openTableFromLobby(desktop, alice, 'en-US'), openTableFromLobby(phone, bob, 'ja')]);
  await expect(a.getByTestId('paused')).toBeVisible();
  await hold(2);

  // the manager opens the game from the running-games page in a watch view
  await loginContext(manager, creator.token, 'zh-CN');
  const running = await manager.newPage();
  await running.goto(`/contest/${uniqueId}/season/1/match-manage`);
  const watchButton = running.getByTestId(`watch-${game.game_uuid}`);
  await expect(watchButton).toBeVisible({ timeout: 60_000 });
  const [watch] = await Promise.all([manager.waitForEvent('page'), watchButton.click()]);
  await expect(watch.getByTestId('board')).toBeVisible({ timeout: 20_000 });
  await expect(watch.getByText(texts('zh-CN')('table.watching'))).toBeVisible();
  await expect(watch.getByTestId('my-hand')).toHaveCount(0);
  await screenshot(watch, 'table-watch-1440-zh-CN');
  await watch.setViewportSize({ width: 360, height: 740 });
  await screenshot(watch, 'table-watch-360-zh-CN');

  await Promise.all([
    play(a, async () => {
      await screenshot(a, 'table-1440-en');
      await a.setViewportSize({ width: 360, height: 740 });
      await screenshot(a, 'table-360-en');
      await a.setViewportSize({ width: 1440, height: 900 });
    }),
    play(b, async () => {
      await screenshot(b, 'table-360-ja');
      await b.setViewportSize({ width: 1440, height: 900 });
      await screenshot(b, 'table-1440-ja');
      await b.setViewportSize({ width: 360, height: 740 });
    }),
  ]);
  await expect(a.getByTestId('final-1')).toBeVisible();
  await screenshot(a, 'table-final-1440-en');
  await screenshot(b, 'table-final-360-ja');
  await expect(watch.getByTestId('game-result')).toBeVisible({ timeout: 30_000 });

  await expect
    .poll(async () => (await gameRecords(request, creator.token, uniqueId)).record_list.length, {
      message: 'the finished game is in the records',
      timeout: 60_000,
    })
    .toBe(1);
  const record = (await gameRecords(request, creator.token, uniqueId)).record_list[0];
  expect(record.terminated).toBe(0);
  await Promise.all([desktop.close(), phone.close(), manager.close()]);
});
