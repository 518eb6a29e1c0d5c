import type { PageLang, TableHandOutcome, TableView } from '@taikai/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { PAGE_LANGS } from '../../i18n';
import { renderTable, seat, sync, update, view } from '../../test/fixtures/table';
import { RESULT_SECONDS } from './useHandOutcome';

/** What the table makes clear — how a hand was won, the last discard, a call's tile, the clock, the shield. */

const HAND = ['2m', '3m', '4m', '5p', '6p', '7p', '2s', '3s', '4s', '6s', '6s', 'E', 'E'];

function won(from: number, winner = 2): TableView {
  const outcome: TableHandOutcome = {
    kind: 'win',
    wins: [
      {
        seat: winner,
        from,
        hand: HAND,
        winTile: 'E',
        yaku: [{ name: 'Riichi', han: 1 }],
        han: 1,
        fu: 40,
        yakuman: 0,
        points: 1300,
        uraIndicators: [],
      },
    ],
    tenpaiHands: [],
    deltas: [-1300, 0, 1300, 0],
    scores: [23700, 25000, 26300, 25000],
  };
  return view({ phase: 'hand_end', choices: null, lastHand: outcome });
}

const text = (lang: PageLang, key: string, params?: Record<string, unknown>) =>
  i18n.getFixedT(lang)(key, params) as string;

afterEach(() => {
  vi.useRealTimers();
});

describe('how a hand was won', () => {
  it.each([...PAGE_LANGS])('a self-drawn win reads tsumo, never ron from a seat (%s)', (lang) => {
    for (const from of [-1, 2]) {
      const { store, unmount } = renderTable(lang);
      act(() => store.receive(sync(view(), false)));
      act(() => store.receive(update(won(from))));
      const how = within(screen.getByTestId('win-2')).getByTestId('win-how').textContent;
      expect(how).toBe(text(lang, 'table.result.tsumo'));
      expect(how).not.toContain('#');
      expect(how).not.toContain(text(lang, 'table.act.ron'));
      unmount();
    }
  });

  it("shows the winner's whole hand — concealed tiles, winning tile and called melds — and the dora indicators", () => {
    const { store } = renderTable('en-US');
    act(() => store.receive(sync(view(), false)));
    const ended = won(0);
    const ura = { ...ended, lastHand: ended.lastHand && { ...ended.lastHand } };
    if (ura.lastHand) ura.lastHand.wins = ura.lastHand.wins.map((w) => ({ ...w, uraIndicators: ['9p'] }));
    act(() => store.receive(update(ura)));
    const tiles = (id: string) =>
      Array.from(within(screen.getByTestId('win-2')).getByTestId(id).querySelectorAll('[data-tile]')).map((x) =>
        x.getAttribute('data-tile'),
      );
    // seat 2 called a pon of West: the hand shows it after the 13 concealed tiles and the winning East
    expect(tiles('win-hand')).toEqual([...HAND, 'E', 'W', 'W', 'W']);
    expect(tiles('win-indicators')).toEqual([...view().doraIndicators, '9p']);
    expect(screen.getByTestId('win-indicators').textContent).toContain('Ura dora indicators');
  });

  it('a ron names who dealt in, by seat wind and name as the table shows them', () => {
    const { store } = renderTable('en-US');
    act(() => store.receive(sync(view(), false)));
    act(() => store.receive(update(won(0))));
    expect(screen.getByTestId('win-how').textContent).toBe('Ron from E P0');
    expect(screen.getByTestId('win-2').textContent).toContain('W P2');
    // the winds are those of the hand that ended, also once the next hand is dealt
    const next = view({
      seats: [0, 1, 2, 3].map((n) => seat(n, { seatWind: (n + 3) % 4 })),
      lastHand: won(0).lastHand,
    });
    act(() => store.receive(update(next, 10)));
    expect(screen.getByTestId('win-how').textContent).toBe('Ron from E P0');
  });

  it('a ron names the robot that dealt in by its wind (ja)', () => {
    const { store } = renderTable('ja');
    act(() => store.receive(sync(view(), false)));
    act(() => store.receive(update(won(3, 1))));
    expect(screen.getByTestId('win-how').textContent).toBe('ロン · 北 AIから');
  });

  it('the result counts down on its Continue button and closes at the end; a tap keeps it up', () => {
    vi.useFakeTimers();
    const { store } = renderTable('en-US');
    act(() => store.receive(sync(view(), false)));
    act(() => store.receive(update(won(-1))));
    expect(screen.getByTestId('hand-result-close').textContent).toBe(`Continue (${RESULT_SECONDS})`);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('hand-result-close').textContent).toBe(`Continue (${RESULT_SECONDS - 3})`);
    act(() => vi.advanceTimersByTime(RESULT_SECONDS * 1000));
    expect(screen.queryByTestId('hand-result')).toBeNull();
    // the next hand's result, held by a tap: no countdown, up until Continue
    const again = won(-1);
    if (again.lastHand) again.lastHand.deltas = [-500, -500, 1000, 0];
    act(() => store.receive(update(again, 11)));
    act(() => {
      fireEvent.pointerDown(within(screen.getByTestId('hand-result')).getByRole('heading'));
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('hand-result-close').textContent).toBe('Continue');
    act(() => screen.getByTestId('hand-result-close').click());
    expect(screen.queryByTestId('hand-result')).toBeNull();
  });
});

