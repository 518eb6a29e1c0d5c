import { expect, type Page, test } from '@playwright/test';
import { gameEndpoints, PAGE_LANGS } from '@taikai/shared';
import { call, loginContext, type PageLang, screenshot } from './support/api';
import { planThroughApi, readyThroughApi, runningGames } from './support/games';
import { texts } from './support/locale';
import { runningContest } from './support/season';
import { expectAccessible, expectFits, freshPlayer, switchLanguage } from './support/table-phone';

/**
 * The players' table on a phone (issue 27): one person and three robots play a short game at 390 × 844. The hand
 * result and the game result fit 390 × 844 and 360 × 640 without scrolling in all five languages (every seat's
 * change, yaku/han/fu, the Continue button on screen), switched in place with the lobby bar's picker, and the
 * table passes axe-core's WCAG 2 A/AA rules throughout. Every seat starts with 100 points, so the first hand that
 * makes anyone pay ends the game (a bust); at most the east round, no extra rounds.
 */
const SHORT = {
  round_type: 1,
  // 5 + 10 s: room for the checks while the person's clock runs
  thinking_type: 2,
  game_mode: 'liqi',
  detail_rule: { init_point: 100, fandian: 100, jingsuanyuandian: 100, have_nanruxiru: false },
};
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

/**
 * Plays the person's seat until a hand result shows: wins when it can, passes calls, discards the drawn tile (or
 * the last tile it may). Returns which panel came up.
 */
async function playUntilResult(page: Page): Promise<'hand' | 'game'> {
  const visible = (id: string) =>
    page
      .getByTestId(id)
      .isVisible()
      .catch(() => false);
  for (let i = 0; i < 4_000; i++) {
    if (await visible('hand-result')) return 'hand';
    if (await visible('game-result')) return 'game';
    for (const id of ['act-tsumo', 'act-ron', 'act-pass']) {
      if (await visible(id)) {
        await page
          .getByTestId(id)
          .click({ timeout: 1_000 })
          .catch(() => {});
        break;
      }
    }
    const drawn = page.locator('[data-testid="drawn"]:is(button)');
    if (await drawn.isVisible().catch(() => false)) await drawn.click({ timeout: 1_000 }).catch(() => {});
    else {
      const any = page.locator('[data-testid="my-hand"] button.tt-tile').last();
      if (await any.isVisible().catch(() => false)) await any.click({ timeout: 1_000 }).catch(() => {});
    }
    await page.waitForTimeout(50);
  }
  throw new Error('no result came up');
}

/** The hand result fits each phone in each language, and the page passes axe-core with it up. */
async function checkHandResult(page: Page): Promise<void> {
  const panel = page.getByTestId('hand-result').locator('.tt-result');
  // a tap on the panel keeps it up (no countdown) while it is looked at
  await panel.getByRole('heading').click();
  await expect(page.getByTestId('hand-result-close')).toHaveText(/^\D+$/);
  const wins = await page.locator('[data-testid^="win-"][data-testid$="points"]').count();
  for (const lang of PAGE_LANGS as readonly PageLang[]) {
    await switchLanguage(page, lang);
    const t = texts(lang);
    await expect(page.getByTestId('hand-result-close')).toHaveText(
      new RegExp(`^${t('table.result.continue').replace(/\s/g, '\\s?')}$`),
    );
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      const parts = [
        page.locator('[data-testid^="delta-"]'),
        page.getByTestId('hand-result-close'),
        ...(wins ? [page.getByTestId('win-points'), page.getByTestId('win-yaku'), page.getByTestId('win-how')] : []),
      ];
      await expectFits(page, panel, parts, `hand result ${lang} ${phone.width}×${phone.height}`);
      await expect(page.locator('[data-testid^="delta-"]')).toHaveCount(4);
    }
    await screenshot(page, `table-phone-hand-result-360-${lang}`);
    await page.setViewportSize(PHONES[0]);
    await expectAccessible(page, `hand result ${lang}`);
  }
}

/** The game result fits each phone in each language, and the page passes axe-core with it up. */
async function checkGameResult(page: Page): Promise<void> {
  const panel = page.getByTestId('game-result').locator('.tt-result');
  for (const lang of PAGE_LANGS as readonly PageLang[]) {
    await switchLanguage(page, lang);
    await expect(panel.getByRole('heading')).toHaveText(texts(lang)('table.final.title'));
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      const parts = [1, 2, 3, 4].map((n) => page.getByTestId(`final-${n}`));
      await expectFits(page, panel, [...parts, page.getByTestId('lobby-link')], `game result ${lang} ${phone.width}`);
    }
    await screenshot(page, `table-phone-game-result-360-${lang}`);
    await page.setViewportSize(PHONES[0]);
    await expectAccessible(page, `game result ${lang}`);
  }
}

