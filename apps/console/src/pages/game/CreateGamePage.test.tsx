import { encodeAccountId } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerTimeOffset } from '../../api/account';
import { plansKey, RUNNING_POLL_MS, readyKey, runningKey } from '../../api/game';
import {
  btn,
  CREATE,
  dataTransfer,
  findModal,
  makePlan,
  makeRunning,
  PLANS,
  READY,
  RUNNING,
  ready,
  renderGamePage,
} from '../../test/fixtures/game';
import { NOW, postedTo } from '../../test/fixtures/season';
import { jsonReply } from '../../test/render';
import CreateGamePage from './CreateGamePage';
import { ROBOT_LEVEL_KEY } from './robotLevel';

const readyList = [ready(101, 'Alice'), ready(102, 'Bob'), ready(103, 'Carol')];
const seat = (i: number) => screen.getByTestId(`seat-${i}`);
// Role queries walk the whole antd tree and take seconds each on a loaded machine: these use labels and texts.
const seatButton = (nickname: string) => screen.getByLabelText(`Seat ${nickname}`);
const findSeatButton = (nickname: string) => screen.findByLabelText(`Seat ${nickname}`);
const addRobot = () => btn('Add robot');
const points = (wind: string) => screen.getByLabelText(`Starting points of the ${wind} seat`);
const remark = () => screen.getByPlaceholderText('Up to 25 characters');

beforeEach(() => setServerTimeOffset(NOW - Math.floor(Date.now() / 1000)));
afterEach(() => vi.unstubAllGlobals());