describe('the board', () => {
  const pond = (tiles: string[], flags: Partial<TableView['seats'][number]['discards'][number]> = {}) =>
    tiles.map((tile) => ({ tile, riichi: false, called: false, tsumogiri: false, ...flags }));

  it('marks the last discard, and moves the mark to the pond that grew', () => {
    const { store } = renderTable();
    const first = view({
      waitingOn: [0],
      seats: [seat(0, { discards: pond(['1m']) }), seat(1), seat(2), seat(3, { discards: pond(['9p', 'C']) })],
    });
    act(() => store.receive(sync(first)));
    // on opening: the seat before the one to act discarded last
    const marked = screen.getByTestId('last-discard');
    expect(within(screen.getByTestId('pond-3')).getByTestId('last-discard')).toBe(marked);
    expect(marked.getAttribute('data-last')).toBe('true');
    expect(marked.querySelector('[data-tile]')?.getAttribute('data-tile')).toBe('C');
    const grown = view({
      waitingOn: [1],
      seats: [seat(0, { discards: pond(['1m', 'S']) }), seat(1), seat(2), seat(3, { discards: pond(['9p', 'C']) })],
    });
    act(() => store.receive(update(grown)));
    expect(screen.getAllByTestId('last-discard')).toHaveLength(1);
    expect(within(screen.getByTestId('pond-0')).getByTestId('last-discard').textContent).toBe('');
    expect(screen.getByTestId('last-discard').querySelector('[data-tile]')?.getAttribute('data-tile')).toBe('S');
  });

  it('lights the tile on offer in its pond and names who discarded it next to the buttons', () => {
    const { store } = renderTable();
    const claim = view({
      phase: 'claim',
      drawn: null,
      waitingOn: [0],
      claim: { tile: '3m', from: 1, source: 'discard' },
      seats: [seat(0), seat(1, { discards: pond(['1p', '3m']) }), seat(2), seat(3)],
      choices: { seat: 0, chi: [['2m', '4m']], pass: true },
    });
    act(() => store.receive(sync(claim)));
    const offered = within(screen.getByTestId('pond-1')).getByTestId('last-discard');
    expect(offered.getAttribute('data-offer')).toBe('true');
    expect(offered.className).toContain('tt-offer');
    expect(offered.querySelector('[data-tile]')?.getAttribute('data-tile')).toBe('3m');
    const chip = screen.getByTestId('claim-offer');
    expect(chip.getAttribute('data-from')).toBe('1');
    expect(chip.querySelector('[data-tile]')?.getAttribute('data-tile')).toBe('3m');
    expect(chip.textContent).toBe('From S P1');
    // once passed, nothing is on offer to this seat any more
    act(() => screen.getByTestId('act-pass').click());
    expect(screen.queryByTestId('claim-offer')).toBeNull();
  });

  it('tells tsumogiri, called and riichi discards apart', () => {
    const { store } = renderTable();
    const v = view({
      seats: [
        seat(0),
        seat(1, {
          discards: [
            { tile: '1p', riichi: false, called: false, tsumogiri: true },
            { tile: '2p', riichi: false, called: true, tsumogiri: false },
            { tile: '3p', riichi: true, called: false, tsumogiri: false },
            { tile: '4p', riichi: false, called: false, tsumogiri: false },
          ],
        }),
        seat(2),
        seat(3),
      ],
    });
    act(() => store.receive(sync(v)));
    const tiles = [...screen.getByTestId('pond-1').querySelectorAll('.tt-discard')] as HTMLElement[];
    const [tsumogiri, called, riichi, plain] = tiles;
    expect(tsumogiri.className).toContain('tt-tsumogiri');
    expect(tsumogiri.className).not.toContain('tt-called');
    expect(tsumogiri.dataset.tsumogiri).toBe('true');
    expect(called.className).toContain('tt-called');
    expect(called.className).not.toContain('tt-tsumogiri');
    expect(called.dataset.called).toBe('true');
    expect(riichi.dataset.riichi).toBe('true');
    expect(riichi.querySelector('.tt-tile')?.className).toContain('tt-side');
    expect(riichi.className).not.toMatch(/tt-tsumogiri|tt-called/);
    expect(plain.className).toBe('tt-discard');
    // the tiles themselves are not dimmed alike any more
    expect(tsumogiri.querySelector('.tt-dim')).toBeNull();
    expect(called.querySelector('.tt-dim')).toBeNull();
    expect(tsumogiri.title).toBe('Discarded as drawn (tsumogiri)');
    expect(called.title).toBe('Taken by a call');
  });
});

describe('names for the clock and the shield', () => {
  it('the clock is a timer named with its fixed seconds and its bank', () => {
    const { store } = renderTable();
    act(() => store.receive(sync(view())));
    const clock = screen.getByRole('timer', { name: 'Thinking time: 5 s, then 20 s in the bank' });
    expect(clock).toBe(screen.getByTestId('clock'));
  });

  it.each([...PAGE_LANGS])('the shield button says what it is in words (%s)', (lang) => {
    const { store } = renderTable(lang);
    act(() => store.receive(sync(view())));
    act(() => store.receive({ v: 1, type: 'wall', uuid: 'g', hand: 0, hash: 'cd'.repeat(32) }));
    const name = text(lang, 'table.wallHash');
    const button = screen.getByRole('button', { name: new RegExp(`^${name.replace(/\s/g, '\\s?')}$`) });
    expect(button).toBe(screen.getByTestId('wall-hash-button'));
    expect(button.textContent?.replace(/\s/g, '')).toBe(name.replace(/\s/g, ''));
  });
});
