/**
 * Issue 10 journeys of the games screens, against the real server (its scheduler and game host; e2e/run.mjs paces
 * hands with TAIKAI_HAND_SECONDS, 3 s unless set):
 *  - an organiser reserves a 4-seat game with three players readied through the lobby at /m/ (phone-sized
 *    contexts) and a robot; the plan shows them green; the game starts, shows on the running page with live
 *    scores, is paused and resumed, and finishes into a record (checked through the API, its log file too); en-US
 *    and zh-CN;
 *  - a second game is terminated after typing CLOSE (zh-CN); its record is marked terminated;
 *  - a batch of three lines with one unknown player creates two plans and keeps the error on the third (zh-CN).
 * Each journey makes its own creator and contest, and seats its own demo players (distinct numbers).
 */
import { expect, type Page, test } from '@playwright/test';
import { recordDownloads } from '@taikai/shared';
import { encodeAccountId, loginContext, type PageLang, screenshot, serverTime } from './support/api';
import {
  gameRecords,
  joinedPlayers,
  type Player,
  planList,
  planThroughApi,
  readyList,
  readyThroughApi,
  readyThroughLobby,
  runningGames,
} from './support/games';
import { texts } from './support/locale';
import { runningContest, typeTime } from './support/season';
import { button } from './support/ui';

/** Four-player south games: at least eight hands, so a game lasts long enough to be watched and paused. */
const SOUTH_4 = { round_type: 2, thinking_type: 3, game_mode: 'liqi' };
/** An encoded id no account has (internal id 2,000,000,000). */
const UNKNOWN_ID = encodeAccountId(2_000_000_000);

/**
 * Clicks the running page's refresh until a running game's row with `nickname` shows (the page itself refreshes
 * every 30 s). Only a row with live scores counts: right after the menu click the plan list, whose row carries
 * the same nickname, can still be on screen.
 */
async function waitForRunningRow(page: Page, lang: PageLang, nickname: string, timeout = 120_000) {
  const t = texts(lang);
  const row = page
    .getByRole('row')
    .filter({ hasText: nickname })
    .filter({ has: page.getByTestId('round') });
  await expect(async () => {
    if (!(await row.isVisible())) await button(page, t('game.running.refresh')).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout, intervals: [1_000] });
  return row;
}

const journeys: { lang: PageLang; players: number[] }[] = [
  { lang: 'en-US', players: [11, 12, 13] },
  { lang: 'zh-CN', players: [14, 15, 16] },
];

