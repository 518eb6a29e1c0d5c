/**
 * Issue 32 journey: tables played in person, against the real server. In a fresh contest with four fresh players, a
 * manager (its creator)
 *  - enters a table by hand on the records page (players picked from the roster by nickname, final points, a riichi
 *    stick taken by East, a chombo, a yakuman), sees it with the Offline tag, its penalty and no replay, and in the
 *    standings;
 *  - edits it;
 *  - downloads the import template, picks a file with a malformed cell (its line and column named, Import held
 *    back), then one the server refuses (a player not on the roster: nothing imported, the line and column named),
 *    then the fixed file, which imports;
 *  - looks at both dialogs at 1280 and 390 px, in en-US and zh-CN.
 * The contest starts on a minute (the file's times are minutes), and the tables are played from then on.
 */
import fs from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { OFFLINE_CSV_COLUMNS, recordEndpoints } from '@taikai/shared';
import {
  type CreatedAccount,
  call,
  createAccount,
  createContest,
  loginContext,
  newCreator,
  type PageLang,
  screenshot,
  serverTime,
} from './support/api';
import { texts } from './support/locale';
import { addSeasonPlayers, SeasonState, season } from './support/season';
import { button, chooseOption } from './support/ui';

/** A time as the offline table form and file write it: YYYY-MM-DD HH:mm, local time (the browser's zone too). */
function minute(unix: number): string {
  const d = new Date(unix * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Types a time into a date-time picker and commits it with Enter. */
async function typeMinute(input: Locator, unix: number): Promise<void> {
  await input.click();
  await input.fill(minute(unix));
  await input.press('Enter');
  await expect(input).toHaveValue(minute(unix));
}

/** Picks a roster player in a seat's picker by typing part of the nickname. */
async function pickPlayer(page: Page, picker: Locator, nickname: string): Promise<void> {
  await picker.click();
  await picker.fill(nickname);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: nickname }).click();
}

/** The number of the season's records, through the API. */
async function recordCount(page: Page, token: string, uniqueId: number): Promise<number> {
  const reply = await call(page.request, token, recordEndpoints.fetchContestGameRecords, {
    unique_id: uniqueId,
    season_id: 1,
    offset: 0,
    limit: 10,
  });
  return reply.total;
}

/** The open dialog fits the screen's width. */
async function expectDialogFits(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const box = await page.locator('.ant-modal-container:visible').boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 0.5);
  // nothing inside it is wider than the dialog (the records page behind is a desk page, wider than a phone)
  const overflow = await page.locator('.ant-modal-container:visible').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Looks at both dialogs in `lang` at 1280 and 390 px (screenshots), the entry one filled with the first seat. */
async function lookAtDialogs(browser: Browser, token: string, uniqueId: number, lang: PageLang, first: string) {
  const t = texts(lang);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await loginContext(context, token, lang);
    const page = await context.newPage();
    await page.goto(`/contest/${uniqueId}/season/1/record`);
    for (const [width, height] of [
      [1280, 900],
      [390, 1500],
    ]) {
      await page.setViewportSize({ width, height });
      await button(page, t('offline.enter')).click();
      const form = page.getByTestId('offline-form');
      await expect(form).toBeVisible();
      await pickPlayer(page, form.getByLabel(t('offline.playerOf', { wind: t('game.wind.east') })), first);
      await button(form, t('offline.penaltyAdd')).click();
      await button(form, t('common.save')).click();
      await expect(form.getByTestId('offline-problems')).toBeVisible();
      await expectDialogFits(page);
      await screenshot(page, `offline-enter-${width}-${lang}`);
      await button(form, t('common.cancel')).click();
      await expect(form).toBeHidden();

      await button(page, t('offline.importButton')).click();
      const dialog = page.getByTestId('offline-import');
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'tables.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${OFFLINE_CSV_COLUMNS.join(',')}\r\n2026-01-01 10:00,x,1,2,3,4,5,6,7,8,1,Q,,,\r\n`),
      });
      await expect(dialog.getByTestId('offline-import-problems')).toBeVisible();
      await expectDialogFits(page);
      await screenshot(page, `offline-import-${width}-${lang}`);
      await button(dialog, t('common.cancel')).click();
      await expect(dialog).toBeHidden();
    }
  } finally {
    await context.close();
  }
}

