/**
 * Issue 15 point 2: the console over plain HTTP on a non-loopback address of this machine (as on a LAN). With the
 * CSP's `upgrade-insecure-requests` or HSTS the browser rewrote /config.js, scripts and styles to https and the page
 * stayed blank. Here the page must load every file over http, log in, and render the home page with its styles.
 * e2e/run.mjs makes the server listen on every interface for this.
 */
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/api';
import { texts } from './support/locale';

/** The first non-loopback IPv4 address of this machine; the test cannot mean anything without one. */
function lanAddress(): string {
  const all = Object.entries(os.networkInterfaces()).flatMap(([name, list]) =>
    (list ?? []).map((a) => ({ name, ...a })),
  );
  const found = all.find((a) => a.family === 'IPv4' && !a.internal && !a.address.startsWith('127.'));
  if (!found)
    throw new Error(
      `lan-address.spec: this machine has no non-loopback IPv4 address (interfaces: ${all
        .map((a) => `${a.name} ${a.address}`)
        .join(', ')}), so the console cannot be opened on a LAN address; run this test on a machine with a network`,
    );
  return found.address;
}

test('the console over plain HTTP on a LAN address loads its files, logs in and renders (en-US)', async ({
  page,
  context,
}) => {
  const t = texts('en-US');
  const port = new URL(String(process.env.BASE_URL)).port;
  const base = `http://${lanAddress()}:${port}`;
  await context.addInitScript(() => localStorage.setItem('taikai.lang', 'en-US'));

  const failed: string[] = [];
  const https: string[] = [];
  const errors: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('request', (r) => {
    if (r.url().startsWith('https:')) https.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));

  const res = await page.goto(`${base}/login`);
  expect(res?.status()).toBe(200);
  const headers = res?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(headers['strict-transport-security']).toBeUndefined();

  await page.getByLabel(t('login.account')).fill(DEMO.email);
  await page.getByRole('textbox', { name: t('login.password'), exact: true }).fill(DEMO.password);
  await page.getByTestId('login-submit-password').click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByText(t('home.myContests'))).toBeVisible();
  await expect(page.getByTestId('topbar-nickname')).not.toHaveText('');

  // The page's own files came over http from the LAN address; the styles apply (the top bar has its layout colour).
  const loaded = await page.evaluate(() => ({
    scripts: [...document.scripts].map((s) => s.src).filter(Boolean),
    sheets: [...document.styleSheets].map((s) => s.href).filter(Boolean),
    config: typeof (window as { __TAIKAI__?: unknown }).__TAIKAI__,
    header: getComputedStyle(document.querySelector('.taikai-topbar') as Element).position,
  }));
  expect(loaded.config).toBe('object');
  expect(loaded.scripts.length).toBeGreaterThan(0);
  expect(loaded.sheets.length).toBeGreaterThan(0);
  for (const url of [...loaded.scripts, ...loaded.sheets]) expect(url?.startsWith(`${base}/`), url ?? '').toBe(true);
  expect(loaded.header).toBe('sticky');
  expect(https).toEqual([]);
  expect(failed).toEqual([]);
  expect(errors.filter((e) => /Content Security Policy|Mixed Content|ERR_/i.test(e))).toEqual([]);
});
