import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetTransportEffects } from '../../api/client';
import { setToken } from '../../api/token';
import { postedTo } from '../../test/fetchRoutes';
import {
  builtReplay,
  GAME,
  PUBLIC_PATH,
  renderReplay,
  replayReply,
  stubReplay,
  tamperedLog,
  wallLessLog,
} from '../../test/fixtures/replay';
import { jsonReply } from '../../test/render';
import { sortTiles } from '../table/tiles';
import { HAND_END_MS, STEP_MS } from './model';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetTransportEffects();
});

const replay = builtReplay();
const position = () => screen.getByTestId('replay-position').textContent;
const picker = () => screen.getByTestId('hand-picker') as HTMLSelectElement;
const caption = () => screen.getByTestId('replay-caption').textContent;
/** the tiles drawn in an element, in order */
const tilesIn = (el: HTMLElement) => [...el.querySelectorAll('[data-tile]')].map((e) => e.getAttribute('data-tile'));
/** a key pressed with nothing focused (a select keeps the arrows it gets) */
const press = (key: string, shiftKey = false) => fireEvent.keyDown(window, { key, shiftKey });

async function openReplay(reply = replayReply()) {
  const server = stubReplay(reply);
  const view = renderReplay();
  await screen.findByTestId('replay-page');
  return { ...view, server };
}

