/** Shared set-up of the table's component tests (not a test file itself): a view, the players, server messages. */
import type { PageLang, TableServerMessage, TableView } from '@taikai/shared';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import TablePage from './TablePage';
import { TableStore } from './tableStore';

export const seat = (n: number, over: Partial<TableView['seats'][number]> = {}): TableView['seats'][number] => ({
  seat: n,
  seatWind: n,
  score: 25000,
  riichi: false,
  handCount: 13,
  discards: [],
  melds: [],
  kita: 0,
  ...over,
});

export function view(over: Partial<TableView> = {}): TableView {
  return {
    seat: 0,
    players: 4,
    phase: 'turn',
    roundWind: 0,
    dealer: 0,
    honba: 1,
    kyotaku: 2,
    tilesLeft: 55,
    doraIndicators: ['3p'],
    scores: [25000, 25000, 25000, 25000],
    hand: ['9s', '1m', 'E', '5pr', '2m', '3m', '4p', '4p', '6s', '7s', '8s', 'C', 'C'],
    drawn: 'N',
    seats: [
      seat(0),
      seat(1, {
        riichi: true,
        discards: [
          { tile: '1p', riichi: false, called: false, tsumogiri: false },
          { tile: '9m', riichi: true, called: false, tsumogiri: false },
          { tile: '3s', riichi: false, called: true, tsumogiri: false },
        ],
      }),
      seat(2, { melds: [{ kind: 'pon', tiles: ['W', 'W', 'W'], calledTile: 'W', from: 1 }] }),
      seat(3),
    ],
    choices: { seat: 0, discard: ['1m', '2m', '3m', '9s', 'E', 'N'], riichi: ['E', 'N'], tsumo: true },
    waitingOn: [0],
    lastHand: null,
    final: null,
    ...over,
  };
}

/** P0, P1, P2 are people (P1 away), seat 3 a robot. */
export const players = [0, 1, 2, 3].map((s) => ({
  seat: s,
  account_id: s === 3 ? 0 : 100 + s,
  nickname: s === 3 ? '' : `P${s}`,
  robot: s === 3,
  online: s !== 1,
}));

export function sync(v: TableView, ask = true): TableServerMessage {
  return {
    v: 1,
    type: 'sync',
    uuid: 'g',
    seq: 5,
    role: v.seat >= 0 ? 'seat' : 'watch',
    seat: v.seat,
    unique_id: 1,
    round_type: 1,
    paused: false,
    players,
    view: v,
    ask: ask ? { ask: 7, clock: { fixed: 5, bank: 20, total_ms: 25000 } } : null,
  };
}

export const update = (v: TableView, seq = 9): TableServerMessage => ({
  v: 1,
  type: 'update',
  uuid: 'g',
  seq,
  events: [],
  view: v,
});

export function renderTable(lang: PageLang = 'en-US') {
  const store = new TableStore('g', 'token', false);
  const acted = vi.spyOn(store, 'act');
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/m/table/:uuid" element={<TablePage store={store} />} />
    </Routes>,
    { route: '/m/table/g', lang },
  );
  return { store, acted, ...rendered };
}
