/**
 * Issue 15 point 5 in a real browser: the console's "Mobile site" button hands over to the lobby with a one-time code,
 * never the session token, and the code leaves the address bar; a code for another account on a phone where someone
 * is signed in asks first, and cancelling keeps that person signed in. The desk console asks too before a `?token=`
 * link replaces another account's session.
 */
import { expect, test } from '@playwright/test';
import { authEndpoints } from '@taikai/shared/endpoints/auth';
import { accountInfo, call, DEMO, encodeAccountId, login, loginContext } from './support/api';
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
  context.on('request', (r) => urls.push(r.url()));

  await page.goto('/');
  // the lobby opens in a new tab; the console stays where it was (issue 29 #12)
  const [lobby] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: t('shell.goToPhone') }).click(),
  ]);
  await expect(lobby).toHaveURL(/\/m\/$/);
  await expect(lobby.getByText(t('lobby.myContests'))).toBeVisible();
  await expect(lobby.getByTestId('lobby-nickname')).toHaveText(me.nickname);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(urls.some((u) => u.includes('/m/?code='))).toBe(true);
  expect(urls.filter((u) => u.includes(token) || /[?&]token=/.test(u))).toEqual([]);
  // the same account was signed in already: no question, and the console's session is the one kept
  await expect(lobby.getByRole('dialog')).toHaveCount(0);
  expect(await lobby.evaluate(() => localStorage.getItem('taikai.token'))).toBe(token);
  // the organiser's way back from the lobby: a link to the console
  await expect(lobby.getByTestId('lobby-console-link')).toHaveAttribute('href', '/');
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

test("a ?token= link on the desk console asks before it replaces another account's session", async ({
  browser,
  request,
}) => {
  const t = texts('en-US');
  const deskToken = await login(request, DEMO.email);
  const desk = await accountInfo(request, deskToken);
  const otherToken = await login(request, DEMO.playerEmail(1));
  const other = await accountInfo(request, otherToken);
  const label = (a: { nickname: string; account_id: number }) =>
    t('shell.handover.account', { nickname: a.nickname, id: encodeAccountId(a.account_id) });
  // signed in once (not with an init script, which would put the desk token back on every reload)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/terms');
  await page.evaluate(
    ([token]) => {
      localStorage.setItem('taikai.token', token);
      localStorage.setItem('taikai.lang', 'en-US');
    },
    [deskToken] as const,
  );
  const stored = () => page.evaluate(() => localStorage.getItem('taikai.token'));

  // cancel: the console keeps its session, the link's token leaves the address bar
  await page.goto(`/?tab=x&token=${encodeURIComponent(otherToken)}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(label(desk));
  await expect(dialog).toContainText(label(other));
  expect(new URL(page.url()).search).toBe('?tab=x');
  expect(await stored()).toBe(deskToken);
  await dialog.getByRole('button', { name: t('shell.handover.switchCancel', { current: desk.nickname }) }).click();
  await expect(dialog).toHaveCount(0);
  expect(await stored()).toBe(deskToken);
  // the link's session was left alone: it still works
  expect((await accountInfo(request, otherToken)).account_id).toBe(other.account_id);

  // an expired or invalid link token: said so, the session stays
  await page.goto('/?token=not-a-session');
  await expect(page.getByTestId('desk-handover-error')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(await stored()).toBe(deskToken);

  // confirm: the link's session replaces the console's
  await page.goto(`/?token=${encodeURIComponent(otherToken)}`);
  await page.getByRole('button', { name: t('shell.handover.switchOk', { incoming: other.nickname }) }).click();
  await expect.poll(stored).toBe(otherToken);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
  await context.close();
});
