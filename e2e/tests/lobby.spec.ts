/**
 * The players' lobby at /m/ on a phone (360 × 740): a new person registers with the e-mail code and a zone, finds
 * the demo contest by its id, signs up, is accepted by the organiser, and marks ready; the lobby shows their account
 * ID and the contest's notices, and passes axe-core's WCAG 2 A and AA rules (issue 27 point 10). Then screenshots of
 * the lobby's screens at 360 px and 1280 px in zh-CN, en-US and ja (e2e/screenshots/lobby-*.png).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { contestEndpoints } from '@taikai/shared/endpoints/contest';
import { noticeEndpoints } from '@taikai/shared/endpoints/notice';
import { rosterEndpoints } from '@taikai/shared/endpoints/roster';
import {
  accountInfo,
  call,
  DEMO,
  encodeAccountId,
  login,
  loginContext,
  type PageLang,
  screenshot,
  uniqueSuffix,
} from './support/api';
import { texts } from './support/locale';
import { latestCode } from './support/mail';
import { demoPlayer } from './support/season';

const PHONE = { width: 360, height: 740 };

async function phone(browser: Browser, lang: PageLang) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript((l) => localStorage.setItem('taikai.lang', l), lang);
  return context;
}

/** axe-core's WCAG 2 A and AA rules on the page as it is: no violation (each named with its nodes). */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `${what}: axe-core (wcag2a, wcag2aa)`).toEqual([]);
}

/**
 * The contrast of the dark bar's icon buttons (language, log-out) against the bar: at least 4.5:1. axe-core checks
 * text only, and these buttons show an icon alone on a phone.
 */
async function barIconContrast(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const bar = lum(rgb(getComputedStyle(document.querySelector('.lobby-bar') as Element).backgroundColor));
    return [...document.querySelectorAll('.lobby-bar-button svg')].map((svg) => {
      const fg = lum(rgb(getComputedStyle(svg).color));
      return (Math.max(fg, bar) + 0.05) / (Math.min(fg, bar) + 0.05);
    });
  });
}