for (const { lang, players: numbers } of journeys) {
  test(`reserve a game of three lobby-ready players and a robot, watch, pause, resume, finish (${lang})`, async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.setTimeout(360_000);
    const t = texts(lang);
    const { creator, uniqueId } = await runningContest(request, { rule: SOUTH_4 });
    const players = await joinedPlayers(request, creator.token, uniqueId, numbers);
    for (const p of players) await readyThroughLobby(browser, p, uniqueId, lang);
    expect((await readyList(request, creator.token, uniqueId)).map((r) => r.account_id).sort()).toEqual(
      players.map((p) => p.accountId).sort(),
    );

    // the organiser seats the three ready players with their ready buttons and a robot
    await loginContext(context, creator.token, lang);
    await page.goto(`/contest/${uniqueId}/season/1/match-reservation`);
    for (const p of players)
      await page.getByRole('button', { name: t('game.readyList.seatOf', { nickname: p.nickname }) }).click();
    const addRobot = button(page, t('game.create.addRobot'));
    await addRobot.click();
    await expect(addRobot).toBeDisabled();
    for (const p of players) await expect(page.getByTestId(/^seat-/).filter({ hasText: p.nickname })).toHaveCount(1);
    await expect(page.getByTestId('seat-3')).toContainText(t('game.seat.robot'));

    // a start a minute ahead, so the plan can be seen waiting with its players ready
    const startAt = (await serverTime(request)) + 60;
    await typeTime(page.getByRole('textbox', { name: t('game.options.startTime') }), startAt);
    await page.getByRole('textbox', { name: t('game.options.remark') }).fill('e2e final');
    await screenshot(page, `games-create-${lang}`);
    await button(page, t('game.create.start')).click();
    await expect(page.getByText(t('game.create.success'))).toBeVisible();
    await expect(page.getByTestId('seat-0')).toContainText(t('game.seat.empty'));
    await expect(page.getByRole('textbox', { name: t('game.options.remark') })).toHaveValue('');

    // the plan list: every person ready (green), the robot seat, the remark and the 30-minute note
    await page.getByRole('menuitem', { name: t('game.menuPlans') }).click();
    await expect(page.getByText(t('game.plans.note'))).toBeVisible();
    const planRow = page.getByRole('row').filter({ hasText: players[0].nickname });
    for (const p of players)
      await expect(planRow.locator('[data-ready]').filter({ hasText: p.nickname })).toHaveAttribute(
        'data-ready',
        'yes',
      );
    await expect(planRow.locator('[data-ready]').filter({ hasText: t('game.seat.robot') })).toHaveCount(1);
    await expect(planRow.getByRole('textbox', { name: t('game.remark') })).toHaveValue('e2e final');
    await screenshot(page, `games-plans-${lang}`);

    // it starts at its time and shows on the running page with live scores
    await page.getByRole('menuitem', { name: t('game.menuRunning') }).click();
    const row = await waitForRunningRow(page, lang, players[0].nickname);
    await expect(row.getByTestId('round')).toContainText(t('game.wind.east'));
    await expect(row.getByTestId('score')).toHaveCount(4);
    for (const s of await row.getByTestId('score').allTextContents()) expect(Number(s)).toBeGreaterThanOrEqual(0);
    expect(await planList(request, creator.token, uniqueId)).toEqual([]);

    // pause, then resume
    await button(row, t('game.running.pause')).click();
    await expect(row.getByText(t('game.running.pausedTag'))).toBeVisible();
    expect((await runningGames(request, creator.token, uniqueId))[0].paused).toBe(1);
    await screenshot(page, `games-running-${lang}`);
    await button(row, t('game.running.resume')).click();
    await expect(row.getByText(t('game.running.pausedTag'))).toHaveCount(0);
    expect((await runningGames(request, creator.token, uniqueId))[0]?.paused ?? 0).toBe(0);

    // it finishes into a record (the records screens come with issue 12: checked through the API)
    await expect
      .poll(async () => (await gameRecords(request, creator.token, uniqueId)).total, {
        message: 'the game finishes into a record',
        timeout: 240_000,
        intervals: [2_000],
      })
      .toBe(1);
    const record = (await gameRecords(request, creator.token, uniqueId)).record_list[0];
    expect(record.terminated).toBe(0);
    expect(
      record.accounts
        .map((a) => a.account_id)
        .filter((id) => id > 0)
        .sort(),
    ).toEqual(players.map((p) => p.accountId).sort());
    expect(record.result.players.reduce((sum, r) => sum + r.total_point, 0)).toBe(0);
    // its log file: replayed from the stored decisions (the host keeps no log while playing), ending as the record
    const logFile = await request.get(recordDownloads.fetchContestGameRecordLog.path, {
      headers: { Authorization: `Majsoul ${creator.token}` },
      params: { unique_id: uniqueId, uuid: record.uuid },
    });
    expect(logFile.status()).toBe(200);
    const mjai = ((await logFile.json()) as { mjai: { type: string; scores?: number[] }[] }).mjai;
    expect(mjai[0]?.type).toBe('start_game');
    expect(mjai[mjai.length - 1]?.scores).toEqual(record.result.players.map((p) => p.part_point_1));
    await waitForRunningRowGone(page, lang, players[0].nickname);
  });
}

