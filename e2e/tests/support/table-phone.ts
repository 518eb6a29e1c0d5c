/**
 * Helpers for the phone-table journey (issue 27): a person of their own at a table with robots, switching the page
 * language in place through the lobby bar, whether a panel fits the screen, and an axe-core check of the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { createAccount, login, type PageLang } from './api';
import type { Player } from './games';
import { addSeasonPlayers } from './season';

/** A fresh account (no other journey's games), logged in and on season 1's roster of the contest. */
export async function freshPlayer(request: APIRequestContext, creatorToken: string, uniqueId: number): Promise<Player> {
  const account = await createAccount();
  const token = await login(request, account.email, account.password);
  await addSeasonPlayers(request, creatorToken, uniqueId, 1, [account.accountId]);
  return { accountId: account.accountId, encodedId: account.encodedId, nickname: account.nickname, token };
}

/**
 * Switches the page language with the lobby bar's picker (the page stays; nothing is replayed): the bar's language
 * select, or the older popover of language buttons.
 */
export async function switchLanguage(page: Page, lang: PageLang): Promise<void> {
  const select = page.getByTestId('lobby-language');
  if (await select.count()) await select.selectOption(lang);
  else {
    await page.getByTestId('language-switcher').click();
    await page.getByTestId(`lang-option-${lang}`).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'kr' ? 'ko' : lang, { timeout: 5_000 });
}

/**
 * That `panel` fits the viewport without scrolling: the page does not scroll, the panel clips nothing, and each of
 * `parts` lies wholly on the screen.
 */
export async function expectFits(page: Page, panel: Locator, parts: Locator[], what: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  const page_ = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  expect(page_.width, `${what}: the page does not scroll sideways`).toBeLessThanOrEqual(size.width);
  expect(page_.height, `${what}: the page does not scroll`).toBeLessThanOrEqual(size.height);
  // boxes that scroll or cut their content off at the bottom (a name cut short with an ellipsis is fine)
  const clipped = await panel.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((e) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowY) && e.clientWidth > 1)
      .filter((e) => e.scrollHeight > e.clientHeight + 1)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`),
  );
  expect(clipped, `${what}: nothing in the panel scrolls or is cut off`).toEqual([]);
  for (const part of parts) {
    const n = await part.count();
    for (let i = 0; i < n; i++) {
      const box = await part.nth(i).boundingBox();
      expect(box, `${what}: ${part} is shown`).not.toBeNull();
      if (!box) continue;
      expect(box.x, `${what}: ${part} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.y, `${what}: ${part} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${what}: ${part} ends on the screen`).toBeLessThanOrEqual(size.width + 0.5);
      expect(box.y + box.height, `${what}: ${part} ends on the screen`).toBeLessThanOrEqual(size.height + 0.5);
    }
  }
}

/** axe-core's WCAG 2 A and AA rules on the page as it is: no violation (each named with its nodes if any). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `${what}: axe-core (wcag2a, wcag2aa)`).toEqual([]);
}