/** No element of the page is wider than the viewport (nothing to scroll sideways on a phone). */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a new player registers with the e-mail code, signs up, is accepted and marks ready (phone, en-US)', async ({
  browser,
  request,
}) => {
  const t = texts('en-US');
  // The demo's running contest (the seed also has a finished league): sign-ups reviewed, open while it runs.
  const operator = await login(request, DEMO.email);
  const { list } = await call(request, operator, contestEndpoints.fetchContestList);
  const demo = list.find((c) => JSON.stringify(c).includes('秋季雀王战'));
  if (!demo)
    throw new Error('the demo contest Taikai 秋季雀王战 is missing: was the server started with TAIKAI_DEMO=1?');
  const { unique_id: uniqueId, contest_id: contestId } = demo;
  const context = await phone(browser, 'en-US');
  const page = await context.newPage();
  const email = `lobby-${uniqueSuffix()}@taikai.test`;
  const nickname = `Rin${uniqueSuffix().slice(-6)}`;

  // The organiser's notices: a public one anyone who finds the contest reads, a private one for joined players.
  await call(request, operator, noticeEndpoints.updateContestExternalNotice, {
    unique_id: uniqueId,
    notice: [{ lang: 'en', content: '<p>Welcome to the <b>autumn</b> contest</p>' }],
  });
  await call(request, operator, noticeEndpoints.updateContestInternalNotice, {
    unique_id: uniqueId,
    notice: [{ lang: 'en', content: '<p>Players: tables open at 20:00</p>' }],
  });

  await page.goto('/m/');
  await expect(page.getByText(t('lobby.loginTitle'))).toBeVisible();
  await fitsWidth(page);
  await expectAccessible(page, 'lobby login');
  await page.getByTestId('lobby-to-register').click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await page.getByLabel(t('lobby.nickname')).fill(nickname);
  await page.getByLabel(t('login.email')).fill(email);
  await page.getByLabel(t('login.password'), { exact: true }).fill('secret-1');
  await page.getByLabel(t('lobby.confirmPassword')).fill('secret-1');
  await page.getByText(t('lobby.zones.2'), { exact: true }).click();
  await page.getByRole('button', { name: t('login.sendCode') }).click();
  const code = await latestCode(email);
  await page.getByLabel(t('login.code')).fill(code);
  await fitsWidth(page);
  await page.getByRole('button', { name: t('lobby.registerSubmit') }).click();

  // Logged in at once: the lobby's home with my nickname.
  await expect(page.getByText(t('lobby.myContests'))).toBeVisible();
  await expect(page.getByTestId('lobby-nickname')).toHaveText(nickname);
  const token = await page.evaluate(() => localStorage.getItem('taikai.token'));
  const me = await accountInfo(request, token ?? '');
  expect(me).toMatchObject({ nickname, email, zone: 2 });
  // my account ID as organisers type it, to copy
  await expect(page.getByTestId('lobby-account-id')).toHaveText(String(encodeAccountId(me.account_id)));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: t('lobby.copyId') }).click();
  await expect(page.getByText(t('lobby.copied', { id: encodeAccountId(me.account_id) }))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(encodeAccountId(me.account_id)));

  // Find the demo contest by the id the organiser shares and sign up for its season.
  await page.getByPlaceholder(t('lobby.contestIdPlaceholder')).fill(String(contestId));
  await page.getByRole('button', { name: t('lobby.find') }).click();
  // the public notice shows to anyone who finds the contest, the private one not yet
  const finder = page.getByTestId('lobby-find');
  await expect(finder.getByTestId('lobby-notice-public')).toContainText('Welcome to the autumn contest');
  await expect(finder.getByTestId('lobby-notice-private')).toHaveCount(0);
  const season = page.getByTestId('find-season-1');
  await season.getByRole('button', { name: t('lobby.signUp') }).click();
  await expect(page.getByText(t('lobby.signedUpPending'))).toBeVisible();
  const mine = page.getByTestId(`my-season-${uniqueId}-1`);
  await expect(mine).toContainText(t('lobby.pendingReview'));
  await expect(mine.getByRole('switch')).toHaveCount(0);

  // The organiser passes the sign-up; the lobby shows it within its polling period (or on reload).
  await call(request, operator, rosterEndpoints.checkContestSeasonPlayer, {
    unique_id: uniqueId,
    season_id: 1,
    checked_list: [{ account_id: me.account_id, result: 1 }],
  });
  await page.reload();
  await expect(mine).toContainText(t('lobby.joined'));
  await mine.getByRole('switch', { name: t('lobby.readySwitch') }).click();
  await expect(mine.getByTestId('lobby-ready-state')).toHaveText(t('lobby.ready'));
  await page.reload();
  await expect(mine.getByTestId('lobby-ready-state')).toHaveText(t('lobby.ready'));
  await expect(mine.getByRole('switch')).toBeChecked();
  // joined now: the notices card has the private notice too
  const notices = page.getByTestId(`lobby-notices-${contestId}`);
  await expect(notices.getByTestId('lobby-notice-public')).toContainText('Welcome to the autumn contest');
  await expect(notices.getByTestId('lobby-notice-private')).toContainText('Players: tables open at 20:00');
  await expect(page.locator('.lobby-skeleton')).toHaveCount(0);
  await fitsWidth(page);
  await expectAccessible(page, 'lobby home, joined and ready');
  for (const ratio of await barIconContrast(page)) expect(ratio).toBeGreaterThanOrEqual(4.5);
  expect(await barIconContrast(page)).toHaveLength(2);
  await screenshot(page, 'lobby-ready-en-US-360');
  await context.close();
});

for (const lang of ['zh-CN', 'en-US', 'ja'] as const) {
  test(`lobby screens at 360 px and 1280 px (${lang})`, async ({ browser, request }) => {
    const t = texts(lang);
    const player = await demoPlayer(request, 3);
    for (const width of [360, 1280]) {
      const viewport = { width, height: width === 360 ? 740 : 860 };
      const guest = await browser.newContext({ viewport });
      await guest.addInitScript((l) => localStorage.setItem('taikai.lang', l), lang);
      const page = await guest.newPage();
      await page.goto('/m/');
      await expect(page.getByText(t('lobby.loginTitle'))).toBeVisible();
      await screenshot(page, `lobby-login-${lang}-${width}`);
      await page.goto('/m/register');
      await expect(page.getByRole('button', { name: t('lobby.registerSubmit') })).toBeVisible();
      await screenshot(page, `lobby-register-${lang}-${width}`);
      await guest.close();

      const context = await browser.newContext({ viewport });
      await loginContext(context, player.token, lang);
      const home = await context.newPage();
      await home.goto('/m/');
      await expect(home.getByText(t('lobby.myContests'))).toBeVisible();
      await expect(home.getByTestId('lobby-nickname')).toHaveText(player.nickname);
      await expect(home.locator('.lobby-skeleton')).toHaveCount(0);
      await fitsWidth(home);
      await expectAccessible(home, `lobby home ${lang} ${width}`);
      await screenshot(home, `lobby-home-${lang}-${width}`);
      await context.close();
    }
  });
}
