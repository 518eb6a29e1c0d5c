/**
 * Issue 3 journeys of the five page languages, on the demo contest (running season, joined and waiting players):
 *  - switch through all five languages with the top bar's switcher on the contest page, visit every tab in each,
 *    and find no untranslated text (a locale key such as `contest.tabs.info`, an unfilled `{{var}}`); the choice
 *    survives a reload;
 *  - a tour of every main screen in each language (login, home, contest info, season list, season info, sign-up
 *    review, roster, blacklist, chat setting): the same check, and a screenshot of each under e2e/screenshots/;
 *  - the home page at 800 px: the go-to-phone button appears and the page keeps its 1248 px minimum width.
 * Nothing here changes the demo contest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { loginContext, type PageLang, screenshot } from './support/api';
import { texts } from './support/locale';
import { demoContest } from './support/season';

const LANGS = ['zh-CN', 'zh-TW', 'en-US', 'ja', 'kr'] as const satisfies readonly PageLang[];
/** `<html lang>` of each page language */
const HTML_LANG: Record<PageLang, string> = {
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  'en-US': 'en-US',
  ja: 'ja',
  kr: 'ko',
};

/** The locale areas (common, shell, contest, season, …): the first segment of every key. */
const AREAS = fs
  .readdirSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/console/src/locales/zh-CN'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

/**
 * Texts on the page that look untranslated: a locale key (`area.something`, as i18next shows a missing key), an
 * unfilled `{{placeholder}}`, or i18next's note for a key that names a group of texts. Reads the visible text and
 * the placeholder, title and aria-label of visible elements.
 */
async function untranslated(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[placeholder], [title], [aria-label]'))) {
      if (!el.checkVisibility()) continue;
      for (const attr of ['placeholder', 'title', 'aria-label']) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    return out;
  });
  const key = new RegExp(`\\b(?:${AREAS.join('|')})\\.[A-Za-z_][\\w-]*(?:\\.[\\w-]+)*`, 'g');
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(key)) found.add(m[0]);
    for (const m of text.matchAll(/\{\{[^}]*\}\}/g)) found.add(m[0]);
    if (/returned an object instead of string/.test(text)) found.add('returned an object instead of string');
  }
  return [...found];
}

