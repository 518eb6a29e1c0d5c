import { encodeAccountId } from '@taikai/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plansKey, readyKey } from '../../api/game';
import {
  btn,
  findModal,
  makePlan,
  PLANS,
  READY,
  REMARK,
  REMOVE,
  ready,
  renderGamePage,
} from '../../test/fixtures/game';
import { postedTo } from '../../test/fixtures/season';
import GamePlanListPage from './GamePlanListPage';

afterEach(() => vi.unstubAllGlobals());

const plans = [
  makePlan(
    'plan-a',
    [
      [101, 'Alice', true],
      [102, 'Bob', false],
      [103, 'Carol', false],
      [0, '', true],
    ],
    { shuffle_seat: 1, remark: 'semi' },
  ),
  makePlan('plan-b', [
    [104, 'Dan', false],
    [0, '', true],
    [0, '', true],
    [0, '', true],
  ]),
];

describe('game plan list', { timeout: 120_000 }, () => {
  it('lists plans with the random-seat marker, ready state per seat and the 30-minute note; polls every 5 s', async () => {
    const { queryClient } = renderGamePage(<GamePlanListPage />, {
      handlers: {
        [PLANS]: () => ({ list: plans }),
        [READY]: () => ({ list: [ready(101, 'Alice'), ready(103, 'Carol')] }),
      },
    });
    const alice = await screen.findByText(`Alice (${encodeAccountId(101)})`);
    expect(screen.getByText(/Players get 30 minutes to prepare/)).toBeInTheDocument();
    const rowA = alice.closest('tr') as HTMLElement;
    expect(within(rowA).getByText('Random seats')).toBeInTheDocument();
    const tag = (row: HTMLElement, text: string) => within(row).getByText(text).closest('[data-ready]');
    expect(tag(rowA, `Alice (${encodeAccountId(101)})`)).toHaveAttribute('data-ready', 'yes');
    expect(tag(rowA, `Bob (${encodeAccountId(102)})`)).toHaveAttribute('data-ready', 'no');
    // ready through the ready list even before the plan list says so
    await waitFor(() => expect(tag(rowA, `Carol (${encodeAccountId(103)})`)).toHaveAttribute('data-ready', 'yes'));
    const rowB = screen.getByText(`Dan (${encodeAccountId(104)})`).closest('tr') as HTMLElement;
    expect(within(rowB).queryByText('Random seats')).not.toBeInTheDocument();
    expect(within(rowB).getAllByText('Robot')).toHaveLength(3);

    const interval = (key: readonly unknown[]) =>
      queryClient.getQueryCache().find({ queryKey: key })?.observers[0]?.options.refetchInterval;
    expect(interval(plansKey(7, 1))).toBe(5000);
    expect(interval(readyKey(7, 1))).toBe(5000);
  });

  it('edits a remark inline and stops a plan after confirming', async () => {
    const { user, server } = renderGamePage(<GamePlanListPage />, {
      handlers: { [PLANS]: () => ({ list: plans }), [REMARK]: () => ({}), [REMOVE]: () => ({}) },
    });
    const remark = await screen.findByDisplayValue('semi');
    await user.clear(remark);
    await user.type(remark, 'final');
    const row = remark.closest('tr') as HTMLElement;
    await user.click(btn('Save', row));
    await waitFor(() => expect(postedTo(server, REMARK)).toEqual([{ unique_id: 7, uuid: 'plan-a', remark: 'final' }]));

    await user.click(btn('Stop plan', row));
    const dialog = await findModal('Stop this plan?');
    await user.click(btn('OK', dialog));
    await waitFor(() => expect(postedTo(server, REMOVE)).toEqual([{ unique_id: 7, season_id: 1, uuid: 'plan-a' }]));
  });

  it('refuses a remark over 25 characters', async () => {
    const { user } = renderGamePage(<GamePlanListPage />, { handlers: { [PLANS]: () => ({ list: plans }) } });
    const remark = await screen.findByDisplayValue('semi');
    await user.clear(remark);
    await user.type(remark, 'x'.repeat(26));
    const row = remark.closest('tr') as HTMLElement;
    expect(btn('Save', row)).toBeDisabled();
  });
});
