import type { GameRecord, OfflineTable, YakumanRecordEntry } from '@taikai/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetTransportEffects } from '../../../api/client';
import { fastUser } from '../../../test/fixtures/contest';
import { makeSeason, NOW, postedTo, renderInSeason, stubServer } from '../../../test/fixtures/season';
import RecordPage from '../RecordPage';

/**
 * Tables played elsewhere on the records page (issue 32): the "Offline" tag, penalties under the seat's score, no
 * replay, log or public switch (it says so instead), "Edit" starting from the record, and the buttons that enter and
 * import tables, closed in an ended season.
 */

const RECORDS = '/api/contest/fetch_contest_game_records';
const YAKUMAN = '/api/contest/fetch_contest_yakuman_records';
const UPDATE_OFFLINE = '/api/contest/update_offline_record';
const FETCH_OFFLINE = '/api/contest/fetch_offline_record';

function record(uuid: string, names: string[], patch: Partial<GameRecord> = {}): GameRecord {
  return {
    uuid,
    removed: 0,
    tag: 0,
    remark: '',
    start_time: NOW - 3600,
    end_time: NOW - 600,
    terminated: 0,
    config: { round_type: 2 },
    accounts: names.map((nickname, seat) => ({ account_id: 10_001 + seat, nickname, seat })),
    result: {
      players: [45_000, 5_000, -15_000, -35_000].map((total_point, seat) => ({
        seat,
        part_point_1: 25_000 + total_point / 2,
        total_point,
      })),
    },
    replay_public: 0,
    offline: 0,
    penalties: [],
    entered_by: '',
    ...patch,
  };
}

const OFFLINE = record('off-1', ['Aki', 'Mei', 'Rin', 'Sho'], {
  offline: 1,
  entered_by: 'Referee',
  remark: 'Club night',
  // final points 42,000 / 29,000 / 18,000 / 11,000; South's chombo is in its total
  result: {
    players: [
      { seat: 0, part_point_1: 42_000, total_point: 67_000 },
      { seat: 1, part_point_1: 29_000, total_point: -16_000 },
      { seat: 2, part_point_1: 18_000, total_point: -17_000 },
      { seat: 3, part_point_1: 11_000, total_point: -34_000 },
    ],
  },
  penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
});
/**
 * The table as it was entered: East 40,000 before the two sticks it took (its record says 42,000), South's chombo, a
 * double yakuman of East counted as one hand.
 */
const ENTERED: OfflineTable = {
  start_time: NOW - 3600,
  end_time: NOW - 600,
  seats: [40_000, 29_000, 18_000, 11_000].map((points, seat) => ({ account_id: 10_001 + seat, points })),
  riichi_sticks: 2,
  sticks_to: 0,
  penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
  yakuman: [{ seat: 0, names: ['Suuankou Tanki'], value: 2 }],
  remark: 'Club night',
};
const ONLINE = record('g-1', ['Ann', 'Bea', 'Cid', 'Dan'], { end_time: NOW - 7200 });

const yakumanOf = (uuid: string): YakumanRecordEntry => ({
  game_uuid: uuid,
  account_id: 10_001,
  nickname: 'Aki',
  yiman: 1,
  start_time: NOW - 3600,
  end_time: NOW - 600,
  info: { names: ['Daisangen'], chang: 0, ju: 0, ben: 0 },
});

function setup(state = 2) {
  const server = stubServer([makeSeason({ state })], {
    [RECORDS]: () => ({ record_list: [OFFLINE, ONLINE], total: 2, token: '', tag_names: [] }),
    [YAKUMAN]: () => ({ list: [yakumanOf('off-1'), yakumanOf('other')], total: 2 }),
    [UPDATE_OFFLINE]: () => ({}),
    [FETCH_OFFLINE]: (q) => {
      expect(Object.fromEntries(q)).toEqual({ unique_id: '7', season_id: '1', uuid: 'off-1' });
      return { table: ENTERED, as_entered: 1 };
    },
  });
  const view = renderInSeason(<RecordPage />, makeSeason({ state }), undefined, 'en-US');
  return { ...view, user: fastUser(), server };
}

const table = () => screen.getByTestId('record-table');
const rowOf = (nickname: string) => within(table()).getByText(nickname).closest('tr') as HTMLTableRowElement;
/** The records have come (the yakuman list below names players too). */
const shown = () => within(table()).findByText('Aki');

afterEach(() => {
  resetTransportEffects();
  vi.unstubAllGlobals();
});

