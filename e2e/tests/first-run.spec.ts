/**
 * Issue 14 in a real browser at 1280 px, in zh-CN, en-US and ja, on a fresh demo: the demo operator can create a
 * contest at once (the create card offers it, no 7-day message); two-character CJK buttons have no inserted space;
 * the home cards show each contest's current season; the season pages have a breadcrumb; a running season offers
 * "end now"; the contest info form has the spectating switch; the notice box previews what will be kept; the
 * activity tab lists the demo's history. Screenshots of each screen go to e2e/screenshots/first-run-<lang>-*.png.
 * Nothing here changes the demo contest.
 */

import { expect, test } from '@playwright/test';
import { contestEndpoints } from '@taikai/shared';
import { call, DEMO, login, loginContext, type PageLang, screenshot } from './support/api';
import { texts } from './support/locale';

for (const lang of ['zh-CN', 'en-US', 'ja'] as const satisfies readonly PageLang[]) {
  test(`first run and issue 14 screens in ${lang}`, async ({ page, request }) => {
    const t = texts(lang);
    const token = await login(request, DEMO.email);
    const { list } = await call(request, token, contestEndpoints.fetchContestList);
    const demo = list.find((c) => c.contest_name.some((n) => n.content.includes('秋季雀王战')));
    if (!demo) throw new Error('no demo contest');
    const id = demo.unique_id;
    await loginContext(page.context(), token, lang);

    // Home: the create card is open to the demo operator, each card shows its current season.
    await page.goto('/');
    const card = page.getByTestId('create-contest-card');
    await expect(card).toHaveAttribute('aria-disabled', 'false');
    await expect(page.getByTestId('contest-card-season').first()).toBeVisible();
    await screenshot(page, `first-run-${lang}-01-home`);
    await card.click();
    await expect(page.getByTestId('create-ok')).toBeVisible();
    await screenshot(page, `first-run-${lang}-02-create`);
    await page.keyboard.press('Escape');

    // Contest info: the spectating switch; buttons without an inserted space.
    await page.goto(`/contest/${id}`);
    await expect(page.getByRole('switch', { name: t('contest.info.observer') })).toBeVisible();
    const update = page.getByRole('button', { name: t('contest.info.update'), exact: true });
    await expect(update).toHaveText(t('contest.info.update'));
    await screenshot(page, `first-run-${lang}-03-contest-info`);

    // Notice: the preview of the cleaned HTML.
    await page.goto(`/contest/${id}/announcement`);
    const box = page.getByRole('textbox', { name: t('notice.public'), exact: true });
    await box.fill('<p>Finals <b>Sunday</b></p><script>alert(1)</script>');
    await expect(page.getByTestId('notice-preview').first()).toContainText('Finals Sunday');
    await screenshot(page, `first-run-${lang}-04-notice-preview`);

    // Season info of the running season: breadcrumb and "end now" (not pressed).
    await page.goto(`/contest/${id}/season/1`);
    await expect(page.getByTestId('breadcrumb')).toContainText(t('home.myContests'));
    await expect(page.getByRole('button', { name: t('season.endNow') })).toBeEnabled();
    await screenshot(page, `first-run-${lang}-05-season-info`);
    await page.getByRole('button', { name: t('season.endNow') }).click();
    await expect(page.getByTestId('end-now-explain')).toBeVisible();
    await screenshot(page, `first-run-${lang}-06-end-now-dialog`);
    await page.keyboard.press('Escape');

    // Rules page and the activity tab.
    await page.goto(`/contest/${id}/season/1/advanced`);
    await expect(page.getByTestId('rule-editor')).toBeVisible();
    await screenshot(page, `first-run-${lang}-07-rules`);
    await page.goto(`/contest/${id}/activity`);
    await expect(page.locator('[data-action="create_contest"]')).toBeVisible();
    await screenshot(page, `first-run-${lang}-08-activity`);
  });
}
