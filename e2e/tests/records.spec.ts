/**
 * Issue 12 journeys on the demo's finished league (apps/server/src/demo/records.ts), in en-US, zh-CN and ja:
 *  - remove the newest record on the records page → its first seat's game count in the standings drops by one →
 *    restore it → the count is back;
 *  - calculate with custom placement points on the standings page and download the CSV (UTF-8 with BOM);
 *  - open a player's detail dialog with its chart.
 * Each language logs in as its own new manager of the league (the export cooldown is per manager and kind).
 */
import { expect, type Page, test } from '@playwright/test';
import {
  addContestAdmins,
  api,
  createAccount,
  DEMO,
  login,
  loginContext,
  type PageLang,
  screenshot,
} from './support/api';
import { texts } from './support/locale';

const LEAGUE = 'Taikai 夏季联赛';

async function leagueId(request: Parameters<typeof login>[0], token: string): Promise<number> {
  const { list } = await api<{ list: { unique_id: number; contest_name: { content: string }[] }[] }>(
    request,
    token,
    'GET',
    '/api/contest/fetch_contest_list',
  );
  const league = list.find((c) => c.contest_name.some((n) => n.content === LEAGUE));
  if (!league) throw new Error('the demo league is missing');
  return league.unique_id;
}

/** The games count shown in the standings row of `nickname` (24 players, 20 a page: looks on page 2 as well). */
async function gamesOf(page: Page, nickname: string): Promise<number> {
  const table = page.getByTestId('rank-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: nickname });
  if ((await row.count()) === 0) {
    await table.locator('.ant-pagination-item-2').click();
    await expect(row).toHaveCount(1);
  }
  // columns: rank, player, id, rule score, total, games, …
  return Number(await row.locator('td').nth(5).innerText());
}

for (const [index, lang] of (['en-US', 'zh-CN', 'ja'] as PageLang[]).entries()) {
  test(`records and ranking on the finished demo league (${lang})`, async ({ page, context, request }) => {
    const t = texts(lang);
    const operator = await login(request, DEMO.email);
    const uniqueId = await leagueId(request, operator);
    const manager = await createAccount();
    await addContestAdmins(request, operator, uniqueId, [manager.accountId]);
    const token = await login(request, manager.email);
    await loginContext(context, token, lang);
    const base = `/contest/${uniqueId}/season/1`;

    // the records page: the (index+1)-th newest record and its first seat
    await page.goto(`${base}/record`);
    const rows = page.getByTestId('record-table').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10);
    const row = rows.nth(index);
    const nickname = (await row.locator('td').nth(2).locator('[data-nickname]').getAttribute('data-nickname')) ?? '';
    expect(nickname).not.toBe('');
    await screenshot(page, `records-${lang}`);

    // its first player's games in the standings, 20 per page: page until found
    await page.goto(`${base}/player_statistics`);
    const before = await gamesOf(page, nickname);

    // remove it
    await page.goto(`${base}/record`);
    await rows
      .nth(index)
      .getByRole('button', { name: t('record.remove') })
      .click();
    // the confirmation names the game: its players (issue 29 #8)
    await expect(page.locator('.ant-popconfirm')).toContainText(nickname);
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect(rows.nth(index)).toContainText(t('record.removedTag'));

    await page.goto(`${base}/player_statistics`);
    await expect.poll(() => gamesOf(page, nickname)).toBe(before - 1);

    // restore it
    await page.goto(`${base}/record`);
    await rows
      .nth(index)
      .getByRole('button', { name: t('record.restore') })
      .click();
    await expect(page.locator('.ant-popconfirm')).toContainText(nickname);
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect(rows.nth(index)).not.toContainText(t('record.removedTag'));
    await page.goto(`${base}/player_statistics`);
    await expect.poll(() => gamesOf(page, nickname)).toBe(before);

    // custom calculation (30/10/−10/−30) over the past 7 days, then the CSV
    const panel = page.getByTestId('calc-panel');
    const points = [30, 10, -10, -30];
    for (const [i, p] of points.entries()) {
      const input = panel.getByLabel(t('record.calcPoint', { n: i + 1 }));
      await input.fill(String(p));
    }
    await panel.getByRole('button', { name: t('record.calculate') }).click();
    const calcRows = panel.getByTestId('calc-table').locator('tbody tr.ant-table-row');
    await expect(calcRows.first()).toBeVisible();
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: t('record.downloadCsv') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^\d+_.+_season1_calc-rank\.csv$/);
    const text = await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
    await screenshot(page, `ranking-calc-${lang}`);

    // the player's detail with its chart (the first player of the standings)
    await page.getByTestId('rank-table').locator('tbody tr.ant-table-row').first().locator('td').nth(3).click();
    const dialog = page.getByTestId('player-detail');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('rank-chart').locator('canvas')).toBeVisible();
    await expect(dialog).toContainText(t('ranking.ruleTotal'));
    await screenshot(page, `player-detail-${lang}`);
  });
}
