/**
 * Issue 14 point 5: no table screen of the console scrolls sideways at 1280 px, in any of the five languages. On the
 * demo contest (running season with joined players and sign-ups waiting) every screen that shows a table is opened
 * and measured: the page itself, every table's scroll container, and every cell (a link or button sticking out of
 * its cell, as "Delete" did in the roster's Actions column, counts). A screenshot of each screen is kept under
 * e2e/screenshots/ (layout-<lang>-<screen>.png) to look at.
 */
import { expect, type Page, test } from '@playwright/test';
import { contestEndpoints } from '@taikai/shared';
import { call, DEMO, login, loginContext, type PageLang, screenshot } from './support/api';

const LANGS = ['zh-CN', 'zh-TW', 'en-US', 'ja', 'kr'] as const satisfies readonly PageLang[];

/** Screens with a table, by path under /contest/:id (season 1 of the demo contest). */
const TABLE_SCREENS = [
  ['seasons', 'season'],
  ['signup-review', 'season/1/join'],
  ['roster', 'season/1/user'],
  ['blacklist', 'season/1/blacklist'],
  ['activity', 'activity'],
] as const;

/** Everything that is wider than its box: the page, table scrollers, and cell contents past their cell. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))) {
      if (el.scrollWidth > el.clientWidth + 1) out.push(`table scroller ${el.scrollWidth} > ${el.clientWidth}`);
    }
    for (const table of Array.from(document.querySelectorAll<HTMLElement>('.ant-table-container'))) {
      const box = table.getBoundingClientRect();
      for (const cell of Array.from(table.querySelectorAll<HTMLElement>('td, th'))) {
        for (const child of Array.from(cell.querySelectorAll<HTMLElement>('a, button, input, .ant-tag'))) {
          if (!child.checkVisibility()) continue;
          const r = child.getBoundingClientRect();
          if (r.right > box.right + 1)
            out.push(`"${child.textContent?.trim()}" ends ${Math.round(r.right - box.right)} px past its table`);
        }
      }
    }
    return out;
  });
}

for (const lang of LANGS) {
  test(`no table scrolls sideways at 1280 px in ${lang}`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // the demo contest with a running season, joined players and sign-ups waiting (not the finished league)
    const token = await login(request, DEMO.email);
    const { list } = await call(request, token, contestEndpoints.fetchContestList);
    const demo = list.find((c) => c.contest_name.some((n) => n.content.includes('秋季雀王战')));
    if (!demo) throw new Error('no demo contest: was the server started with TAIKAI_DEMO=1?');
    const uniqueId = demo.unique_id;
    await loginContext(page.context(), token, lang);
    for (const [name, sub] of TABLE_SCREENS) {
      await page.goto(`/contest/${uniqueId}/${sub}`);
      await expect(page.locator('.ant-table-wrapper').first()).toBeVisible();
      await expect(page.locator('.ant-spin-spinning:visible, .ant-skeleton:visible')).toHaveCount(0);
      // the demo's blacklist is empty; every other table has rows
      if (name !== 'blacklist') await expect(page.locator('.ant-table-row').first()).toBeVisible();
      expect(await sidewaysOverflow(page), `${name} in ${lang}`).toEqual([]);
      await screenshot(page, `layout-${lang}-${name}`);
    }
  });
}
