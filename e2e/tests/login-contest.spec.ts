/**
 * Issue 3 journey: log in through the login page, create a contest through the home page's dialog, and find the
 * 60 diamonds gone (top bar and server) and the contest's card leading to its page. In Simplified Chinese and in
 * English, each with its own fresh account (an account may create one contest every 7 days).
 */
import { expect, test } from '@playwright/test';
import { api, createAccount, type PageLang, screenshot, uniqueSuffix } from './support/api';
import { texts } from './support/locale';
import { button } from './support/ui';

const START_DIAMONDS = 500;
const COST = 60;

for (const lang of ['zh-CN', 'en-US'] as const satisfies readonly PageLang[]) {
  test(`log in, create a contest, 60 diamonds spent (${lang})`, async ({ page, context, request }) => {
    const t = texts(lang);
    const account = await createAccount({ diamonds: START_DIAMONDS });
    await context.addInitScript((l) => localStorage.setItem('taikai.lang', l), lang);

    // A visitor without a token lands on the login page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('.taikai-login-card .ant-card-head-title')).toHaveText(t('login.title'));
    await screenshot(page, `login-${lang}`);

    await page.getByLabel(t('login.account')).fill(account.email);
    await page.getByRole('textbox', { name: t('login.password'), exact: true }).fill(account.password);
    await page.getByTestId('login-submit-password').click();

    // Home: nickname and diamonds in the top bar, the create card, no contests yet.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('topbar-nickname')).toHaveText(account.nickname);
    const diamonds = page.getByTestId('topbar-diamonds');
    await expect(diamonds).toHaveText(`${t('shell.diamonds')} ${START_DIAMONDS}`);
    expect(await page.evaluate(() => localStorage.getItem('taikai.token'))).toBeTruthy();
    await expect(page.getByTestId('contest-card')).toHaveCount(0);
    await expect(page.getByText(t('home.empty'))).toBeVisible();
    await screenshot(page, `home-${lang}`);

    // Create dialog: name, promise, confirmation stating the cost.
    await page.getByTestId('create-contest-card').click();
    const dialog = page.getByRole('dialog', { name: t('home.create.title'), exact: true });
    await expect(dialog).toBeVisible();
    const name = `${lang === 'en-US' ? 'Spring Cup' : '春季雀王战'} ${uniqueSuffix()}`;
    await dialog.getByLabel(t('home.create.name')).fill(name);
    const ok = dialog.getByTestId('create-ok');
    await expect(ok).toBeDisabled(); // until the promise is ticked
    await dialog.getByTestId('create-promise').check();
    await expect(dialog).toContainText(t('home.create.costNote', { cost: COST, have: START_DIAMONDS }));
    await screenshot(page, `create-contest-dialog-${lang}`);
    await ok.click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(t('home.create.confirmContent', { cost: COST, have: START_DIAMONDS }));
    await button(confirm, t('home.create.confirmOk')).click();

    await expect(page.getByText(t('home.create.success'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(diamonds).toHaveText(`${t('shell.diamonds')} ${START_DIAMONDS - COST}`);
    const card = page.getByTestId('contest-card').filter({ hasText: name });
    await expect(card).toBeVisible();

    // The server agrees, and a reload shows the same.
    const info = await api<{ currency: { count: number }[] }>(
      request,
      await page.evaluate(() => localStorage.getItem('taikai.token') as string),
      'GET',
      '/api/contest/fetch_account_info',
    );
    expect(info.currency.reduce((sum, c) => sum + c.count, 0)).toBe(START_DIAMONDS - COST);
    await page.reload();
    await expect(diamonds).toHaveText(`${t('shell.diamonds')} ${START_DIAMONDS - COST}`);
    await expect(page.getByTestId('contest-card')).toHaveCount(1);

    // The card opens the contest page on its info tab.
    await card.click();
    await expect(page).toHaveURL(/\/contest\/\d+$/);
    // the whole name: it is cut only when it overflows the header (issue 14 point 13)
    await expect(page.getByTestId('contest-title')).toHaveText(name);
    await expect(page.getByRole('tab', { name: t('contest.tabs.info'), selected: true })).toBeVisible();
    await screenshot(page, `contest-info-${lang}`);
  });
}
