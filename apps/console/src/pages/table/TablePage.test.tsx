import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTable, sync, view } from '../../test/fixtures/table';
import { sortTiles } from './tiles';

/** The table's rendering rules, driven through the store with server messages (no socket). */

describe('the players table', () => {
  it('shows the own hand sorted with the drawn tile apart, the centre counters, dora and seats', () => {
    const { store } = renderTable();
    act(() => store.receive(sync(view())));
    const hand = screen.getByTestId('my-hand');
    const tiles = within(hand)
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-tile'));
    // legal discards are buttons; the rest are shown but not pressable
    const shown = [...hand.querySelectorAll('[data-tile]')].map((e) => e.getAttribute('data-tile'));
    expect(shown.slice(0, 13)).toEqual(sortTiles(view().hand));
    expect(shown[13]).toBe('N');
    expect(screen.getByTestId('drawn').getAttribute('data-tile')).toBe('N');
    expect(tiles.sort()).toEqual(['1m', '2m', '3m', '9s', 'E', 'N'].sort());
    expect(screen.getByTestId('round').textContent).toBe('E 1');
    expect(screen.getByTestId('honba').textContent).toBe('1 honba');
    expect(screen.getByTestId('sticks').textContent).toBe('2 sticks');
    expect(screen.getByTestId('tiles-left').textContent).toBe('55 tiles left');
    expect(within(screen.getByTestId('dora')).getByRole('img').getAttribute('data-tile')).toBe('3p');
    // connection state per person; robots have none
    expect(screen.getByTestId('online-1').textContent).toBe('away (auto-play)');
    expect(screen.getByTestId('online-0').textContent).toBe('online');
    expect(screen.queryByTestId('online-3')).toBeNull();
    expect(within(screen.getByTestId('plate-3')).getByText('Robot')).toBeTruthy();
    expect(screen.getByTestId('clock').textContent).toBe('5+20');
  });

  it('marks the riichi discard sideways and called tiles, and turns the called tile of a meld', () => {
    const { store } = renderTable();
    act(() => store.receive(sync(view())));
    const pond = screen.getByTestId('pond-1');
    const riichi = pond.querySelector('[data-riichi="true"] .tt-tile') as HTMLElement;
    expect(riichi.className).toContain('tt-side');
    expect(pond.querySelector('[data-called="true"]')?.textContent).toBe('');
    expect(pond.querySelectorAll('[data-called="true"]')).toHaveLength(1);
    // a pon from the seat across the meld's owner (seat 1 is seat 2's kamicha: the called tile on the left)
    const meld = screen.getByTestId('melds-2').querySelector('.tt-meld') as HTMLElement;
    const sideways = [...meld.querySelectorAll('.tt-tile')].map((e) => e.className.includes('tt-side'));
    expect(sideways).toEqual([true, false, false]);
  });

  it('offers only legal buttons; riichi lights the discards that keep tenpai; a tap discards', async () => {
    const { store, acted } = renderTable();
    act(() => store.receive(sync(view())));
    const names = within(screen.getByTestId('actions'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-testid'));
    expect(names).toEqual(['act-tsumo', 'act-riichi']);
    act(() => screen.getByTestId('act-riichi').click());
    const lit = [...screen.getByTestId('my-hand').querySelectorAll('.tt-hl')].map((e) => e.getAttribute('data-tile'));
    expect(lit.sort()).toEqual(['E', 'N']);
    act(() => screen.getByTestId('drawn').click());
    expect(acted).toHaveBeenLastCalledWith({ type: 'discard', tile: 'N', riichi: true });
  });

  it('asks which tiles to chi with when there are several ways, and shows nothing to press without a question', () => {
    const { store, acted } = renderTable();
    const claim = view({
      phase: 'claim',
      drawn: null,
      choices: {
        seat: 0,
        chi: [
          ['2m', '3m'],
          ['3m', '5mr'],
        ],
        pass: true,
      },
    });
    act(() => store.receive(sync(claim)));
    act(() => screen.getByTestId('act-chi').click());
    act(() => screen.getByTestId('pick-chi-1').click());
    expect(acted).toHaveBeenLastCalledWith({ type: 'chi', tiles: ['3m', '5mr'] });
    act(() => store.receive({ v: 1, type: 'withdrawn', uuid: 'g', ask: 7, timeout: true }));
    expect(screen.queryByTestId('actions')).toBeNull();
    expect(screen.queryByTestId('clock')).toBeNull();
  });

  it('tells everyone when the organiser pauses', () => {
    const { store } = renderTable();
    act(() => store.receive(sync(view())));
    act(() => store.receive({ v: 1, type: 'paused', uuid: 'g', seq: 6 }));
    expect(screen.getByTestId('paused')).toBeTruthy();
    expect(screen.queryByTestId('actions')).toBeNull();
  });

  it('shows a won hand with yaku in the page language, han, fu, points and score changes', () => {
    const { store } = renderTable('ja');
    act(() => store.receive(sync(view(), false)));
    const ended = view({
      phase: 'hand_end',
      choices: null,
      lastHand: {
        kind: 'win',
        wins: [
          {
            seat: 2,
            from: 0,
            hand: ['2m', '3m', '4m', '5p', '6p', '7p', '2s', '3s', '4s', '6s', '6s', 'E', 'E'],
            winTile: 'E',
            yaku: [
              { name: 'Riichi', han: 1 },
              { name: 'Seat Wind East', han: 1 },
            ],
            han: 2,
            fu: 40,
            yakuman: 0,
            points: 2600,
            uraIndicators: [],
          },
        ],
        tenpaiHands: [],
        deltas: [-2600, 0, 2600, 0],
        scores: [22400, 25000, 27600, 25000],
      },
    });
    act(() => store.receive({ v: 1, type: 'update', uuid: 'g', seq: 9, events: [], view: ended }));
    const result = screen.getByTestId('hand-result');
    expect(within(result).getByText('立直')).toBeTruthy();
    expect(within(result).getByText('自風 東')).toBeTruthy();
    expect(screen.getByTestId('win-points').textContent).toContain('2翻40符');
    expect(screen.getByTestId('delta-2').textContent).toContain('+2600');
  });

  it('shows a draw with the tenpai hands, and the final placements with settlement', () => {
    const { store } = renderTable('zh-CN');
    act(() => store.receive(sync(view(), false)));
    const drawn = view({
      phase: 'hand_end',
      choices: null,
      lastHand: {
        kind: 'draw',
        wins: [],
        tenpaiHands: [{ seat: 1, hand: ['1m', '1m', '2p', '3p', '4p', '5s', '6s', '7s', 'E', 'E', 'E', 'C', 'C'] }],
        deltas: [-1000, 3000, -1000, -1000],
        scores: [24000, 28000, 24000, 24000],
      },
    });
    act(() => store.receive({ v: 1, type: 'update', uuid: 'g', seq: 9, events: [], view: drawn }));
    expect(screen.getByTestId('tenpai-1')).toBeTruthy();
    // the game ends after this hand: its result stays up (until Continue or its countdown), then the placements show
    act(() =>
      store.receive({
        v: 1,
        type: 'finished',
        uuid: 'g',
        seq: 10,
        terminated: false,
        unique_id: 1,
        season_id: 1,
        result: [
          { seat: 0, part_point_1: 24000, total_point: -6000, placement: 2 },
          { seat: 1, part_point_1: 28000, total_point: 48000, placement: 1 },
          { seat: 2, part_point_1: 24000, total_point: -16000, placement: 3 },
          { seat: 3, part_point_1: 24000, total_point: -26000, placement: 4 },
        ],
      }),
    );
    expect(screen.queryByTestId('game-result')).toBeNull();
    act(() => screen.getByTestId('hand-result-close').click());
    const final = screen.getByTestId('game-result');
    expect(within(final).getByText('对局结束')).toBeTruthy();
    expect(screen.getByTestId('final-1').textContent).toContain('P1');
    expect(screen.getByTestId('final-1').textContent).toContain('+48.0');
    expect(screen.getByTestId('final-4').textContent).toContain('-26.0');
  });

  it('an observer is told the feed is late, while waiting for it and beside the table', () => {
    const { store } = renderTable();
    act(() => store.receive({ v: 1, type: 'delay', uuid: 'g', seconds: 60 }));
    expect(screen.getByTestId('delay-wait').textContent).toContain('60 s behind');
    act(() => store.receive(sync(view({ seat: -1, hand: [], drawn: null, choices: null }), false)));
    expect(screen.getByTestId('delayed').textContent).toBe('Delayed 60 s');
  });

  it('after a reconnect the clock shows what was left of the question, not a fresh one', () => {
    const { store } = renderTable();
    const restored = sync(view());
    if (restored.type === 'sync') restored.ask = { ask: 7, clock: { fixed: 0, bank: 12.4, total_ms: 12400 } };
    act(() => store.receive(restored));
    expect(screen.getByTestId('clock').textContent).toBe('0+13');
  });

  it('keeps the wall commitment of the hand in play out of the way, in a popover', async () => {
    const { store } = renderTable();
    act(() => store.receive(sync(view())));
    expect(screen.queryByTestId('wall-hash-button')).toBeNull();
    const hash = 'ab'.repeat(32);
    act(() => store.receive({ v: 1, type: 'wall', uuid: 'g', hand: 2, hash }));
    expect(screen.queryByTestId('wall-hash')).toBeNull();
    await act(async () => screen.getByTestId('wall-hash-button').click());
    const box = await screen.findByTestId('wall-hash');
    expect(box.textContent).toContain(hash);
    expect(box.textContent).toContain('Hand 3');
    expect(box.textContent).toContain('SHA-256');
  });

  it('tells a seat it is auto-played after timeouts, and says it is back when asked', () => {
    const { store } = renderTable();
    const back = vi.spyOn(store, 'back');
    act(() => store.receive(sync(view(), false)));
    expect(screen.queryByTestId('autoplay')).toBeNull();
    act(() => store.receive({ v: 1, type: 'autoplay', uuid: 'g', on: true, timeouts: 5 }));
    expect(screen.getByTestId('autoplay').textContent).toContain('5 times in a row');
    act(() => screen.getByTestId('back').click());
    expect(back).toHaveBeenCalledTimes(1);
    act(() => store.receive({ v: 1, type: 'autoplay', uuid: 'g', on: false, timeouts: 0 }));
    expect(screen.queryByTestId('autoplay')).toBeNull();
  });

  it('a watcher sees no hand and no buttons', () => {
    const { store } = renderTable();
    act(() => store.receive(sync(view({ seat: -1, hand: [], drawn: null, choices: null }), false)));
    expect(screen.queryByTestId('my-hand')).toBeNull();
    expect(screen.queryByTestId('actions')).toBeNull();
    expect(screen.getByText('Watching')).toBeTruthy();
  });
});