test('a manager enters, edits and imports tables played in person (en-US; dialogs in en-US and zh-CN)', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const t = texts('en-US');
  const [players, creator] = await Promise.all([
    Promise.all([1, 2, 3, 4].map(() => createAccount())),
    newCreator(request),
  ]);
  // the contest starts on a minute, so a table's times (minutes) can be inside its season; read the server's clock
  // once the accounts exist (the CLI that makes them is slow on a loaded machine) and keep 10 s ahead of it (2562: a
  // start before now)
  const now = await serverTime(request);
  const start = Math.ceil((now + 10) / 60) * 60;
  const uniqueId = await createContest(request, creator.token, { startTime: start });
  await expect
    .poll(async () => (await season(request, creator.token, uniqueId, 1)).state, {
      message: 'season 1 starts on its minute',
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(SeasonState.Running);
  await addSeasonPlayers(
    request,
    creator.token,
    uniqueId,
    1,
    players.map((p) => p.accountId),
  );
  const [east, south] = players as [CreatedAccount, CreatedAccount];

  await loginContext(context, creator.token, 'en-US');
  const base = `/contest/${uniqueId}/season/1`;
  await page.goto(`${base}/record`);
  const rows = page.getByTestId('record-table').locator('tbody tr.ant-table-row');

  // ---- a table entered by hand ----
  await button(page, t('offline.enter')).click();
  const form = page.getByTestId('offline-form');
  await typeMinute(form.getByLabel(t('offline.start'), { exact: true }), start);
  await typeMinute(form.getByLabel(t('offline.end'), { exact: true }), start);
  const winds = ['east', 'south', 'west', 'north'].map((w) => t(`game.wind.${w}`));
  const seatNames = winds.map((wind) => t('offline.seatWind', { wind }));
  const finals = [42_000, 28_000, 18_000, 11_000];
  for (const [i, p] of players.entries()) {
    await pickPlayer(page, form.getByLabel(t('offline.playerOf', { wind: winds[i] })), p.nickname);
    await form.getByLabel(t('offline.pointsOf', { wind: winds[i] })).fill(String(finals[i]));
  }
  // 99,000 of 100,000: one stick left, taken by East
  await expect(form.getByTestId('offline-sum')).toContainText('99,000');
  await form.getByLabel(t('offline.sticks'), { exact: true }).fill('1');
  await chooseOption(
    page,
    form.getByLabel(t('offline.sticksTo')),
    t('offline.seatOf', { wind: seatNames[0], nickname: east.nickname }),
  );
  await expect(form.getByTestId('offline-sum')).toContainText('= 100,000 (the table started with 100,000)');
  await button(form, t('offline.penaltyAdd')).click();
  await chooseOption(
    page,
    form.getByLabel(t('offline.penaltySeat', { n: 1 })),
    t('offline.seatOf', { wind: seatNames[1], nickname: south.nickname }),
  );
  await form.getByLabel(t('offline.penaltyPoints', { n: 1 })).fill('-20000');
  await form.getByLabel(t('offline.penaltyReason', { n: 1 })).fill('chombo');
  await button(form, t('offline.yakumanAdd')).click();
  await chooseOption(
    page,
    form.getByLabel(t('offline.yakumanSeat', { n: 1 })),
    t('offline.seatOf', { wind: seatNames[0], nickname: east.nickname }),
  );
  await chooseOption(page, form.getByLabel(t('offline.yakumanNames', { n: 1 })), 'Daisangen');
  await page.keyboard.press('Escape'); // closes the multiple select's list, not the dialog
  await form.getByLabel(t('offline.remark')).fill('Club night');
  await screenshot(page, 'offline-enter-filled-1280-en-US');
  await button(form, t('common.save')).click();
  await expect(form).toBeHidden();

  // on the records page: tagged, its penalty under South's score, no replay
  const row = rows.filter({ hasText: east.nickname });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('record-offline')).toHaveText(t('offline.tag'));
  await expect(row.getByTestId('record-penalty')).toHaveText('-20.0 chombo');
  await expect(row.getByTestId('record-no-replay')).toHaveText(t('offline.noReplay'));
  await expect(row.getByTestId('record-replay')).toHaveCount(0);
  const yakuman = await call(page.request, creator.token, recordEndpoints.fetchContestYakumanRecords, {
    unique_id: uniqueId,
    season_id: 1,
    offset: 0,
    limit: 10,
  });
  expect(yakuman.list.map((y) => [y.account_id, y.info.names])).toEqual([[east.accountId, ['Daisangen']]]);
  await screenshot(page, 'offline-records-en-US');

  // in the standings: each player has one game
  await page.goto(`${base}/player_statistics`);
  const standings = page.getByTestId('rank-table');
  for (const p of players) {
    const line = standings.getByRole('row').filter({ hasText: p.nickname });
    await expect(line).toHaveCount(1);
    await expect(line.locator('td').nth(5)).toHaveText('1');
  }

  // ---- edited: a thousand points from West to North ----
  await page.goto(`${base}/record`);
  const northBefore = await row.locator('[data-nickname]').nth(3).innerText();
  await button(row, t('offline.edit')).click();
  // it opens as entered: East's points before the stick it took, and the stick
  await expect(form.getByLabel(t('offline.pointsOf', { wind: winds[0] }))).toHaveValue('42000');
  await expect(form.getByLabel(t('offline.sticks'), { exact: true })).toHaveValue('1');
  await expect(form.getByLabel(t('offline.pointsOf', { wind: winds[2] }))).toHaveValue('18000');
  await form.getByLabel(t('offline.pointsOf', { wind: winds[2] })).fill('17000');
  await form.getByLabel(t('offline.pointsOf', { wind: winds[3] })).fill('12000');
  await button(form, t('common.save')).click();
  await expect(form).toBeHidden();
  await expect.poll(() => row.locator('[data-nickname]').nth(3).innerText()).not.toBe(northBefore);
  expect(await recordCount(page, creator.token, uniqueId)).toBe(1);

  // ---- imported: the template, a file with a malformed cell, one the server refuses, the fixed one ----
  await button(page, t('offline.importButton')).click();
  const dialog = page.getByTestId('offline-import');
  const download = page.waitForEvent('download');
  await dialog.getByTestId('offline-template').click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('offline-tables-template.csv');
  const templateText = await fs.readFile((await template.path()) as string, 'utf8');
  const templateHead = `\uFEFF${OFFLINE_CSV_COLUMNS.join(',')}\r\n`;
  expect(templateText.slice(0, templateHead.length)).toBe(templateHead);

  const header = OFFLINE_CSV_COLUMNS.join(',');
  const tableRow = (ids: number[], eastPoints = '40000') =>
    [
      minute(start),
      minute(start),
      ...ids.flatMap((id, i) => [id, i === 0 ? eastPoints : ['30000', '20000', '10000'][i - 1]]),
      0,
      '',
      '',
      '',
      '',
    ].join(',');
  const ids = players.map((p) => p.encodedId);
  const file = (...lines: string[]) => ({
    name: 'tables.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`),
  });
  const input = dialog.locator('input[type=file]');
  const problemRows = dialog.getByTestId('offline-import-problems').locator('tbody tr.ant-table-row');
  const importButton = dialog.getByTestId('offline-import-submit');

  // a malformed cell: named by line and column, Import held back
  await input.setInputFiles(file(tableRow(ids), tableRow(ids, '4x000')));
  await expect(problemRows).toHaveCount(1);
  await expect(problemRows.first().locator('td').nth(0)).toHaveText('3');
  await expect(problemRows.first().locator('td').nth(1)).toHaveText('east_points');
  await expect(problemRows.first().locator('td').nth(2)).toHaveText(t('offline.cell.points'));
  await expect(importButton).toBeDisabled();
  await screenshot(page, 'offline-import-problems-1280-en-US');

  // a player not on the roster (the creator, in North's seat): the server refuses the whole file
  await input.setInputFiles(file(tableRow(ids), tableRow([...ids.slice(0, 3), creator.encodedId])));
  await expect(importButton).toBeEnabled();
  // the preview names the players by nickname; the creator's ID is marked as not on the roster
  const preview = dialog.getByTestId('offline-import-preview');
  await expect(preview).toContainText(`${east.nickname} (${east.encodedId})`);
  await expect(preview.getByTestId('offline-import-unknown')).toHaveCount(1);
  await expect(preview.getByTestId('offline-import-unknown')).toContainText(String(creator.encodedId));
  await importButton.click();
  await expect(dialog.getByTestId('offline-import-alert')).toContainText(t('offline.refused', { count: 1 }));
  await expect(problemRows).toHaveCount(1);
  await expect(problemRows.first().locator('td').nth(0)).toHaveText('3');
  await expect(problemRows.first().locator('td').nth(1)).toHaveText('north_id');
  await expect(problemRows.first().locator('td').nth(2)).toContainText(String(creator.encodedId));
  await expect(importButton).toBeDisabled();
  await screenshot(page, 'offline-import-refused-1280-en-US');
  expect(await recordCount(page, creator.token, uniqueId)).toBe(1);

  // fixed: both tables imported
  await input.setInputFiles(file(tableRow(ids), tableRow([ids[1], ids[0], ids[3], ids[2]])));
  await expect(importButton).toHaveText(t('offline.importCount', { count: 2 }));
  await importButton.click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => recordCount(page, creator.token, uniqueId)).toBe(3);
  await expect(rows.filter({ has: page.getByTestId('record-offline') })).toHaveCount(3);

  // ---- both dialogs at 1280 and 390 px, in English and Simplified Chinese ----
  for (const lang of ['en-US', 'zh-CN'] as PageLang[])
    await lookAtDialogs(browser, creator.token, uniqueId, lang, east.nickname);
});