describe('offline records on the records page', { timeout: 60_000 }, () => {
  it('tags an offline row, shows its penalties, and says it has no replay instead of offering one', async () => {
    setup();
    await shown();
    const offline = rowOf('Aki');
    expect(within(offline).getByTestId('record-offline')).toHaveTextContent('Offline');
    expect(within(offline).getByTestId('record-entered-by')).toHaveTextContent('Entered by Referee');
    expect(within(offline).getByTestId('record-penalty')).toHaveTextContent('-20.0 chombo');
    expect(within(offline).getByTestId('record-penalty').closest('[data-nickname]')).toHaveAttribute(
      'data-nickname',
      'Mei',
    );
    expect(within(offline).getByTestId('record-no-replay')).toHaveTextContent('Played in person: no replay');
    expect(within(offline).queryByTestId('record-replay')).toBeNull();
    expect(within(offline).queryByTestId('record-replay-public')).toBeNull();
    expect(within(offline).queryByRole('button', { name: 'Download log' })).toBeNull();
    // a game played here keeps its replay, and has no tag or Edit
    const online = rowOf('Ann');
    expect(within(online).getByTestId('record-replay')).toBeInTheDocument();
    expect(within(online).queryByTestId('record-offline')).toBeNull();
    expect(within(online).queryByTestId('record-entered-by')).toBeNull();
    expect(within(online).queryByTestId('record-edit')).toBeNull();
  });

  it('edits an offline record: the dialog opens with the table as entered, and Save sends it again', async () => {
    const { user, server } = setup();
    await shown();
    await user.click(within(rowOf('Aki')).getByTestId('record-edit'));
    const form = await screen.findByTestId('offline-form');
    expect(screen.getByText('Edit a table played in person')).toBeInTheDocument();
    expect(within(form).getByTestId('offline-seat-0')).toHaveTextContent('Aki');
    expect(within(form).getByTestId('offline-seat-1')).toHaveTextContent('Mei');
    // East's points before the sticks, and the two sticks it took: not the settled 42,000 with none left
    expect(within(form).getByLabelText('East final points')).toHaveValue('40000');
    expect(within(form).getByLabelText('South final points')).toHaveValue('29000');
    expect(within(form).getByLabelText('Riichi sticks left')).toHaveValue('2');
    expect(within(form).getByLabelText('Taken by').closest('.ant-select')).toHaveTextContent('East · Aki');
    expect(within(form).getByTestId('offline-sum')).toHaveTextContent(
      'Final points 98,000 + riichi sticks left 2,000 = 100,000 (the table started with 100,000)',
    );
    expect(within(form).getByLabelText('Reason of penalty 1')).toHaveValue('chombo');
    expect(within(form).getByTestId('offline-yakuman')).toHaveTextContent('Suuankou Tanki');

    // a point moved from West to North
    fireEvent.change(within(form).getByLabelText('West final points'), { target: { value: '17000' } });
    fireEvent.change(within(form).getByLabelText('North final points'), { target: { value: '12000' } });
    await user.click(within(form).getByTestId('offline-submit'));
    await waitFor(() => expect(postedTo(server, UPDATE_OFFLINE)).toHaveLength(1));
    expect(postedTo(server, UPDATE_OFFLINE)[0]).toEqual({
      unique_id: 7,
      season_id: 1,
      uuid: 'off-1',
      table: {
        start_time: NOW - 3600,
        end_time: NOW - 600,
        seats: [
          { account_id: 10_001, points: 40_000 },
          { account_id: 10_002, points: 29_000 },
          { account_id: 10_003, points: 17_000 },
          { account_id: 10_004, points: 12_000 },
        ],
        riichi_sticks: 2,
        sticks_to: 0,
        penalties: [{ seat: 1, points: -20_000, reason: 'chombo' }],
        yakuman: [{ seat: 0, names: ['Suuankou Tanki'], value: 2 }],
        remark: 'Club night',
      },
    });
    await waitFor(() => expect(screen.queryByTestId('offline-form')).toBeNull());
  });

  it('opens the entry and import dialogs', async () => {
    const { user } = setup();
    await shown();
    await user.click(screen.getByTestId('offline-enter'));
    expect(await screen.findByText('Enter a table played in person')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('offline-form')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('offline-form')).toBeNull());
    await user.click(screen.getByTestId('offline-import-open'));
    expect(await screen.findByTestId('offline-import')).toBeInTheDocument();
  });

  it('closes entering, importing and editing in an ended season', async () => {
    setup(4);
    await shown();
    expect(screen.getByTestId('offline-enter')).toBeDisabled();
    expect(screen.getByTestId('offline-import-open')).toBeDisabled();
    expect(within(rowOf('Aki')).getByTestId('record-edit')).toBeDisabled();
  });
});