/** Waits until nothing on the page is loading (spinners, skeletons). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning:visible, .ant-skeleton:visible')).toHaveCount(0);
}

async function expectTranslated(page: Page, where: string): Promise<void> {
  await settled(page);
  expect(await untranslated(page), `untranslated text on ${where}`).toEqual([]);
}

test('switch through all five languages on the contest page: every tab translated, choice kept', async ({
  page,
  context,
  request,
}) => {
  const { token, uniqueId } = await demoContest(request);
  // token only: the language comes from the switcher (and must survive the reload at the end)
  await context.addInitScript((t) => localStorage.setItem('taikai.token', t), token);
  await page.goto(`/contest/${uniqueId}`);
  // no language chosen yet: Simplified Chinese
  await expect(page.getByRole('tab', { name: texts('zh-CN')('contest.tabs.info') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The check itself finds what it looks for: a planted key and placeholder are reported, then removed.
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'untranslated-probe';
    probe.textContent = 'contest.tabs.nothing {{count}}';
    document.body.append(probe);
  });
  expect(await untranslated(page)).toEqual(['contest.tabs.nothing', '{{count}}']);
  await page.evaluate(() => document.getElementById('untranslated-probe')?.remove());
  await expectTranslated(page, 'contest page in zh-CN');

  for (const lang of [...LANGS.slice(1), LANGS[0]]) {
    const t = texts(lang);
    await page.getByTestId('language-switcher').click();
    await page.getByTestId(`lang-option-${lang}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
    await expect(page.getByTestId('language-switcher')).toHaveText(t(`common.languages.${lang}`));
    await expect(page.getByTestId('topbar-diamonds')).toContainText(t('shell.diamonds'));
    await expect(page.getByTestId('footer')).toContainText(t('shell.footer.terms'));

    for (const tab of ['info', 'announcement', 'manager', 'user'] as const) {
      const tabButton = page.getByRole('tab', { name: t(`contest.tabs.${tab}`) });
      await tabButton.click();
      await expect(tabButton).toHaveAttribute('aria-selected', 'true');
      await expectTranslated(page, `contest tab ${tab} in ${lang}`);
    }
    await page.getByRole('tab', { name: t('contest.tabs.info') }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${uniqueId}$`));
  }

  // The last choice is remembered.
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('lang-option-kr').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  expect(await page.evaluate(() => localStorage.getItem('taikai.lang'))).toBe('kr');
  await page.reload();
  await expect(page.getByRole('tab', { name: texts('kr')('contest.tabs.info') })).toBeVisible();
  await expectTranslated(page, 'contest page after reload in kr');
});

for (const lang of LANGS) {
  test(`tour of the main screens in ${lang}: translated, screenshots kept`, async ({ page, browser, request }) => {
    const t = texts(lang);

    // The login page, without a session.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await visitor.addInitScript((l) => localStorage.setItem('taikai.lang', l), lang);
    const loginPage = await visitor.newPage();
    await loginPage.goto('/login');
    await expect(loginPage.getByTestId('login-submit-password')).toBeVisible();
    await expectTranslated(loginPage, `login in ${lang}`);
    await screenshot(loginPage, `tour-${lang}-01-login`);
    await visitor.close();

    const { token, uniqueId } = await demoContest(request);
    await loginContext(page.context(), token, lang);
    const season = `/contest/${uniqueId}/season/1`;
    const screens: { name: string; url: string; ready: (p: Page) => Promise<void> }[] = [
      { name: '02-home', url: '/', ready: (p) => expect(p.getByTestId('contest-card').first()).toBeVisible() },
      {
        name: '03-contest-info',
        url: `/contest/${uniqueId}`,
        ready: (p) => expect(p.getByRole('tab', { name: t('contest.tabs.info'), selected: true })).toBeVisible(),
      },
      {
        name: '04-season-list',
        url: `/contest/${uniqueId}/season`,
        ready: (p) => expect(p.getByRole('row').filter({ hasText: t('season.seasonName', { id: 1 }) })).toBeVisible(),
      },
      {
        name: '05-season-info',
        url: season,
        ready: (p) => expect(p.getByLabel(t('season.field_end_time'))).not.toHaveValue(''),
      },
      {
        name: '06-join',
        url: `${season}/join`,
        ready: (p) => expect(p.locator('.ant-table-row').first()).toBeVisible(),
      },
      {
        name: '07-roster',
        url: `${season}/user`,
        ready: (p) => expect(p.locator('.ant-table-row').first()).toBeVisible(),
      },
      {
        name: '08-blacklist',
        url: `${season}/blacklist`,
        ready: (p) => expect(p.getByRole('menuitem', { name: t('season.menuBlacklist') })).toHaveClass(/selected/),
      },
      {
        name: '09-chat-setting',
        url: `${season}/chat-setting`,
        ready: (p) => expect(p.getByText(t('chat.typeTitle'), { exact: true })).toBeVisible(),
      },
    ];
    for (const s of screens) {
      await page.goto(s.url);
      await s.ready(page);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expectTranslated(page, `${s.name} in ${lang}`);
      await screenshot(page, `tour-${lang}-${s.name}`);
    }
  });
}

test('home at 800 px: go-to-phone button, page keeps its minimum width (en-US)', async ({ page, request }) => {
  const t = texts('en-US');
  const { token } = await demoContest(request);
  await loginContext(page.context(), token, 'en-US');
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('contest-card').first()).toBeVisible();
  // in the first screenful, without scrolling sideways (the page keeps its 1,248 px)
  await expect(page.getByRole('button', { name: t('shell.goToPhone') })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThanOrEqual(1248);
  await expectTranslated(page, 'home at 800 px');
  await screenshot(page, 'home-narrow-800-en-US');

  // On a phone (390 px) too, in each language: the title and the button fit the screen
  for (const lang of LANGS) {
    const phone = await (page.context().browser() as Browser).newContext({ viewport: { width: 390, height: 844 } });
    await loginContext(phone, token, lang);
    const onPhone = await phone.newPage();
    await onPhone.goto('/');
    await expect(onPhone.getByRole('button', { name: texts(lang)('shell.goToPhone') })).toBeInViewport({ ratio: 1 });
    if (lang === 'kr') await screenshot(onPhone, 'home-phone-390-kr');
    await phone.close();
  }

  // Wide again: the button goes away.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: t('shell.goToPhone') })).toHaveCount(0);
});