describe('the replay', { timeout: 90_000 }, () => {
  it('opens at the first deal: contest, hand, players, scores and the wall verified', async () => {
    await openReplay();
    expect(screen.getByTestId('replay-contest').textContent).toBe('Spring Cup');
    expect(picker().value).toBe('0');
    expect(picker().selectedOptions[0].textContent).toBe('East 1, 0 honba');
    expect(picker().options).toHaveLength(replay.hands.length);
    expect(caption()).toBe('Deal');
    expect(position()).toBe(`1 / ${replay.hands[0].frames.length}`);
    expect(within(screen.getByTestId('plate-0')).getByText('Alice')).toBeInTheDocument();
    expect(within(screen.getByTestId('plate-1')).getByText('Robot')).toBeInTheDocument();
    expect(screen.getByTestId('score-0').textContent).toContain('25000');
    expect(screen.getByTestId('round').textContent).toBe('E 1');
    expect(screen.getByTestId('wall-check')).toHaveAttribute('data-status', 'verified');
    expect(screen.getByTestId('wall-check').textContent).toBe('Verified');
    // no public switch for someone who does not manage the contest
    expect(screen.queryByTestId('replay-public')).toBeNull();
  });

  it('steps by decision and by hand with the buttons', async () => {
    const { user } = await openReplay();
    const frames = replay.hands[0].frames.length;
    expect(screen.getByTestId('prev-step')).toBeDisabled();
    await user.click(screen.getByTestId('next-step'));
    expect(position()).toBe(`2 / ${frames}`);
    // the dealer's first draw, its tile shown while every hand is open
    const draw = replay.hands[0].frames[1].action;
    expect(draw.type).toBe('draw');
    expect(caption()).toBe('E Alice draws');
    expect(tilesIn(screen.getByTestId('replay-caption'))).toEqual([(draw as { tile: string }).tile]);
    await user.click(screen.getByTestId('next-step'));
    expect(caption()).toMatch(/^E Alice discards/);
    await user.click(screen.getByTestId('prev-step'));
    expect(position()).toBe(`2 / ${frames}`);

    await user.click(screen.getByTestId('next-hand'));
    expect(picker().value).toBe('1');
    expect(position()).toBe(`1 / ${replay.hands[1].frames.length}`);
    expect(screen.getByTestId('honba').textContent).toBe('1 honba');
    // one decision back from a deal: the previous hand's last frame, with its result over the table
    await user.click(screen.getByTestId('prev-step'));
    expect(picker().value).toBe('0');
    expect(position()).toBe(`${frames} / ${frames}`);
    expect(screen.getByTestId('hand-result')).toBeInTheDocument();
    await user.click(screen.getByTestId('prev-hand'));
    expect(picker().value).toBe('0');
    expect(position()).toBe(`1 / ${frames}`);
  });

  it('jumps to any hand with the picker', async () => {
    const { user } = await openReplay();
    const hand = replay.hands[3];
    await user.selectOptions(picker(), '3');
    expect(picker().selectedOptions[0].textContent).toBe(`East ${hand.kyoku}, ${hand.honba} honba`);
    expect(position()).toBe(`1 / ${hand.frames.length}`);
    expect(screen.getByTestId('round').textContent).toBe(`E ${hand.kyoku}`);
    expect(screen.getByTestId('score-0').textContent).toContain(String(hand.startScores[0]));
  });

  it('moves with the keys: arrows, Shift+arrows, PageUp / PageDown, Home / End, Space', async () => {
    const { user } = await openReplay();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(position()).toMatch(/^4 \//);
    await user.keyboard('{ArrowLeft}');
    expect(position()).toMatch(/^3 \//);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(picker().value).toBe('1');
    await user.keyboard('{PageDown}{PageDown}');
    expect(picker().value).toBe('3');
    await user.keyboard('{PageUp}');
    expect(picker().value).toBe('2');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(picker().value).toBe('1');
    expect(position()).toMatch(/^1 \//);
    await user.keyboard('{End}');
    expect(picker().value).toBe(String(replay.hands.length - 1));
    await user.keyboard('{Home}');
    expect(picker().value).toBe('0');
    expect(position()).toMatch(/^1 \//);
    await user.keyboard(' ');
    expect(screen.getByTestId('play')).toHaveAccessibleName('Pause');
    await user.keyboard(' ');
    expect(screen.getByTestId('play')).toHaveAccessibleName('Play');
    // keys typed into a control stay the control's
    picker().focus();
    fireEvent.keyDown(picker(), { key: 'ArrowRight' });
    expect(position()).toMatch(/^1 \//);
  });

  it('plays by itself at the chosen speed, lingers on a hand end and pauses', async () => {
    await openReplay();
    vi.useFakeTimers();
    const play = screen.getByTestId('play');
    fireEvent.click(play);
    expect(play).toHaveAccessibleName('Pause');
    act(() => vi.advanceTimersByTime(STEP_MS - 1));
    expect(position()).toMatch(/^1 \//);
    act(() => vi.advanceTimersByTime(1));
    expect(position()).toMatch(/^2 \//);
    fireEvent.change(screen.getByTestId('speed'), { target: { value: '4' } });
    act(() => vi.advanceTimersByTime(STEP_MS / 4));
    expect(position()).toMatch(/^3 \//);
    fireEvent.change(screen.getByTestId('speed'), { target: { value: '0.5' } });
    act(() => vi.advanceTimersByTime(STEP_MS));
    expect(position()).toMatch(/^3 \//);
    act(() => vi.advanceTimersByTime(STEP_MS));
    expect(position()).toMatch(/^4 \//);
    // at a hand's end the result stays up a while, then the next hand is dealt
    fireEvent.click(play); // pause
    fireEvent.keyDown(window, { key: 'PageDown' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByTestId('hand-result')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('speed'), { target: { value: '1' } });
    fireEvent.click(play);
    act(() => vi.advanceTimersByTime(HAND_END_MS - 1));
    expect(picker().value).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(picker().value).toBe('1');
    expect(screen.queryByTestId('hand-result')).toBeNull();
    fireEvent.click(play);
    expect(play).toHaveAccessibleName('Play');
    act(() => vi.advanceTimersByTime(STEP_MS * 5));
    expect(position()).toMatch(/^1 \//);
  });

  it("shows every hand open, or one seat's view without the others' concealed tiles", async () => {
    const { user } = await openReplay();
    for (let i = 0; i < 10; i++) press('ArrowRight');
    const frame = replay.hands[0].frames[10];
    expect(frame.seats.some((s) => s.shown)).toBe(false);
    // every hand open: the bottom seat's as the player's own hand, the others beside it
    expect(tilesIn(screen.getByTestId('my-hand')).slice(0, frame.seats[0].hand.length)).toEqual(
      sortTiles(frame.seats[0].hand),
    );
    for (const s of [1, 2, 3]) {
      const shown = tilesIn(screen.getByTestId(`open-hand-${s}`));
      expect(shown.slice(0, frame.seats[s].hand.length)).toEqual(sortTiles(frame.seats[s].hand));
    }
    // seat 2's view: its hand at the bottom, nobody else's concealed tiles anywhere
    await user.selectOptions(screen.getByTestId('view-picker'), '2');
    expect(screen.queryByTestId('open-hands')).toBeNull();
    expect(tilesIn(screen.getByTestId('my-hand')).slice(0, frame.seats[2].hand.length)).toEqual(
      sortTiles(frame.seats[2].hand),
    );
    expect(within(screen.getByTestId('side-bottom')).getByTestId('pond-2')).toBeInTheDocument();
    // besides seat 2's hand, only public tiles are drawn: ponds, melds, dora indicators, the step's tile
    const page = screen.getByTestId('replay-page');
    const publicPlaces = '.tt-pond, .tt-melds, [data-testid="dora"], [data-testid="my-hand"], .rp-caption';
    const stray = [...page.querySelectorAll('[data-tile]')].filter((el) => !el.closest(publicPlaces));
    expect(stray).toEqual([]);
    // another seat's draw is not shown in its caption
    const nextDraw = replay.hands[0].frames.findIndex(
      (f, i) => i > 10 && f.action.type === 'draw' && f.action.seat !== 2,
    );
    for (let i = 10; i < nextDraw; i++) press('ArrowRight');
    expect(caption()).toMatch(/draws$/);
    expect(tilesIn(screen.getByTestId('replay-caption'))).toEqual([]);
    // back to every hand open
    await user.selectOptions(screen.getByTestId('view-picker'), 'all');
    expect(screen.getByTestId('open-hands')).toBeInTheDocument();
  });

  it("shows a hand's result — yaku, han, fu, points, every seat's change — and the final standings", async () => {
    const { user } = await openReplay();
    const hand = replay.hands[1];
    const win = hand.result?.wins[0];
    if (!win || !hand.result) throw new Error('hand 2 is a win');
    await user.selectOptions(picker(), '2');
    press('ArrowLeft');
    const result = screen.getByTestId('hand-result');
    const shown = within(result).getByTestId(`win-${win.seat}`);
    expect(win.tsumo).toBe(true);
    expect(within(shown).getByTestId('win-how').textContent).toBe('Tsumo');
    for (const y of win.yaku) expect(within(shown).getByText(y.name)).toBeInTheDocument();
    expect(within(shown).getByTestId('win-points').textContent).toBe(
      `${win.han} han ${win.fu} fu · ${win.points} points`,
    );
    hand.result.deltas.forEach((d, seat) => {
      expect(within(result).getByTestId(`delta-${seat}`).textContent).toContain(d > 0 ? `+${d}` : String(d));
    });
    await user.click(within(result).getByTestId('hand-result-close'));
    expect(screen.queryByTestId('hand-result')).toBeNull();

    // the end: the last hand's result, then the placements with points and settlement
    press('End');
    await user.click(screen.getByTestId('hand-result-close'));
    const final = screen.getByTestId('game-result');
    const first = replay.final?.find((r) => r.placement === 1);
    if (!first) throw new Error('the log has a settlement');
    expect(within(final).getByTestId('final-1').textContent).toContain('Alice');
    expect(within(final).getByTestId('final-1').textContent).toContain(String(first.part_point_1));
    expect(within(final).getByTestId('final-1').textContent).toContain(`+${(first.total_point / 1000).toFixed(1)}`);
    expect(within(final).queryByTestId('record-link')).toBeNull();
    // the controls stay usable under the standings: a step back shows the last hand's result again, where it was
    const at = position();
    await user.click(screen.getByTestId('prev-step'));
    expect(screen.queryByTestId('game-result')).toBeNull();
    expect(screen.getByTestId('hand-result')).toBeInTheDocument();
    expect(position()).toBe(at);
    await user.click(screen.getByTestId('prev-step'));
    expect(screen.queryByTestId('hand-result')).toBeNull();
    // with the keys: the last hand's result, and one step on, the standings
    press('End');
    expect(screen.getByTestId('hand-result')).toBeInTheDocument();
    press('ArrowRight');
    expect(screen.queryByTestId('hand-result')).toBeNull();
    expect(screen.getByTestId('game-result')).toBeInTheDocument();
  });

  it('names each button and its key in its tooltip, and only the name on a touch screen', async () => {
    for (const touch of [false, true]) {
      // the test set-up's stand-in, matching the touch screen's query when `touch`
      const plain = window.matchMedia;
      const media = vi
        .spyOn(window, 'matchMedia')
        .mockImplementation((query: string) => ({ ...plain(query), matches: touch && query === '(pointer: coarse)' }));
      const { user, unmount } = await openReplay();
      await user.hover(screen.getByTestId('next-step'));
      const tip = await screen.findByRole('tooltip');
      expect(tip.textContent).toBe(touch ? 'Next decision' : 'Next decision (ArrowRight)');
      unmount();
      media.mockRestore();
    }
  });

  it('explains the wall check on hover or tap', async () => {
    const { user } = await openReplay();
    await user.click(screen.getByTestId('wall-check'));
    const help = await screen.findByTestId('wall-check-help');
    expect(help.textContent).toContain('SHA-256');
    expect(help.textContent).toContain(replay.hands[0].wall?.hash);
  });

  it('shows a mismatch when the revealed wall does not give the dealt tiles', async () => {
    const { user } = await openReplay(replayReply({ log: tamperedLog(0) }));
    const check = screen.getByTestId('wall-check');
    expect(check).toHaveAttribute('data-status', 'mismatch');
    expect(check.textContent).toBe('Mismatch');
    expect(picker().options[0].textContent).toBe('East 1, 0 honba (wall mismatch)');
    await user.click(check);
    const help = await screen.findByTestId('wall-check-help');
    expect(help.textContent).toContain('a hand dealt differs from the wall');
    // the other hands still check out
    await user.selectOptions(picker(), '1');
    expect(screen.getByTestId('wall-check')).toHaveAttribute('data-status', 'verified');
  });

  it('says "not available" for a hand whose wall the log does not reveal', async () => {
    await openReplay(replayReply({ log: wallLessLog(0) }));
    expect(screen.getByTestId('wall-check')).toHaveAttribute('data-status', 'unavailable');
    expect(screen.getByTestId('wall-check').textContent).toBe('Not available');
  });

  it('steps with a swipe on a phone', async () => {
    await openReplay();
    const stage = screen.getByTestId('replay-stage');
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from, clientY: 300 }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to, clientY: 310 }] });
    };
    swipe(300, 150);
    expect(position()).toMatch(/^2 \//);
    swipe(300, 160);
    expect(position()).toMatch(/^3 \//);
    swipe(100, 260);
    expect(position()).toMatch(/^2 \//);
    swipe(100, 120); // too short: nothing
    expect(position()).toMatch(/^2 \//);
    // at the end a swipe over the last hand's result (it covers the board) shows the final standings
    press('End');
    const result = screen.getByTestId('hand-result');
    fireEvent.touchStart(result, { touches: [{ clientX: 300, clientY: 300 }] });
    fireEvent.touchEnd(result, { changedTouches: [{ clientX: 150, clientY: 310 }] });
    expect(screen.getByTestId('game-result')).toBeInTheDocument();
  });

  it('lets a manager make the replay public', async () => {
    const { user, server } = await openReplay(replayReply({ can_publish: true }));
    const toggle = screen.getByTestId('replay-public');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Anyone with the link may open this replay');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId('replay-public')).toHaveAttribute('aria-checked', 'true'));
    expect(postedTo(server, PUBLIC_PATH)).toEqual([{ unique_id: 100001, season_id: 1, uuid: GAME, public: 1 }]);
  });

  it('tells a visitor a replay it may not open, with the way to log in', async () => {
    stubReplay(() => jsonReply({ error: { code: 1203, message: 'Game not found.' } }, 404));
    const { user } = renderReplay();
    const error = await screen.findByTestId('replay-error');
    expect(error.textContent).toContain('This replay cannot be opened');
    expect(error.textContent).toContain('anyone once the organiser makes it public');
    await user.click(within(error).getByTestId('replay-login'));
    // the login comes back to this replay (useLobbyLogin follows state.from: paths.test.ts)
    expect(await screen.findByTestId('lobby-login')).toHaveAttribute('data-from', `/m/replay/${GAME}`);
  });

  it('says a table played in person has no replay, with no retry (2606)', async () => {
    setToken('tok');
    const message = 'This table was played in person: it has no log and no replay.';
    stubReplay(() => jsonReply({ error: { code: 2606, message } }, 409));
    renderReplay();
    const shown = await screen.findByTestId('replay-offline');
    expect(shown.textContent).toContain('This game has no replay');
    expect(shown.textContent).toContain(message);
    expect(screen.queryByTestId('replay-retry')).toBeNull();
    expect(within(shown).getByTestId('replay-lobby')).toBeInTheDocument();
  });

  it('offers no log-in to a signed-in player, and a retry after a lost connection', async () => {
    setToken('tok');
    let fail = true;
    stubReplay(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return replayReply();
    });
    const { user } = renderReplay();
    const error = await screen.findByTestId('replay-error');
    expect(error.textContent).toContain('The replay could not be loaded');
    expect(within(error).queryByTestId('replay-login')).toBeNull();
    fail = false;
    await user.click(within(error).getByTestId('replay-retry'));
    expect(await screen.findByTestId('replay-page')).toBeInTheDocument();
  });

  it('asks for a new login when the session has ended, and keeps the page', async () => {
    setToken('old');
    stubReplay(() => jsonReply({ error: { code: 2505, message: 'Please log in.' } }, 401));
    renderReplay();
    const error = await screen.findByTestId('replay-error');
    expect(error.textContent).toContain('Please log in.');
    expect(within(error).getByTestId('replay-login')).toBeInTheDocument();
    expect(within(error).queryByTestId('replay-retry')).toBeNull();
  });

  it.each(['zh-CN', 'zh-TW', 'ja', 'kr'] as const)('speaks %s', async (lang) => {
    stubReplay();
    renderReplay(lang);
    await screen.findByTestId('replay-page');
    const texts = [
      caption(),
      picker().selectedOptions[0].textContent ?? '',
      screen.getByTestId('wall-check').textContent ?? '',
      screen.getByTestId('view-picker').textContent ?? '',
    ];
    for (const text of texts) expect(text).not.toMatch(/replay\.|lobby\.|table\./);
    expect(screen.getByTestId('wall-check').textContent).not.toBe('Verified');
  });

  it('is reached from the lobby at /m/replay/:uuid, loaded with its own chunk', async () => {
    stubReplay();
    const { renderLobby } = await import('../../test/fixtures/lobby');
    renderLobby(`/m/replay/${GAME}`);
    expect(await screen.findByTestId('replay-page')).toBeInTheDocument();
    expect(screen.getByTestId('replay-back')).toHaveAttribute('href', '/m/');
  });
});
