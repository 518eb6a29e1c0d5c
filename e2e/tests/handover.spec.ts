/**
 * Issue 15 point 5 in a real browser: the console's "Mobile site" button hands over to the lobby with a one-time code,
 * never the session token, and the code leaves the address bar; a code for another account on a phone where someone
 * is signed in asks first, and cancelling keeps that person signed in.
 */
import { expect, test } from '@playwright/test';
import { authEndpoints } from '@taikai/shared/endpoints/auth';
import { accountInfo, call, DEMO, login, loginContext } from './support/api';
import { texts } from './support/locale';

test('the Mobile site button signs the lobby in without a token in any URL (narrow desk, en-US)', async ({
  browser,
  request,
}) => {
  const t = texts('en-US');
  const token = await login(request, DEMO.email);
  const me = await accountInfo(request, token);
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  await loginContext(context, token);
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));

  await page.goto('/');
  await page.getByRole('button', { name: t('shell.goToPhone') }).click();
  await expect(page).toHaveURL(/\/m\/$/);
  await expect(page.getByText(t('lobby.myContests'))).toBeVisible();
  await expect(page.getByTestId('lobby-nickname')).toHaveText(me.nickname);
  expect(urls.some((u) => u.includes('/m/?code='))).toBe(true);
  expect(urls.filter((u) => u.includes(token) || /[?&]token=/.test(u))).toEqual([]);
  // the same account was signed in already: no question, and the console's session is the one kept
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('taikai.token'))).toBe(token);
  await context.close();
});

test('a code for another account on a signed-in phone asks first; cancel keeps the phone signed in', async ({
  browser,
  request,
}) => {
  const t = texts('en-US');
  const deskToken = await login(request, DEMO.email);
  const desk = await accountInfo(request, deskToken);
  const phoneToken = await login(request, DEMO.playerEmail(1));
  const phoneUser = await accountInfo(request, phoneToken);
  const { code } = await call(request, deskToken, authEndpoints.issueHandoverCode);

  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  await loginContext(context, phoneToken);
  const page = await context.newPage();
  await page.goto(`/m/?code=${encodeURIComponent(code)}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(phoneUser.nickname);
  await expect(dialog).toContainText(desk.nickname);
  expect(new URL(page.url()).search).toBe('');
  await dialog.getByRole('button', { name: t('lobby.handover.switchCancel', { current: phoneUser.nickname }) }).click();
  await expect(page.getByTestId('lobby-nickname')).toHaveText(phoneUser.nickname);
  expect(await page.evaluate(() => localStorage.getItem('taikai.token'))).toBe(phoneToken);

  // the code was used: opening it again says so
  await page.goto(`/m/?code=${encodeURIComponent(code)}`);
  await expect(page.getByTestId('lobby-handover-error')).toBeVisible();
  await expect(page.getByTestId('lobby-nickname')).toHaveText(phoneUser.nickname);
  await context.close();
});
