import { encodeAccountId } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runningKey } from '../../api/game';
import {
  btn,
  makeRunning,
  modalOf,
  PAUSE,
  progressPath,
  RUNNING,
  renderGamePage,
  TERMINATE,
} from '../../test/fixtures/game';
import { NOW, postedTo } from '../../test/fixtures/season';
import { jsonReply } from '../../test/render';
import RunningGamesPage from './RunningGamesPage';
import { closeTyped } from './TerminateDialog';

afterEach(() => vi.unstubAllGlobals());

const games = [
  makeRunning('g1', [
    [101, 'Alice'],
    [102, 'Bob'],
    [0, ''],
    [0, ''],
  ]),
  makeRunning(
    'g2',
    [
      [103, 'Carol'],
      [0, ''],
      [0, ''],
      [0, ''],
    ],
    { paused: 1, paused_at: NOW - 60 },
  ),
];

const progress = {
  [progressPath('g1')]: () => ({
    uuid: 'g1',
    chang: 1,
    ju: 2,
    ben: 3,
    is_end: false,
    scores: [41000, 18000, 22000, 19000],
    update_time: NOW,
  }),
  [progressPath('g2')]: () => jsonReply({ error: { code: 1203, message: 'gone' } }, 404),
};

describe('running games', { timeout: 120_000 }, () => {
  it('shows live scores from the progress call and refreshes every 30 s', async () => {
    const { queryClient } = renderGamePage(<RunningGamesPage />, {
      handlers: { [RUNNING]: () => ({ list: games }), ...progress },
    });
    expect(await screen.findByText('South 3, 3 honba')).toBeInTheDocument();
    const row = screen.getByText('Alice').closest('tr') as HTMLElement;
    expect(within(row).getByText('41000')).toBeInTheDocument();
    expect(within(row).getByText('18000')).toBeInTheDocument();
    // the paused game: the list's own round and scores when the progress call fails
    const row2 = screen.getByText('Carol').closest('tr') as HTMLElement;
    expect(within(row2).getByText('Paused')).toBeInTheDocument();
    expect(within(row2).getByText('East 1, 0 honba')).toBeInTheDocument();
    const interval = queryClient.getQueryCache().find({ queryKey: runningKey(7, 1, {}) })?.observers[0]
      ?.options.refetchInterval;
    expect(interval).toBe(30_000);
  });

  it('pauses a running game and resumes a paused one', async () => {
    const { user, server } = renderGamePage(<RunningGamesPage />, {
      handlers: { [RUNNING]: () => ({ list: games }), [PAUSE]: () => ({}), ...progress },
    });
    const row = (await screen.findByText('Alice')).closest('tr') as HTMLElement;
    await user.click(btn('Pause', row));
    const row2 = screen.getByText('Carol').closest('tr') as HTMLElement;
    await user.click(btn('Resume', row2));
    await waitFor(() =>
      expect(postedTo(server, PAUSE)).toEqual([
        { unique_id: 7, game_uuid: 'g1', resume: 1 },
        { unique_id: 7, game_uuid: 'g2', resume: 2 },
      ]),
    );
  });

  it('terminates only after CLOSE is typed, in any case', async () => {
    const { user, server } = renderGamePage(<RunningGamesPage />, {
      handlers: { [RUNNING]: () => ({ list: games }), [TERMINATE]: () => ({}), ...progress },
    });
    const row = (await screen.findByText('Alice')).closest('tr') as HTMLElement;
    await user.click(btn('Terminate', row));
    const input = await screen.findByLabelText('Type CLOSE to confirm');
    const ok = btn('Terminate', modalOf(input));
    expect(ok).toBeDisabled();
    await user.type(input, 'clos');
    expect(ok).toBeDisabled();
    await user.type(input, 'e');
    expect(ok).toBeEnabled();
    await user.click(ok);
    await waitFor(() => expect(postedTo(server, TERMINATE)).toEqual([{ unique_id: 7, uuid: 'g1' }]));
  });

  it('filters by nickname, by player id and by start-time range through the list call', async () => {
    const queries: URLSearchParams[] = [];
    const { user } = renderGamePage(<RunningGamesPage />, {
      handlers: {
        [RUNNING]: (q) => {
          queries.push(q);
          return { list: games };
        },
        ...progress,
      },
    });
    await screen.findByText('Alice');
    const search = screen.getByPlaceholderText('Nickname or player ID');
    await user.type(search, 'Ali{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('nickname')).toBe('Ali'));
    await user.clear(search);
    await user.type(search, `${encodeAccountId(102)}{Enter}`);
    await waitFor(() => expect(queries.at(-1)?.get('account_id')).toBe('102'));
    expect(queries.at(-1)?.has('nickname')).toBe(false);
  });
});

describe('the CLOSE gate', () => {
  it('accepts CLOSE in any letter case and nothing else', () => {
    expect(['CLOSE', 'close', 'Close', ' cLoSe '].map(closeTyped)).toEqual([true, true, true, true]);
    expect(['', 'CLOS', 'CLOSED', 'C LOSE', 'stop'].map(closeTyped)).toEqual([false, false, false, false, false]);
  });
});