describe('create game page', { timeout: 120_000 }, () => {
  it('has east, south, west and north for four players and no north for three', async () => {
    const four = renderGamePage(<CreateGamePage />, { roundType: 2 });
    expect(await screen.findByText('North')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^seat-/)).toHaveLength(4);
    four.unmount();
    renderGamePage(<CreateGamePage />, { roundType: 12 });
    expect(await screen.findByText('West')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^seat-/)).toHaveLength(3);
    expect(screen.queryByText('North')).not.toBeInTheDocument();
  });

  it('fills seats from the ready list by button and by drag, swaps and empties them; no robot without a free seat', async () => {
    const { user } = renderGamePage(<CreateGamePage />, { handlers: { [READY]: () => ({ list: readyList }) } });
    await user.click(await findSeatButton('Alice'));
    expect(within(seat(0)).getByText(/Alice/)).toBeInTheDocument();
    expect(seatButton('Alice')).toBeDisabled();

    // drag Bob onto the west seat
    const dt = dataTransfer();
    const bob = screen.getByText('Bob').closest('[draggable="true"]') as HTMLElement;
    fireEvent.dragStart(bob, { dataTransfer: dt });
    fireEvent.dragOver(seat(2), { dataTransfer: dt });
    fireEvent.drop(seat(2), { dataTransfer: dt });
    expect(within(seat(2)).getByText(/Bob/)).toBeInTheDocument();

    // swap east and west with the swap buttons
    await user.click(btn('Swap', seat(0)));
    await user.click(btn('Swap here', seat(2)));
    expect(within(seat(0)).getByText(/Bob/)).toBeInTheDocument();
    expect(within(seat(2)).getByText(/Alice/)).toBeInTheDocument();

    // and by dragging a seat onto another
    const dt2 = dataTransfer();
    fireEvent.dragStart(seat(0), { dataTransfer: dt2 });
    fireEvent.drop(seat(1), { dataTransfer: dt2 });
    expect(within(seat(1)).getByText(/Bob/)).toBeInTheDocument();
    expect(within(seat(0)).getByText(/Empty/)).toBeInTheDocument();

    await user.click(addRobot());
    await user.click(addRobot());
    expect(within(seat(3)).getByText('Robot')).toBeInTheDocument();
    expect(addRobot()).toBeDisabled();
    expect(seatButton('Carol')).toBeDisabled();
    await user.click(screen.getByLabelText('Empty the North seat'));
    expect(addRobot()).toBeEnabled();
    expect(seatButton('Carol')).toBeEnabled();
  });

  it('lets the points be edited only in the standard mode', async () => {
    const liqi = renderGamePage(<CreateGamePage />, { mode: 'liqi' });
    expect(await screen.findByLabelText('Starting points of the East seat')).toBeEnabled();
    liqi.unmount();
    renderGamePage(<CreateGamePage />, { mode: 'dora3' });
    expect(await screen.findByLabelText('Starting points of the East seat')).toBeDisabled();
  });

  it('starts a game, then empties the seats and the remark; the points must add up and not all be robots', async () => {
    const { user, server } = renderGamePage(<CreateGamePage />, {
      handlers: { [READY]: () => ({ list: readyList }), [CREATE]: () => ({ uuid: 'new' }) },
    });
    await user.click(await findSeatButton('Alice'));
    const start = btn('Start game');
    expect(start).toBeDisabled();
    for (let i = 0; i < 3; i++) await user.click(addRobot());
    expect(start).toBeEnabled();

    const east = points('East');
    await user.clear(east);
    await user.type(east, '26000');
    expect(await screen.findByText("The seats' points must add up to 100000 (now 101000)")).toBeInTheDocument();
    expect(start).toBeDisabled();
    await user.clear(east);
    await user.type(east, '25000');

    await user.type(remark(), 'final table');
    await user.click(start);
    await waitFor(() =>
      expect(postedTo(server, CREATE)).toEqual([
        expect.objectContaining({
          unique_id: 7,
          season_id: 1,
          account_list: [101, 0, 0, 0],
          init_points: [25000, 25000, 25000, 25000],
          shuffle_seats: 0,
          ai_level: 1,
          remark: 'final table',
        }),
      ]),
    );
    await waitFor(() => expect(within(seat(0)).getByText(/Empty/)).toBeInTheDocument());
    expect(remark()).toHaveValue('');

    // four robots: no start
    for (let i = 0; i < 4; i++) await user.click(addRobot());
    expect(screen.getByText('A game of robots only cannot start')).toBeInTheDocument();
    expect(start).toBeDisabled();
  });

  it('shows the start-game-failed dialog with a way to the plan list', async () => {
    const { user } = renderGamePage(<CreateGamePage />, {
      handlers: {
        [READY]: () => ({ list: readyList }),
        [CREATE]: () => jsonReply({ error: { code: 2543, message: 'Alice is already in a plan' } }, 409),
      },
    });
    await user.click(await findSeatButton('Alice'));
    for (let i = 0; i < 3; i++) await user.click(addRobot());
    await user.click(btn('Start game'));
    const dialog = await findModal('Start game failed');
    expect(within(dialog).getByText('Alice is already in a plan')).toBeInTheDocument();
    expect(btn('Go to game plans', dialog)).toBeInTheDocument();
    expect(btn('Close', dialog)).toBeInTheDocument();
    // the seats stay as they were
    expect(within(seat(0)).getByText(/Alice/)).toBeInTheDocument();
  });

  it('remembers the robot level in this browser', async () => {
    localStorage.setItem(ROBOT_LEVEL_KEY, '2');
    const { user } = renderGamePage(<CreateGamePage />);
    expect(await screen.findByText('2 · Normal')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Robot level'));
    await user.click(await screen.findByTitle('0 · None'));
    expect(localStorage.getItem(ROBOT_LEVEL_KEY)).toBe('0');
  });

  it('seats players found by the search dialog: joined players, ten a page, seated ones not selectable', async () => {
    const joined = Array.from({ length: 10 }, (_, i) => ({
      account_id: 201 + i,
      nickname: `joined${i}`,
      remark: '',
      state: 2,
      create_time: NOW,
      account_data: '{}',
    }));
    const queries: URLSearchParams[] = [];
    const { user } = renderGamePage(<CreateGamePage />, {
      roundType: 11,
      handlers: {
        [READY]: () => ({ list: [ready(201, 'joined0')] }),
        '/api/contest/contest_season_player_list': (q) => {
          queries.push(q);
          return { list: joined, total: 23 };
        },
      },
    });
    await user.click(await findSeatButton('joined0'));
    await user.click(btn('Search joined players'));
    const dialog = (await screen.findByText('joined3')).closest('.ant-modal') as HTMLElement;
    expect(queries[0].get('state')).toBe('2');
    expect(queries[0].get('limit')).toBe('10');
    const box = (name: string) => within(dialog).getByLabelText(name);
    expect(box('joined0')).toBeDisabled();
    await user.click(box('joined1'));
    await user.click(box('joined2'));
    // two free seats are taken by the picks: nobody else can be chosen
    expect(box('joined3')).toBeDisabled();
    await user.click(btn('Seat 2', dialog));
    await waitFor(() => expect(within(seat(2)).getByText(/joined2/)).toBeInTheDocument());
    expect(within(seat(1)).getByText(/joined1/)).toBeInTheDocument();
  });

  it('with auto-match on, warns and hides the manual controls', async () => {
    renderGamePage(<CreateGamePage />, {
      season: { auto_match: 1 },
      handlers: { [READY]: () => ({ list: readyList }) },
    });
    expect(await screen.findByText(/Auto-match is on for this season/)).toBeInTheDocument();
    await screen.findByText('Alice');
    expect(screen.queryByTestId('seat-0')).not.toBeInTheDocument();
    expect(screen.queryByText('Add robot')).not.toBeInTheDocument();
    expect(screen.queryByText('Search joined players')).not.toBeInTheDocument();
    expect(screen.queryByText('Set player list')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Seat Alice')).not.toBeInTheDocument();
  });

  it('polls the ready list, plans and running games every 5 s and shows five of each with an ellipsis', async () => {
    const plans = Array.from({ length: 6 }, (_, i) =>
      makePlan(`p${i}`, [
        [101, 'Alexandra', true],
        [109, 'Dave', false],
        [0, '', true],
        [0, '', true],
      ]),
    );
    const running = Array.from({ length: 7 }, (_, i) =>
      makeRunning(`g${i}`, [
        [301 + i, `Runner${i}`],
        [0, ''],
      ]),
    );
    const { queryClient } = renderGamePage(<CreateGamePage />, {
      handlers: {
        [READY]: () => ({ list: readyList }),
        [PLANS]: () => ({ list: plans }),
        [RUNNING]: () => ({ list: running }),
      },
    });
    const panel = await screen.findByTestId('games-panel');
    await within(panel).findByText('Running games (7)');
    expect(within(panel).getAllByText('Ale…')).toHaveLength(5);
    expect(within(panel).getAllByText('…')).toHaveLength(2);
    // ready plan seats are green, the others are not
    expect(within(panel).getAllByText('Ale…')[0]).toHaveStyle({ color: '#389e0d' });
    expect((within(panel).getAllByText('Dav…')[0] as HTMLElement).style.color).toBe('');

    const interval = (key: readonly unknown[]) =>
      queryClient.getQueryCache().find({ queryKey: key })?.observers[0]?.options.refetchInterval;
    expect(interval(readyKey(7, 1))).toBe(5000);
    expect(interval(plansKey(7, 1))).toBe(5000);
    expect(interval(runningKey(7, 1, {}))).toBe(5000);
    expect(RUNNING_POLL_MS).toBe(30_000);
  });
});

