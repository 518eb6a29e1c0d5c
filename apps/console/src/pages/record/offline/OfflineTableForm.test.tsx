import { ErrorCode, type OfflineTable } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, resetTransportEffects } from '../../../api/client';
import { fastUser } from '../../../test/fixtures/contest';
import { makeSeason, NOW, renderInSeason } from '../../../test/fixtures/season';
import OfflineTableForm from './OfflineTableForm';

/**
 * The offline table form (issue 32) in a four-player contest of the default rule (25,000 a seat, 1,000 a stick):
 * the running sum, the checks on Save, penalty and yakuman rows, and a server refusal's problems at their fields.
 */

const SEATED = [
  { account_id: 11, nickname: 'Aki' },
  { account_id: 12, nickname: 'Mei' },
  { account_id: 13, nickname: 'Rin' },
  { account_id: 14, nickname: 'Sho' },
];

function setup(onSubmit: (table: OfflineTable) => Promise<unknown> = () => Promise.resolve()) {
  const submit = vi.fn(onSubmit);
  const view = renderInSeason(
    <OfflineTableForm
      initial={{ seats: SEATED, start_time: NOW - 7200, end_time: NOW - 3600 }}
      onSubmit={submit}
      onCancel={() => {}}
    />,
    makeSeason(),
    undefined,
    'en-US',
  );
  return { ...view, user: fastUser(), submit };
}

const form = () => screen.getByTestId('offline-form');
const seat = (i: number) => screen.getByTestId(`offline-seat-${i}`);
const points = (wind: string) => screen.getByLabelText(`${wind} final points`);
const setNumber = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => within(form()).getByTestId('offline-submit');
const sum = () => screen.getByTestId('offline-sum');

async function chooseOption(comboLabel: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(comboLabel));
  const list = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(list[list.length - 1]);
}

async function fillPoints(values: number[]) {
  for (const [i, wind] of ['East', 'South', 'West', 'North'].entries()) setNumber(points(wind), String(values[i]));
}

afterEach(() => {
  resetTransportEffects();
  vi.unstubAllGlobals();
});

