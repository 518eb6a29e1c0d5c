/**
 * Issue 3 journeys of the roster and the season blacklist:
 *  - add players by pasting ids into the search dialog: found players listed with nicknames, the unknown id shown
 *    in red, the found ones added to the roster;
 *  - export the roster as CSV: BOM, header nickname / id / remark in the page language, one row per player with
 *    the encoded id (Chinese and Japanese nicknames, a remark with a comma and quotes), file named after the contest;
 *  - blacklist a player by id: listed on the blacklist, and their sign-up is then refused.
 * Each journey makes its own creator, contest and players.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { contestDetail, encodeAccountId, loginContext, screenshot, uniqueSuffix } from './support/api';
import { texts } from './support/locale';
import {
  addSeasonPlayers,
  demoPlayer,
  demoRoster,
  type KnownPlayer,
  markPlayer,
  runningContest,
  seasonBlacklist,
  seasonPlayers,
  signUp,
} from './support/season';
import { button } from './support/ui';

/** An encoded id no account has (internal id 2,000,000,000: accounts get 7-8 digit ids). */
const UNKNOWN_ID = encodeAccountId(2_000_000_000);

/** Three demo players: a Chinese, a Japanese (kana) and a Latin-script nickname where the demo has them. */
async function mixedPlayers(request: Parameters<typeof demoRoster>[0]): Promise<KnownPlayer[]> {
  const roster = await demoRoster(request);
  const pick = (re: RegExp) => roster.find((p) => re.test(p.nickname));
  const chosen = [pick(/^[\u4e00-\u9fff]+$/), pick(/[\u3040-\u30ff]/), pick(/[A-Za-z]/)].filter(
    (p): p is KnownPlayer => !!p,
  );
  for (const p of roster) if (chosen.length < 3 && !chosen.includes(p)) chosen.push(p);
  return chosen;
}

/** rgb(a) colour string → [r, g, b] */
const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);

test('add players by pasted ids; the unknown id is shown in red (zh-CN)', async ({ page, context, request }) => {
  const t = texts('zh-CN');
  const { creator, uniqueId } = await runningContest(request, { name: 'E2E 选手添加' });
  const [a, b] = await mixedPlayers(request);
  await loginContext(context, creator.token, 'zh-CN');

  await page.goto(`/contest/${uniqueId}/season/1/user`);
  await expect(page.getByText(t('roster.emptyRoster'))).toBeVisible();
  // the add button is a dropdown: "<plus> 添加选手 <down>"
  await page.getByRole('button', { name: new RegExp(`^plus ${t('roster.add')} down$`) }).click();
  await page.getByRole('menuitem', { name: t('roster.addBySearch') }).click();
  const dialog = page.getByRole('dialog', { name: t('roster.addBySearch'), exact: true });
  await expect(dialog).toBeVisible();

  // One id a line, padded and with a blank line and a repeat, as people paste them.
  await dialog
    .getByLabel(t('roster.searchDialogIds'))
    .fill(`  ${a.encodedId}\n\n${UNKNOWN_ID}\n${b.encodedId}  \n${a.encodedId}\n`);
  await button(dialog, t('roster.searchDialogSearch')).click();
  await expect(dialog.getByText(t('roster.searchFound', { count: 2 }))).toBeVisible();
  await expect(dialog.getByText(t('roster.searchNotFound', { count: 1 }))).toBeVisible();
  await expect(dialog.getByText(a.nickname)).toBeVisible();
  await expect(dialog.getByText(b.nickname)).toBeVisible();
  const failed = dialog.getByTestId('search-failed-id');
  await expect(failed).toHaveText([String(UNKNOWN_ID)]);
  const [r, g, bl] = rgb(await failed.evaluate((el) => getComputedStyle(el).color));
  expect(r, 'unknown id shown in red').toBeGreaterThan(180);
  expect(g).toBeLessThan(110);
  expect(bl).toBeLessThan(110);
  // the found nicknames are not red
  const [fr] = rgb(await dialog.getByText(a.nickname).evaluate((el) => getComputedStyle(el).color));
  expect(fr).toBeLessThan(100);
  await screenshot(page, 'roster-add-dialog-zh-CN');

  await button(dialog, t('roster.addConfirm')).click();
  await expect(page.getByText(t('roster.addSuccess', { count: 2 }))).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const p of [a, b])
    await expect(page.getByRole('row').filter({ hasText: p.nickname })).toContainText(String(p.encodedId));
  await expect(page.getByText(t('roster.total', { count: 2 }))).toBeVisible();
  await screenshot(page, 'roster-zh-CN');

  const joined = await seasonPlayers(request, creator.token, uniqueId, 1);
  expect(joined.list.map((p) => p.account_id).sort()).toEqual([a.accountId, b.accountId].sort());
});