describe('batch plans', { timeout: 120_000 }, () => {
  it('names every wrong line, then creates one plan per entry and keeps the error on the failed one', async () => {
    const e = (id: number) => encodeAccountId(id);
    const { user, server } = renderGamePage(<CreateGamePage />, {
      handlers: {
        [CREATE]: (_q, body) =>
          (body as { account_list: number[] }).account_list.includes(105)
            ? jsonReply({ error: { code: 2543, message: 'in another plan' } }, 409)
            : { uuid: 'ok' },
      },
    });
    await user.click(await screen.findByText('Set player list', { selector: 'button span' }));
    const input = await screen.findByLabelText('Player list, one game a line');
    const dialog = input.closest('.ant-modal') as HTMLElement;
    await user.click(input);
    await user.paste(`${e(101)} ${e(102)} 0 0\n${e(103)},x1,0,0\n0 0 0 0\n${e(104)} ${e(104)} 0`);
    await user.click(btn('Add to list', dialog));
    expect(await within(dialog).findByText('Line 2: "x1" is not a valid player ID')).toBeInTheDocument();
    expect(within(dialog).getByText('Line 3: a game of robots only is not allowed')).toBeInTheDocument();
    expect(within(dialog).getByText(`Line 4: ${e(104)} appears twice`)).toBeInTheDocument();
    expect(within(dialog).getByText('Line 4: 3 IDs, but a game needs exactly 4')).toBeInTheDocument();

    await user.clear(input);
    await user.paste(`${e(101)} ${e(102)} 0 0\n${e(105)} ${e(106)} 0 0\n${e(107)} 0 0 0`);
    await user.click(btn('Add to list', dialog));
    await waitFor(() => expect(screen.queryByLabelText('Player list, one game a line')).not.toBeInTheDocument());
    await user.click(btn('Create all (3)'));
    await waitFor(() => expect(postedTo(server, CREATE)).toHaveLength(3));
    expect(postedTo(server, CREATE).map((b) => (b as { account_list: number[] }).account_list)).toEqual([
      [101, 102, 0, 0],
      [105, 106, 0, 0],
      [107, 0, 0, 0],
    ]);
    expect(await screen.findByText('Start game failed: player in plan')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^batch-entry-/)).toHaveLength(1);
    expect(within(screen.getByTestId('batch-entry-0')).getByText(String(e(105)))).toBeInTheDocument();
  });
});
