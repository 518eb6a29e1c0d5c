import { expect, type Page, test } from '@playwright/test';
import { gameEndpoints } from '@taikai/shared';
import { call, loginContext, type PageLang, screenshot } from './support/api';
import {
  gameRecords,
  joinedPlayers,
  type Player,
  planThroughApi,
  readyThroughApi,
  runningGames,
} from './support/games';
import { texts } from './support/locale';
import { runningContest } from './support/season';

/**
 * The players' table (issue 11): two people — one on a desktop (en-US), one on a phone (ja) — and two robots
 * play a whole east game through the UI while a manager watches it from the running-games page (zh-CN); the
 * finished game appears in the records; a player opens its replay from the game-over screen and steps through it
 * (the wall checked: Verified), and the manager opens it from the records page. Run with TAIKAI_THINK_SCALE small
 * (e.g. 0.2) so clocks run out fast; a person here mostly taps the drawn tile (or passes), and a clock that runs out
 * plays the same default.
 */
const EAST_4 = { round_type: 1, thinking_type: 1, game_mode: 'liqi' };

async function openTableFromLobby(page: Page, player: Player, lang: PageLang): Promise<Page> {
  await loginContext(page.context(), player.token, lang);
  await page.goto('/m/');
  const link = page.getByTestId('lobby-table-link');
  await expect(async () => {
    if (!(await link.isVisible())) await page.reload();
    await expect(link).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000] });
  await link.click();
  await expect(page.getByTestId('board')).toBeVisible({ timeout: 20_000 });
  return page;
}

/**
 * The person's answers as their table socket carried them: each `act` sent, and the server's verdict on it. A
 * journey counts what the server took, so auto-play finishing the game for a person who never got through fails it.
 */
class Answers {
  private readonly sent = new Map<number, string>();
  readonly accepted: string[] = [];
  readonly refused: { action: string; code: number }[] = [];

  constructor(page: Page) {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/api/game/ws')) return;
      ws.on('framesent', (f) => {
        const m = parse(f.payload);
        if (m?.type === 'act') this.sent.set(m.n as number, actionName(m.action as { type: string; riichi?: boolean }));
      });
      ws.on('framereceived', (f) => {
        const m = parse(f.payload);
        if (!m || (m.type !== 'accepted' && m.type !== 'refused') || typeof m.n !== 'number') return;
        const action = this.sent.get(m.n) ?? '?';
        if (m.type === 'accepted') this.accepted.push(action);
        else this.refused.push({ action, code: m.code as number });
      });
    });
  }

  get verdicts(): number {
    return this.accepted.length + this.refused.length;
  }

  count(...actions: string[]): number {
    return this.accepted.filter((a) => actions.includes(a)).length;
  }
}