/** A small RFC 4180 reader: rows of fields, quotes doubled inside quoted fields, CRLF or LF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

test('export the roster as CSV: BOM, header, one row per player with encoded ids (en-US)', async ({
  page,
  context,
  request,
}) => {
  const t = texts('en-US');
  const contestName = `CSV Cup ${uniqueSuffix()}`;
  const { creator, uniqueId } = await runningContest(request, { name: contestName });
  const players = await mixedPlayers(request);
  const added = await addSeasonPlayers(
    request,
    creator.token,
    uniqueId,
    1,
    players.map((p) => p.accountId),
  );
  expect(added.failed).toEqual([]);
  const remark = 'seed 1, "A" block';
  await markPlayer(request, creator.token, uniqueId, 1, players[0].accountId, remark);
  const { contest_id: contestId } = await contestDetail(request, creator.token, uniqueId);
  await loginContext(context, creator.token, 'en-US');

  await page.goto(`/contest/${uniqueId}/season/1/user`);
  await expect(page.getByText(t('roster.total', { count: 3 }))).toBeVisible();
  const downloading = page.waitForEvent('download');
  await button(page, t('roster.export')).click();
  const download = await downloading;
  await expect(page.getByText(t('roster.exportDone', { count: 3 }))).toBeVisible();
  expect(download.suggestedFilename()).toBe(`${contestId}_${contestName}_season1.csv`);

  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const rows = parseCsv(text).filter((r) => r.some((f) => f !== ''));
  expect(rows[0]).toEqual([t('roster.nickname'), t('roster.accountId'), t('roster.remark')]);
  const body = rows.slice(1);
  expect(body).toHaveLength(players.length);
  const expected = players.map((p, i) => [p.nickname, String(p.encodedId), i === 0 ? remark : '']);
  expect([...body].sort((x, y) => x[1].localeCompare(y[1]))).toEqual(
    [...expected].sort((x, y) => x[1].localeCompare(y[1])),
  );
});

test('blacklist a player by id; their sign-up is then refused (en-US)', async ({ page, context, request }) => {
  const t = texts('en-US');
  const { creator, uniqueId } = await runningContest(request, { name: 'E2E blacklist' });
  const player = await demoPlayer(request, 8);
  await loginContext(context, creator.token, 'en-US');

  await page.goto(`/contest/${uniqueId}/season/1/blacklist`);
  await expect(page.getByText(t('roster.blacklistEmpty'))).toBeVisible();
  await button(page, t('roster.blacklistAdd')).click();
  const dialog = page.getByRole('dialog', { name: t('roster.blacklistAdd'), exact: true });
  await dialog.getByLabel(t('roster.searchDialogIds')).fill(String(player.encodedId));
  await button(dialog, t('roster.searchDialogSearch')).click();
  await expect(dialog.getByText(t('roster.searchFound', { count: 1 }))).toBeVisible();
  await expect(dialog.getByText(player.nickname)).toBeVisible();
  await button(dialog, t('roster.blacklistAddConfirm')).click();
  await expect(page.getByText(t('roster.blacklistAddSuccess', { count: 1 }))).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: player.nickname });
  await expect(row).toContainText(String(player.encodedId));
  await page.reload();
  await expect(row).toBeVisible();
  await screenshot(page, 'blacklist-en-US');

  expect((await seasonBlacklist(request, creator.token, uniqueId, 1)).map((e) => e.account_id)).toEqual([
    player.accountId,
  ]);
  // A blacklisted player cannot sign up (2511).
  await expect(signUp(request, player.token, uniqueId, 1)).rejects.toMatchObject({ code: 2511 });
});
