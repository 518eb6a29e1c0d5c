/**
 * Issue 4 journeys of the manager page (/contest/<id>/manager):
 *  - the creator adds two managers and one unknown id through the player search dialog: the unknown id is listed
 *    in red, the two accounts become managers and stay after a reload;
 *  - a manager who is not the creator sees the manager notice but not the manager roster (and the server refuses
 *    the roster call to them).
 * Each journey makes its own accounts and contest.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  ApiCallError,
  addContestAdmins,
  api,
  contestDetail,
  createAccount,
  encodeAccountId,
  login,
  loginContext,
  newContest,
  screenshot,
} from './support/api';
import { texts } from './support/locale';
import { button } from './support/ui';

const t = texts('en-US');
const managerUrl = (uniqueId: number) => `/contest/${uniqueId}/manager`;

/** A well-formed player id that no account has: the last internal id of the international zone's range. */
const UNKNOWN_ID = String(encodeAccountId((16 << 23) - 1));

/** Red as people see it: a strong red channel, weak green and blue (Ant Design's error colour is #ff4d4f). */
async function expectRed(page: Page, selector: string) {
  const color = await page.locator(selector).evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  expect({ color, red: r > 180 && g < 120 && b < 120 }).toEqual({ color, red: true });
}

test('the creator adds two managers; an unknown id is listed in red', async ({ page, context, request }) => {
  const [{ creator, uniqueId }, first, second] = await Promise.all([
    newContest(request, { name: 'E2E managers' }),
    createAccount({ nickname: `Mgr A ${Date.now() % 100000}` }),
    createAccount({ nickname: `Mgr B ${Date.now() % 100000}` }),
  ]);
  await loginContext(context, creator.token);

  await page.goto(managerUrl(uniqueId));
  const roster = page.locator('#manager-roster');
  await expect(roster).toBeVisible();
  await expect(roster).toContainText(t('manager.roster.title', { count: 0, max: 20 }));
  await expect(roster.getByText(t('manager.roster.empty'))).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('manager.index') }).getByRole('link')).toHaveText([
    t('manager.notice.title'),
    t('manager.roster.menu'),
  ]);
  await screenshot(page, 'managers-empty');

  // the add dialog: two real ids and one that no account has, one a line
  await button(roster, t('manager.roster.add')).click();
  const dialog = page.getByRole('dialog', { name: t('manager.roster.add') });
  await dialog
    .getByRole('textbox', { name: t('roster.searchDialogIds') })
    .fill([first.encodedId, second.encodedId, UNKNOWN_ID].join('\n'));
  await button(dialog, t('roster.searchDialogSearch')).click();

  await expect(dialog).toContainText(t('roster.searchFound', { count: 2 }));
  await expect(dialog).toContainText(t('roster.searchNotFound', { count: 1 }));
  await expect(dialog.getByText(first.nickname)).toBeVisible();
  await expect(dialog.getByText(second.nickname)).toBeVisible();
  const failed = dialog.getByTestId('search-failed-id');
  await expect(failed).toHaveText([UNKNOWN_ID]);
  await expect(failed).toHaveClass(/ant-typography-danger/);
  await expectRed(page, '[data-testid="search-failed-id"]');
  await screenshot(page, 'managers-add-dialog');

  await button(dialog, t('manager.roster.addOk')).click();
  await expect(page.getByText(t('manager.roster.added', { count: 2 }))).toBeVisible();
  await expect(dialog).toBeHidden();
  const cards = roster.getByTestId('account-card');
  await expect(cards).toHaveCount(2);
  await expect(roster).toContainText(t('manager.roster.title', { count: 2, max: 20 }));

  // after a reload both are listed with nickname and the id people type
  await page.reload();
  await expect(cards).toHaveCount(2);
  for (const m of [first, second]) {
    const card = cards.filter({ hasText: m.nickname });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(String(m.encodedId));
  }
  await screenshot(page, 'managers-added');
  const admins = (await contestDetail(request, creator.token, uniqueId)).admin_list.map((a) => a.account_id);
  expect(admins.sort()).toEqual([first.accountId, second.accountId].sort());
});

test('a manager who is not the creator does not see the manager roster', async ({ browser, request }) => {
  const [{ creator, uniqueId }, third] = await Promise.all([
    newContest(request, { name: 'E2E managers hidden' }),
    createAccount({ nickname: `Third ${Date.now() % 100000}` }),
  ]);
  await addContestAdmins(request, creator.token, uniqueId, [third.accountId]);
  const thirdToken = await login(request, third.email, third.password);

  // the creator sees the roster with the third account on it
  const creatorContext = await browser.newContext();
  await loginContext(creatorContext, creator.token);
  const creatorPage = await creatorContext.newPage();
  await creatorPage.goto(managerUrl(uniqueId));
  await expect(creatorPage.locator('#manager-roster').getByTestId('account-card')).toHaveText([
    new RegExp(third.nickname),
  ]);
  await creatorContext.close();

  // the third account opens the same page: the manager notice, but no roster and no roster menu entry
  const context = await browser.newContext();
  await loginContext(context, thirdToken);
  const page = await context.newPage();
  await page.goto(managerUrl(uniqueId));
  await expect(page.getByTestId('manager-tab')).toBeVisible();
  await expect(page.locator('#manager-notice')).toContainText(t('manager.notice.title'));
  await expect(page.getByRole('navigation', { name: t('manager.index') }).getByRole('link')).toHaveText([
    t('manager.notice.title'),
  ]);
  await expect(page.locator('#manager-roster')).toHaveCount(0);
  await expect(page.getByText(t('manager.roster.hint', { max: 20 }))).toHaveCount(0);
  await expect(button(page, t('manager.roster.add'))).toHaveCount(0);
  await expect(page.getByTestId('account-card')).toHaveCount(0);
  await screenshot(page, 'managers-non-creator');
  await context.close();

  // and the server refuses them the roster: creator only (2513)
  const refused = await api(request, thirdToken, 'POST', '/api/contest/add_contest_admin', {
    unique_id: uniqueId,
    account_list: [creator.accountId],
  }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiCallError);
  expect((refused as ApiCallError).code).toBe(2513);
});
