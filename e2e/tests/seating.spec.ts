/**
 * Issue 32 journey: seating a round, against the real server. In a fresh contest with eight fresh players of whom
 * four met at a table entered by hand, an organiser (its creator)
 *  - sets the season's seating method to fewest repeat meetings in the season editor;
 *  - seats an in-person round: ticks the eight players present, generates (two tables: the four who met split two
 *    and two, the fewest repeats possible), swaps two players so that three who met sit together and sees the
 *    quality change, confirms the seating chart,
 *    checks that print media shows the chart alone, and opens a table's empty result form prefilled with its players;
 *  - seats an online round of the same eight once they are ready, which becomes two game plans (en-US);
 *  - looks at the page at 1280 and 390 px, in en-US and zh-CN.
 */
import { expect, type Page, test } from '@playwright/test';
import { offlineEndpoints, seatingEndpoints } from '@taikai/shared';
import {
  type CreatedAccount,
  call,
  createAccount,
  login,
  loginContext,
  type PageLang,
  screenshot,
  serverTime,
} from './support/api';
import { type Player, readyThroughApi } from './support/games';
import { texts } from './support/locale';
import { addSeasonPlayers, runningContest, season } from './support/season';
import { button, chooseOption } from './support/ui';

/** Eight fresh players joined to season 1; the first four played a table together (entered by hand). */
async function seatingScene(page: Page, lang: PageLang) {
  const { creator, uniqueId } = await runningContest(page.request);
  const players: CreatedAccount[] = [];
  const suffix = Date.now().toString(36).slice(-5);
  for (let i = 0; i < 8; i++)
    players.push(await createAccount({ nickname: `st${lang === 'en-US' ? 'e' : 'z'}${i}-${suffix}` }));
  await addSeasonPlayers(
    page.request,
    creator.token,
    uniqueId,
    1,
    players.map((p) => p.accountId),
  );
  const start = (await season(page.request, creator.token, uniqueId, 1)).start_time;
  await expect.poll(() => serverTime(page.request), { intervals: [500] }).toBeGreaterThan(start + 1);
  await call(page.request, creator.token, offlineEndpoints.createOfflineRecord, {
    unique_id: uniqueId,
    season_id: 1,
    table: {
      start_time: start,
      end_time: start + 1,
      seats: players
        .slice(0, 4)
        .map((p, i) => ({ account_id: p.accountId, points: [40_000, 30_000, 20_000, 10_000][i] })),
    },
  });
  return { creator, uniqueId, players };
}

const quality = (page: Page, q: string) => page.locator(`[data-q="${q}"]`);

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`seat an in-person round, swap, print, enter a result; an online round becomes plans (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const t = texts(lang);
    const { creator, uniqueId, players } = await seatingScene(page, lang);
    await loginContext(context, creator.token, lang);

    // the season editor: seat by fewest repeat meetings
    await page.goto(`/contest/${uniqueId}/season/1`);
    const method = page.getByRole('combobox', { name: t('seating.method') });
    await chooseOption(page, method, t('seating.method_fewest_repeats'));
    await expect(page.getByText(t('seating.methodHelp_fewest_repeats'))).toBeVisible();
    await button(page, t('season.update')).click();
    await expect(page.getByText(t('season.updateSuccess'))).toBeVisible();
    expect((await season(page.request, creator.token, uniqueId, 1)).seating_method).toBe('fewest_repeats');
    await shots(page, `seating-method-${lang}`);

    await page.getByRole('menuitem', { name: t('seating.menu') }).click();
    await expect(page).toHaveURL(/\/season\/1\/seating$/);
    await expect(page.getByText(t('seating.methodNow', { method: t('seating.method_fewest_repeats') }))).toBeVisible();

    // an in-person round: tick the eight players present
    await page.getByText(t('seating.modeInPerson')).click();
    for (const p of players) await page.getByRole('row').filter({ hasText: p.nickname }).getByRole('checkbox').check();
    await expect(page.getByTestId('present-count')).toContainText('8');
    await button(page, t('seating.generate')).click();
    const tables = page.locator('[data-table]');
    await expect(tables).toHaveCount(2);
    // the four who met are split two and two: two pairs meet again, no pair a third time
    await expect(quality(page, 'repeat')).toHaveText('2');
    await expect(quality(page, 'max')).toHaveText('2');
    await shots(page, `seating-generated-${lang}`);

    // seat the one who met player 0 and sits elsewhere at player 0's table, in place of someone new to them
    const met = players.slice(0, 4);
    const [p0] = met;
    const home = tables.filter({ hasText: p0.nickname });
    const homeText = (await home.textContent()) ?? '';
    const away = met.find((p) => !homeText.includes(p.nickname)) as CreatedAccount;
    let stranger = home.locator('[data-seat]');
    for (const p of met) stranger = stranger.filter({ hasNotText: p.nickname });
    await page.locator('[data-seat]').filter({ hasText: away.nickname }).click();
    await stranger.first().click();
    await expect(home).toContainText(away.nickname);
    await expect(quality(page, 'repeat')).toHaveText('3');
    await expect(quality(page, 'max')).toHaveText('2');

    // the seating chart, alone in print
    await button(page, t('seating.confirmInPerson')).click();
    const chart = page.locator('.seating-chart');
    await expect(chart.locator('[data-table]')).toHaveCount(2);
    await expect(chart).toContainText(t('seating.tableN', { n: 2 }));
    await expect(chart).toContainText(t('game.wind.north'));
    await shots(page, `seating-chart-${lang}`);
    await page.emulateMedia({ media: 'print' });
    await expect(chart.locator('.seating-chart-table').first()).toBeVisible();
    await expect(chart.getByText(away.nickname)).toBeVisible();
    await expect(page.getByRole('menu').first()).toBeHidden();
    await expect(button(page, t('seating.print'))).toBeHidden();
    await screenshot(page, `seating-print-${lang}`);
    await page.emulateMedia({ media: 'screen' });

    // the empty result form of the table of player 0, its seats prefilled
    const homeTable = chart.locator('[data-table]').filter({ hasText: p0.nickname });
    const n = Number(await homeTable.getAttribute('data-table'));
    await button(homeTable, t('seating.enterResult')).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: t('seating.resultTitle', { n }) });
    await expect(dialog).toContainText(p0.nickname);
    await shots(page, `seating-result-form-${lang}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    if (lang !== 'en-US') return;
    // an online round: the eight get ready, and their tables become plans
    for (const p of players) {
      const player: Player = { ...p, token: await login(page.request, p.email, p.password) };
      await readyThroughApi(page.request, player, uniqueId);
    }
    await button(page, t('seating.backToEdit')).click();
    await page.getByText(t('seating.modeOnline')).click();
    await button(page, t('seating.generate')).click();
    await expect(page.locator('[data-table]')).toHaveCount(2);
    await button(page, t('seating.confirmOnline')).click();
    await expect(page.getByText(t('seating.plansCreated', { count: 2 }))).toBeVisible();
    await button(page, t('seating.toPlans')).click();
    await expect(page).toHaveURL(/reservation-manage$/);
    // the plans exist (started at once when everyone is ready): the server refuses to seat them again
    const again = await call(page.request, creator.token, seatingEndpoints.createRoundPlans, {
      unique_id: uniqueId,
      season_id: 1,
      tables: [players.slice(0, 4).map((p) => p.accountId)],
    }).catch((e: Error) => e);
    expect(again).toBeInstanceOf(Error);
  });
}
