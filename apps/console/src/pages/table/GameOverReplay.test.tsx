import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sync, view } from '../../test/fixtures/table';
import { renderWithProviders } from '../../test/render';
import TablePage from './TablePage';
import { TableStore } from './tableStore';

function ReplayHere() {
  const { uuid } = useParams();
  return <div data-testid="replay-here">{uuid}</div>;
}

function renderGame(watch: boolean) {
  const store = new TableStore('g-77', 'token', watch);
  renderWithProviders(
    <Routes>
      <Route path="/m/table/:uuid" element={<TablePage store={store} />} />
      <Route path="/m/replay/:uuid" element={<ReplayHere />} />
    </Routes>,
    { route: `/m/table/g-77${watch ? '?watch=1' : ''}`, lang: 'en-US' },
  );
  return store;
}

const finished = {
  v: 1 as const,
  type: 'finished' as const,
  uuid: 'g-77',
  seq: 10,
  terminated: false,
  unique_id: 7,
  season_id: 2,
  result: [0, 1, 2, 3].map((seat) => ({
    seat,
    part_point_1: 25000,
    total_point: [15000, 5000, -5000, -15000][seat],
    placement: seat + 1,
  })),
};

/** The game-over screen's record button opens the game's replay, for a player and a watcher. */
describe('the game-over screen', () => {
  it.each([false, true])('opens the replay of that game (watching: %s)', async (watch) => {
    const store = renderGame(watch);
    act(() => store.receive(sync(watch ? view({ seat: -1, hand: [], drawn: null, choices: null }) : view(), false)));
    act(() => store.receive(finished));
    const final = screen.getByTestId('game-result');
    const replay = within(final).getByTestId('record-link');
    expect(replay.textContent?.replace(/\s/g, '')).toBe('Replay');
    act(() => replay.click());
    expect((await screen.findByTestId('replay-here')).textContent).toBe('g-77');
  });
});

describe('the final standings', () => {
  const robots = [0, 1, 2, 3].map((seat) => ({
    seat,
    account_id: seat === 0 ? 100 : 0,
    nickname: seat === 0 ? 'Player One' : '',
    robot: seat !== 0,
    online: false,
  }));
  const names = () =>
    [1, 2, 3, 4].map((place) =>
      within(screen.getByTestId(`final-${place}`))
        .getAllByRole('cell')[1]
        .textContent?.replace(/\s+/g, ' '),
    );

  it('a game opened after its end names its players from the message, robots by their starting wind', () => {
    const store = renderGame(true);
    act(() => store.receive({ ...finished, players: robots }));
    expect(names()).toEqual(['Player One', 'S Robot', 'W Robot', 'N Robot']);
  });

  it('a game followed to its end keeps the names it had', () => {
    const store = renderGame(false);
    act(() => store.receive(sync(view(), false)));
    act(() => store.receive({ ...finished, players: robots }));
    expect(names()).toEqual(['P0', 'P1', 'P2', 'N Robot']);
  });
});
