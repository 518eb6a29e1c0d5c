/**
 * Small Ant Design helpers for the journeys: accessible names as antd renders them, picking a Select option,
 * and the form item around a control.
 */
import type { Locator, Page } from '@playwright/test';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regex for a button's accessible name ending in `text`. Ant Design puts a space between the two characters of
 * a two-character CJK label ("更新" is shown as "更 新") and icons add their own label in front ("copy Copy rule"),
 * so the name is matched with optional spaces between characters, anchored at the end.
 */
export function buttonName(text: string): RegExp {
  return new RegExp(`${[...text].map(escapeRe).join('\\s?')}$`);
}

/** A button by its visible label (see buttonName), inside `scope` (default the page). */
export const button = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: buttonName(text) });

/** Opens an antd Select (its combobox input, by id or locator) and clicks the option with this label. */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escapeRe(label)}$`) })
    .first()
    .click();
}

/** The `.ant-form-item` that holds a control (for its error state, help text and shown value). */
export const formItemOf = (page: Page, control: Locator) => page.locator('.ant-form-item').filter({ has: control });