describe('offline table form', { timeout: 60_000 }, () => {
  it('adds up the final points and the sticks left against the starting points, and sends the table', async () => {
    const { submit } = setup();
    // the seated players are there; no points yet
    expect(seat(0)).toHaveTextContent('Aki');
    expect(seat(3)).toHaveTextContent('Sho');
    expect(sum()).toHaveTextContent('Final points 0 + riichi sticks left 0 = 0 (the table started with 100,000)');
    await fillPoints([42_000, 28_000, 18_000, 11_000]);
    expect(sum()).toHaveTextContent('Final points 99,000 + riichi sticks left 0 = 99,000');
    expect(sum()).toHaveClass('ant-typography-danger');

    // Save checks what it can: the sum is off by a stick
    fireEvent.click(save());
    const problems = await screen.findByTestId('offline-problems');
    expect(problems).toHaveTextContent(
      'Sum of the points: The final points and the riichi sticks left add up to 99000; they must add up to 100000.',
    );
    expect(submit).not.toHaveBeenCalled();

    // one stick left, taken by East: it adds up, the problem is gone
    setNumber(screen.getByLabelText('Riichi sticks left'), '1');
    await chooseOption('Taken by', 'East · Aki');
    expect(sum()).toHaveTextContent('Final points 99,000 + riichi sticks left 1,000 = 100,000');
    expect(sum()).toHaveClass('ant-typography-success');
    expect(screen.queryByTestId('offline-problems')).toBeNull();

    fireEvent.click(save());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toEqual({
      start_time: NOW - 7200,
      end_time: NOW - 3600,
      seats: [
        { account_id: 11, points: 42_000 },
        { account_id: 12, points: 28_000 },
        { account_id: 13, points: 18_000 },
        { account_id: 14, points: 11_000 },
      ],
      riichi_sticks: 1,
      sticks_to: 0,
      penalties: [],
      yakuman: [],
      remark: '',
    });
  });

  it('names every empty field on Save, at the field and in the summary', async () => {
    const { submit } = setup();
    fireEvent.click(save());
    const problems = await screen.findByTestId('offline-problems');
    expect(problems).toHaveTextContent('4 things to fix');
    expect(problems).toHaveTextContent('East · Final points: Enter the points.');
    expect(within(seat(2)).getByText('Enter the points.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('adds and removes penalty and yakuman rows, each checked, and sends them', async () => {
    const { user, submit } = setup();
    await fillPoints([40_000, 30_000, 20_000, 10_000]);
    await user.click(screen.getByRole('button', { name: /Add a penalty/ }));
    await user.click(screen.getByRole('button', { name: /Add a penalty/ }));
    expect(screen.getAllByTestId('offline-penalty')).toHaveLength(2);

    // an empty row is named on Save
    fireEvent.click(save());
    expect(await screen.findByTestId('offline-problems')).toHaveTextContent('Penalty 1: Choose a seat.');

    // the first row is removed, the second filled: a chombo of South
    await user.click(screen.getByRole('button', { name: 'Remove penalty 1' }));
    expect(screen.getAllByTestId('offline-penalty')).toHaveLength(1);
    await chooseOption('Seat of penalty 1', 'South · Mei');
    setNumber(screen.getByLabelText('Points of penalty 1'), '-20000');
    await user.type(screen.getByLabelText('Reason of penalty 1'), 'chombo');
    // shown as the records page shows points
    expect(within(screen.getByTestId('offline-penalty')).getByText('-20.0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add a yakuman/ }));
    await chooseOption('Seat of yakuman 1', 'East · Aki');
    await chooseOption('Hands of yakuman 1', 'Daisangen');
    await chooseOption('Hands of yakuman 1', 'Tsuuiisou');
    await user.type(screen.getByLabelText('Remark'), ' Final ');

    await waitFor(() => expect(screen.queryByTestId('offline-problems')).toBeNull());
    fireEvent.click(save());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({
      penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
      yakuman: [{ seat: 0, names: ['Daisangen', 'Tsuuiisou'], value: 2 }],
      remark: 'Final',
    });
  });

  it("shows a server refusal's problems at their fields and in the summary, each gone once its field changes", async () => {
    const refusal = new ApiError(ErrorCode.OFFLINE_NOT_ON_ROSTER, {
      serverMessage: 'Account 10000013 is not a joined player of this season.',
      field: 'table.seats.2.account_id',
      status: 409,
      problems: [
        {
          line: 0,
          field: 'seats.2.account_id',
          code: ErrorCode.OFFLINE_NOT_ON_ROSTER,
          message: 'Account 10000013 is not a joined player of this season.',
        },
        {
          line: 0,
          field: 'start_time',
          code: ErrorCode.OFFLINE_TIME_OUTSIDE_SEASON,
          message: 'The table must be played inside the season.',
        },
      ],
    });
    const { submit } = setup(() => Promise.reject(refusal));
    await fillPoints([25_000, 25_000, 25_000, 25_000]);
    fireEvent.click(save());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const problems = await screen.findByTestId('offline-problems');
    expect(problems).toHaveTextContent('West · Player: Account 10000013 is not a joined player of this season.');
    expect(problems).toHaveTextContent('Start: The table must be played inside the season.');
    // at the fields: the West seat and the start
    expect(within(seat(2)).getByText('Account 10000013 is not a joined player of this season.')).toBeInTheDocument();
    expect(within(seat(1)).queryByText(/not a joined player/)).toBeNull();
    expect(
      screen.getByText('The table must be played inside the season.', { selector: '.ant-form-item-explain *' }),
    ).toBeInTheDocument();

    // the West seat emptied: that problem goes, the start's stays
    fireEvent.click(seat(2).querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(within(seat(2)).queryByText(/not a joined player/)).toBeNull());
    expect(screen.getByTestId('offline-problems')).toHaveTextContent('Start:');
  });
});