async function waitForRunningRowGone(page: Page, lang: PageLang, nickname: string) {
  const t = texts(lang);
  await expect(async () => {
    await button(page, t('game.running.refresh')).click();
    await expect(page.getByRole('row').filter({ hasText: nickname })).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
}

test('a running game is terminated only after typing CLOSE (zh-CN)', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const lang: PageLang = 'zh-CN';
  const t = texts(lang);
  const { creator, uniqueId } = await runningContest(request, { rule: SOUTH_4 });
  const [player] = await joinedPlayers(request, creator.token, uniqueId, [17]);
  // the lobby is not what this journey is about: the player readies through the players' API
  await readyThroughApi(request, player, uniqueId);
  await planThroughApi(request, creator.token, uniqueId, [player.accountId, 0, 0, 0]);

  await loginContext(context, creator.token, lang);
  await page.goto(`/contest/${uniqueId}/season/1/match-manage`);
  const row = await waitForRunningRow(page, lang, player.nickname);
  await button(row, t('game.running.terminate')).click();
  const dialog = page.getByRole('dialog');
  const confirm = button(dialog, t('game.running.terminate'));
  await expect(confirm).toBeDisabled();
  const input = dialog.getByRole('textbox', { name: t('game.running.terminateInput', { word: 'CLOSE' }) });
  await input.fill('clos');
  await expect(confirm).toBeDisabled();
  await input.fill('cLoSe');
  await expect(confirm).toBeEnabled();
  await screenshot(page, 'games-terminate-zh-CN');
  await confirm.click();
  await expect(page.getByText(t('game.running.terminated'))).toBeVisible();
  await waitForRunningRowGone(page, lang, player.nickname);

  await expect
    .poll(async () => (await gameRecords(request, creator.token, uniqueId)).record_list.map((r) => r.terminated), {
      message: 'the terminated game is recorded as terminated',
      timeout: 30_000,
    })
    .toEqual([1]);
});

test('a batch of three lines with one unknown player creates two plans and keeps the error on the third (zh-CN)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const lang: PageLang = 'zh-CN';
  const t = texts(lang);
  const { creator, uniqueId } = await runningContest(request, { rule: SOUTH_4 });
  const ps: Player[] = await joinedPlayers(request, creator.token, uniqueId, [18, 19, 20, 21, 22]);
  await loginContext(context, creator.token, lang);
  await page.goto(`/contest/${uniqueId}/season/1/match-reservation`);

  // a start an hour ahead: nobody is ready, so the plans wait
  await typeTime(page.getByRole('textbox', { name: t('game.options.startTime') }), (await serverTime(request)) + 3600);
  await button(page, t('game.batch.setList')).click();
  const dialog = page.getByRole('dialog', { name: t('game.batch.dialogTitle') });
  const input = dialog.getByRole('textbox', { name: t('game.batch.dialogInput') });
  // first a list with mistakes: every wrong line is named
  await input.fill(`${ps[0].encodedId} ${ps[1].encodedId} 0\n0 0 0 0`);
  await button(dialog, t('game.batch.dialogOk')).click();
  await expect(dialog.getByText(t('game.batch.parse.wrongLength', { line: 1, count: 3, expected: 4 }))).toBeVisible();
  await expect(dialog.getByText(t('game.batch.parse.allRobots', { line: 2 }))).toBeVisible();

  const lines = [
    `${ps[0].encodedId}, ${ps[1].encodedId}, 0, 0`,
    `${ps[2].encodedId} ${ps[3].encodedId} 0 0`,
    `${ps[4].encodedId} ${UNKNOWN_ID} 0 0`,
  ];
  await input.fill(lines.join('\n'));
  await button(dialog, t('game.batch.dialogOk')).click();
  await expect(dialog).toBeHidden();
  await button(page, t('game.batch.createAll', { count: 3 })).click();

  const left = page.getByTestId(/^batch-entry-/);
  await expect(left).toHaveCount(1);
  await expect(left.first()).toContainText(String(UNKNOWN_ID));
  await expect(left.first().getByRole('alert')).toContainText(t('game.batch.errPrefix', { reason: '' }));
  await screenshot(page, 'games-batch-zh-CN');

  const plans = await planList(request, creator.token, uniqueId);
  expect(plans.map((p) => [...p.accounts].sort((a, b) => a.seat - b.seat).map((a) => a.account_id))).toEqual(
    expect.arrayContaining([
      [ps[0].accountId, ps[1].accountId, 0, 0],
      [ps[2].accountId, ps[3].accountId, 0, 0],
    ]),
  );
  expect(plans).toHaveLength(2);
});