test('a phone table: the results fit 390 × 844 and 360 × 640 in every language and pass axe-core', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { creator, uniqueId } = await runningContest(request, { rule: SHORT });
  const player = await freshPlayer(request, creator.token, uniqueId);
  const context = await browser.newContext({ viewport: PHONES[0], isMobile: true, hasTouch: true });
  await loginContext(context, player.token, 'en-US');
  const page = await context.newPage();
  // what the table socket brought, by message type (named when the person is never asked to discard)
  const received = new Map<string, number>();
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      const type = /"type":"(\w+)"/.exec(String(f.payload))?.[1] ?? '?';
      received.set(type, (received.get(type) ?? 0) + 1);
    }),
  );
  const drawn = page.locator('[data-testid="drawn"]:is(button)');
  let hold: (resume: 1 | 2) => Promise<unknown> = async () => {};
  // A person not yet at the table is waited for only 5 s here (the journeys' start grace; 30 s by default), and a
  // game of 100 points may end within its first hand's few seconds: the organiser holds the game as soon as it shows
  // as running, and when it still ended before the person was asked (a busy machine), another game is planned.
  for (let attempt = 1; ; attempt++) {
    const before = (await runningGames(request, creator.token, uniqueId)).length;
    await readyThroughApi(request, player, uniqueId);
    await planThroughApi(request, creator.token, uniqueId, [player.accountId, 0, 0, 0]);
    await expect
      .poll(async () => (await runningGames(request, creator.token, uniqueId)).length, {
        timeout: 60_000,
        intervals: [50],
      })
      .toBeGreaterThan(before);
    const [game] = await runningGames(request, creator.token, uniqueId);
    hold = (resume) =>
      call(request, creator.token, gameEndpoints.pauseContestRunningGame, {
        unique_id: uniqueId,
        game_uuid: game.game_uuid,
        resume,
      });
    await hold(1).catch(() => {});
    received.clear();
    await page.goto(`/m/table/${encodeURIComponent(game.game_uuid)}`);
    await expect(page.getByTestId('board').or(page.getByTestId('game-result'))).toBeVisible({ timeout: 20_000 });
    await hold(2).catch(() => {});
    // the table on the phone while the person decides: the hand and the buttons at the bottom, nothing scrolls
    const asked = await expect(async () => {
      if (await page.getByTestId('game-result').isVisible()) return;
      // a call offered first is passed
      if (await page.getByTestId('act-pass').isVisible()) await page.getByTestId('act-pass').click();
      await expect(drawn).toBeVisible({ timeout: 1_000 });
    })
      .toPass({ timeout: 60_000 })
      .then(async () => !(await page.getByTestId('game-result').isVisible()));
    if (asked) break;
    if (attempt === 3)
      throw new Error(`the person is never asked to discard; the socket brought ${JSON.stringify([...received])}`);
  }
  await expect(page.getByRole('timer')).toBeVisible();
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    const parts = [page.getByTestId('my-hand'), drawn, page.getByRole('timer')];
    await expectFits(page, page.getByTestId('table-page'), parts, `table ${phone.width}`);
    await screenshot(page, `table-phone-${phone.width}-en-US`);
  }
  await page.setViewportSize(PHONES[0]);
  await expectAccessible(page, 'the table while the person decides');

  // held by the organiser, the table in every language (which also loads each language's texts, so the switches
  // over the results below happen in place)
  await hold(1);
  for (const lang of [...PAGE_LANGS, 'en-US'] as PageLang[]) {
    await switchLanguage(page, lang);
    await expect(page.getByTestId('paused')).toHaveText(texts(lang)('table.paused'));
    await expectFits(page, page.getByTestId('table-page'), [page.getByTestId('my-hand')], `table ${lang}`);
    await screenshot(page, `table-phone-390-${lang}`);
    await expectAccessible(page, `the table (${lang})`);
  }
  await hold(2);

  // hands until one pays someone below zero, which ends the game: that hand's result is checked in full (it stays
  // up until Continue once tapped; the game result comes after it)
  let checked = false;
  for (let hands = 0; hands < 12; hands++) {
    if ((await playUntilResult(page)) === 'game') break;
    const bust = await page
      .locator('[data-testid^="delta-"] td:nth-child(3)')
      .evaluateAll((cells) => cells.some((td) => Number(td.textContent) < 0));
    if (!checked && (bust || hands >= 3)) {
      await checkHandResult(page);
      checked = true;
    }
    await page.getByTestId('hand-result-close').click();
  }
  expect(checked, 'a hand result was checked').toBe(true);
  await expect(page.getByTestId('game-result')).toBeVisible({ timeout: 30_000 });
  await checkGameResult(page);
  await context.close();
});
