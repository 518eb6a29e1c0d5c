/**
 * Issue 3 journey: a player signs up through the players' API for a season whose sign-ups are reviewed, the
 * organiser finds them on the sign-up review screen, passes them, and finds them on the roster.
 */
import { expect, test } from '@playwright/test';
import { loginContext, screenshot } from './support/api';
import { texts } from './support/locale';
import { demoPlayer, PlayerState, runningContest, season, seasonPlayers, signUp } from './support/season';
import { button } from './support/ui';

test('a player signs up through the API and the organiser passes them (en-US)', async ({ page, context, request }) => {
  const t = texts('en-US');
  const { creator, uniqueId } = await runningContest(request, { name: 'E2E sign-up review' });
  const player = await demoPlayer(request, 7);
  const playerToken = player.token;

  // The player's side: sign up, wait for review.
  expect(await signUp(request, playerToken, uniqueId, 1)).toBe(PlayerState.Pending);
  expect(await season(request, creator.token, uniqueId, 1)).toMatchObject({ pending_count: 1, player_count: 0 });

  await loginContext(context, creator.token, 'en-US');
  await page.goto(`/contest/${uniqueId}/season/1`);
  // Season info counts the waiting sign-up; the menu offers the review screen (sign-ups are reviewed).
  await expect(page.getByText(t('season.pendingCount'))).toBeVisible();
  await page.getByRole('menuitem', { name: t('season.menuJoin') }).click();
  await expect(page).toHaveURL(new RegExp(`/contest/${uniqueId}/season/1/join$`));

  const row = page.getByRole('row').filter({ hasText: player.nickname });
  await expect(row).toContainText(String(player.encodedId));
  await expect(page.getByText(t('roster.total', { count: 1 }))).toBeVisible();
  await screenshot(page, 'join-en-US');

  await button(row, t('roster.pass')).click();
  await expect(page.getByText(t('roster.passSuccess', { count: 1 }))).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(t('roster.emptyPending'))).toBeVisible();

  // On the roster now, with the encoded id people see.
  await page.getByRole('menuitem', { name: t('season.menuUser') }).click();
  await expect(page).toHaveURL(new RegExp(`/contest/${uniqueId}/season/1/user$`));
  const rosterRow = page.getByRole('row').filter({ hasText: player.nickname });
  await expect(rosterRow).toContainText(String(player.encodedId));
  await expect(page.getByText(t('roster.total', { count: 1 }))).toBeVisible();

  const joined = await seasonPlayers(request, creator.token, uniqueId, 1);
  expect(joined.list.map((p) => p.account_id)).toEqual([player.accountId]);
  expect(await season(request, creator.token, uniqueId, 1)).toMatchObject({ pending_count: 0, player_count: 1 });
  // Signing up again is refused: the player is on the roster already (2553).
  await expect(signUp(request, playerToken, uniqueId, 1)).rejects.toMatchObject({ code: 2553 });
});