function parse(payload: string | Buffer): Record<string, unknown> | null {
  try {
    return JSON.parse(String(payload)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const actionName = (a: { type: string; riichi?: boolean }) => (a.type === 'discard' && a.riichi ? 'riichi' : a.type);

/**
 * Plays until the game result shows, as a keen player would: wins when it can, takes every chi, pon and riichi it
 * is offered, otherwise discards the drawn tile (or the last tile it may). Every answer must be taken by the server:
 * a click that fails or an answer refused fails the journey.
 */
async function play(page: Page, answers: Answers, shots: () => Promise<void>): Promise<void> {
  const result = page.getByTestId('game-result');
  let shotTaken = false;
  const answer = async (click: () => Promise<void>) => {
    const before = answers.verdicts;
    await click();
    await expect
      .poll(() => answers.verdicts, { message: 'the server answers the click', timeout: 15_000, intervals: [50] })
      .toBeGreaterThan(before);
    expect(answers.refused, 'no answer is refused').toEqual([]);
  };
  const visible = (id: string) =>
    page
      .getByTestId(id)
      .isVisible()
      .catch(() => false);
  for (let i = 0; i < 5_000; i++) {
    if (await result.isVisible()) return;
    const close = page.getByTestId('hand-result-close');
    if (await close.isVisible().catch(() => false)) {
      // the panel may close on its own when its countdown ends; a click that fails while it is still up fails
      await close.click({ timeout: 5_000 }).catch(async (e) => {
        if (await close.isVisible().catch(() => false)) throw e;
      });
      continue;
    }
    const act = ['act-tsumo', 'act-ron', 'act-pon', 'act-chi'];
    const offered = (await Promise.all(act.map(visible))).indexOf(true);
    if (offered >= 0) {
      await answer(async () => {
        await page.getByTestId(act[offered]).click();
        // several ways to call open a picker: the first one
        const pick = page.locator('[data-testid^="pick-"]').first();
        if (await pick.isVisible().catch(() => false)) await pick.click();
      });
      continue;
    }
    if (await visible('act-riichi')) {
      await page.getByTestId('act-riichi').click();
      await answer(() => page.locator('[data-testid="my-hand"] button.tt-tile:not([disabled])').last().click());
      continue;
    }
    if (await visible('act-pass')) {
      await answer(() => page.getByTestId('act-pass').click());
      continue;
    }
    const drawn = page.locator('[data-testid="drawn"]:is(button)');
    if (await drawn.isVisible().catch(() => false)) {
      if (!shotTaken && (await visible('clock'))) {
        shotTaken = true;
        await shots();
      }
      await answer(() => drawn.click());
      continue;
    }
    // after a call there is no drawn tile: the last tile the seat may discard
    const any = page.locator('[data-testid="my-hand"] button.tt-tile:not([disabled])').last();
    if ((await visible('clock')) && (await any.isVisible().catch(() => false))) {
      await answer(() => any.click());
      continue;
    }
    await page.waitForTimeout(50);
  }
  throw new Error('the game did not end');
}

test('two people and two robots play an east game at the table; a manager watches; the record appears', async ({
  browser,
  request,
}) => {
  test.setTimeout(900_000);
  const { creator, uniqueId } = await runningContest(request, { rule: EAST_4 });
  const [alice, bob] = await joinedPlayers(request, creator.token, uniqueId, [31, 32]);
  await readyThroughApi(request, alice, uniqueId);
  await readyThroughApi(request, bob, uniqueId);
  await planThroughApi(request, creator.token, uniqueId, [alice.accountId, 0, bob.accountId, 0]);
  // the organiser holds the game as soon as it starts, so both people are seated before the first discard
  await expect
    .poll(async () => (await runningGames(request, creator.token, uniqueId)).length, {
      timeout: 60_000,
      intervals: [300],
    })
    .toBe(1);
  const [game] = await runningGames(request, creator.token, uniqueId);
  const hold = (resume: 1 | 2) =>
    call(request, creator.token, gameEndpoints.pauseContestRunningGame, {
      unique_id: uniqueId,
      game_uuid: game.game_uuid,
      resume,
    });
  await hold(1);

  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const manager = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const pages = await Promise.all([desktop.newPage(), phone.newPage()]);
  const [aliceAnswers, bobAnswers] = pages.map((p) => new Answers(p));
  const [a, b] = await Promise.all([
    openTableFromLobby(pages[0], alice, 'en-US'),
    openTableFromLobby(pages[1], bob, 'ja'),
  ]);
  await expect(a.getByTestId('paused')).toBeVisible();
  await hold(2);

  // the manager opens the game from the running-games page in a watch view
  await loginContext(manager, creator.token, 'zh-CN');
  const running = await manager.newPage();
  await running.goto(`/contest/${uniqueId}/season/1/match-manage`);
  const watchButton = running.getByTestId(`watch-${game.game_uuid}`);
  await expect(watchButton).toBeVisible({ timeout: 60_000 });
  const [watch] = await Promise.all([manager.waitForEvent('page'), watchButton.click()]);
  await expect(watch.getByTestId('board')).toBeVisible({ timeout: 20_000 });
  await expect(watch.getByText(texts('zh-CN')('table.watching'))).toBeVisible();
  await expect(watch.getByTestId('my-hand')).toHaveCount(0);
  await screenshot(watch, 'table-watch-1440-zh-CN');
  await watch.setViewportSize({ width: 360, height: 740 });
  await screenshot(watch, 'table-watch-360-zh-CN');

  await Promise.all([
    play(a, aliceAnswers, async () => {
      await screenshot(a, 'table-1440-en');
      await a.setViewportSize({ width: 360, height: 740 });
      await screenshot(a, 'table-360-en');
      await a.setViewportSize({ width: 1440, height: 900 });
    }),
    play(b, bobAnswers, async () => {
      await screenshot(b, 'table-360-ja');
      await b.setViewportSize({ width: 1440, height: 900 });
      await screenshot(b, 'table-1440-ja');
      await b.setViewportSize({ width: 360, height: 740 });
    }),
  ]);
  // the people played the game, not the clock: their answers were taken, calls and riichi among them
  for (const answers of [aliceAnswers, bobAnswers]) {
    expect(answers.refused).toEqual([]);
    expect(answers.count('discard', 'riichi')).toBeGreaterThanOrEqual(10);
  }
  expect(aliceAnswers.count('chi', 'pon', 'riichi') + bobAnswers.count('chi', 'pon', 'riichi')).toBeGreaterThanOrEqual(
    1,
  );
  await expect(a.getByTestId('final-1')).toBeVisible();
  await screenshot(a, 'table-final-1440-en');
  await screenshot(b, 'table-final-360-ja');
  await expect(watch.getByTestId('game-result')).toBeVisible({ timeout: 30_000 });

  await expect
    .poll(async () => (await gameRecords(request, creator.token, uniqueId)).record_list.length, {
      message: 'the finished game is in the records',
      timeout: 60_000,
    })
    .toBe(1);
  const record = (await gameRecords(request, creator.token, uniqueId)).record_list[0];
  expect(record.terminated).toBe(0);

  // Alice opens the game's replay from the game-over screen, steps through the first hand and sees its wall checked
  const en = texts('en-US');
  await a.getByTestId('record-link').click();
  await expect(a).toHaveURL(new RegExp(`/m/replay/${record.uuid}$`));
  await expect(a.getByTestId('replay-position')).toBeVisible({ timeout: 30_000 });
  await expect(a.getByTestId('wall-check')).toHaveAttribute('data-status', 'verified');
  await expect(a.getByTestId('wall-check')).toContainText(en('replay.wall.verified'));
  const position = async () => (await a.getByTestId('replay-position').textContent()) ?? '';
  const start = await position();
  for (let i = 0; i < 5; i++) await a.keyboard.press('ArrowRight');
  await expect.poll(position).not.toBe(start);
  await a.getByTestId('next-hand').click();
  await expect(a.getByTestId('wall-check')).toHaveAttribute('data-status', 'verified');
  await screenshot(a, 'replay-1440-en');

  // the manager opens the same replay from the records page
  const records = await manager.newPage();
  await records.goto(`/contest/${uniqueId}/season/1/record`);
  const [replay] = await Promise.all([
    manager.waitForEvent('page'),
    records.getByTestId('record-table').getByTestId('record-replay').first().click(),
  ]);
  await expect(replay).toHaveURL(new RegExp(`/m/replay/${record.uuid}$`));
  await expect(replay.getByTestId('replay-position')).toBeVisible({ timeout: 30_000 });
  await expect(replay.getByTestId('replay-public')).toBeVisible();
  await expect(replay.getByTestId('wall-check')).toHaveAttribute('data-status', 'verified');
  await Promise.all([desktop.close(), phone.close(), manager.close()]);
});
