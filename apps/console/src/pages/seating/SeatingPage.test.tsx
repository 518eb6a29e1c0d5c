import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { btn, renderGamePage } from '../../test/fixtures/game';
import { postedTo } from '../../test/fixtures/season';
import SeatingPage from './SeatingPage';

afterEach(() => vi.unstubAllGlobals());

const SEAT = '/api/contest/seat_season_round';
const CREATE = '/api/contest/create_round_plans';
const p = (id: number) => ({ account_id: id, nickname: `P${id}` });

// players 1 and 2 met before; the proposal keeps them apart
const proposal = {
  method: 'fewest_repeats',
  table_size: 4,
  seed: 5,
  tables: [{ seats: [p(1), p(3), p(4), p(5)] }, { seats: [p(2), p(6), p(7), p(8)] }],
  sitting_out: [p(9)],
  quality: { maxMeetings: 1, repeatPairs: 0, windSpreadMax: 1, windSpreadMean: 1 },
  history: [[1, 2, 0, 0]],
};

const quality = (q: string) => document.querySelector(`[data-q="${q}"]`)?.textContent;
const seatButton = (table: number, index: number) =>
  document.querySelector(`[data-seat="${table}-${index}"]`) as HTMLButtonElement;

describe('seat a round', { timeout: 120_000 }, () => {
  it('generates tables, re-scores a swap, and confirms the swapped tables as plans', async () => {
    const { server } = renderGamePage(<SeatingPage />, {
      season: { seating_method: 'fewest_repeats' },
      handlers: { [SEAT]: () => proposal, [CREATE]: () => ({ uuids: ['a', 'b'] }) },
    });
    fireEvent.click(btn('Generate'));
    await screen.findByText('Table 2');
    expect(postedTo(server, SEAT)[0]).toMatchObject({ unique_id: 7, season_id: 1, source: 'ready' });
    expect(quality('repeat')).toBe('0');
    expect(screen.getByTestId('sitting-out')).toHaveTextContent('P9');

    // swap P3 (table 1, South) with P2 (table 2, East): 1 and 2 now meet again
    fireEvent.click(seatButton(0, 1));
    expect(seatButton(0, 1)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(seatButton(1, 0));
    await waitFor(() => expect(quality('repeat')).toBe('1'));
    expect(quality('max')).toBe('2');
    expect(seatButton(0, 1)).toHaveTextContent('P2');

    fireEvent.click(btn('Confirm: create the game plans'));
    expect(await screen.findByText('2 game plans created.')).toBeInTheDocument();
    expect(postedTo(server, CREATE)[0]).toMatchObject({
      tables: [
        [1, 2, 4, 5],
        [3, 6, 7, 8],
      ],
    });
  });

  it('seats a sitting-out player by a swap, and regenerates with a new seed', async () => {
    const { server } = renderGamePage(<SeatingPage />, { handlers: { [SEAT]: () => proposal } });
    fireEvent.click(btn('Generate'));
    await screen.findByText('Table 2');
    fireEvent.click(seatButton(-1, 0));
    fireEvent.click(seatButton(0, 3));
    await waitFor(() => expect(seatButton(0, 3)).toHaveTextContent('P9'));
    expect(screen.getByTestId('sitting-out')).toHaveTextContent('P5');
    fireEvent.click(btn('Regenerate'));
    await waitFor(() => expect(postedTo(server, SEAT)).toHaveLength(2));
    await waitFor(() => expect(seatButton(0, 3)).toHaveTextContent('P5'));
  });

  it('seats an in-person round from the ticked roster into a seating chart with result forms', async () => {
    const roster = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => ({
      ...p(id),
      remark: '',
      state: 2,
      create_time: 0,
      account_data: '{}',
    }));
    const { server } = renderGamePage(<SeatingPage />, {
      handlers: {
        [SEAT]: () => proposal,
        '/api/contest/contest_season_player_list': () => ({ list: roster, total: roster.length }),
      },
    });
    fireEvent.click(screen.getByText('In-person round (tick the players present)'));
    await screen.findByText('P9');
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const row = screen.getByText(`P${id}`).closest('tr') as HTMLElement;
      fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLInputElement);
    }
    expect(screen.getByTestId('present-count')).toHaveTextContent('9');
    fireEvent.click(btn('Generate'));
    await screen.findByText('Table 2');
    expect(postedTo(server, SEAT)[0]).toMatchObject({ source: 'listed', account_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    fireEvent.click(btn('Confirm: seating chart'));
    const chart = await waitFor(() => document.querySelector('.seating-chart') as HTMLElement);
    expect(chart.querySelectorAll('[data-table]')).toHaveLength(2);
    expect(chart).toHaveTextContent('Table 1');
    expect(chart).toHaveTextContent('East');
    fireEvent.click(btn('Enter the result', chart.querySelector('[data-table="2"]') as HTMLElement));
    expect(await screen.findByText('Result of table 2')).toBeInTheDocument();
  });
});
