/**
 * The columns of the CSV file of tables played elsewhere (issue 32), fixed English keys in this order, and where a
 * table's field (as the server names it in `error.problems`) lives among them. Seats are winds, East first; a
 * three-player contest leaves the north columns empty.
 */

/** Seat winds as the file writes them, East first (a seat's index is its wind). */
export const OFFLINE_WINDS = ['E', 'S', 'W', 'N'] as const;

const SEAT_KEYS = ['east', 'south', 'west', 'north'] as const;

export const OFFLINE_CSV_COLUMNS = [
  'start',
  'end',
  'east_id',
  'east_points',
  'south_id',
  'south_points',
  'west_id',
  'west_points',
  'north_id',
  'north_points',
  'riichi_sticks',
  'sticks_to',
  'penalties',
  'yakuman',
  'remark',
] as const;
export type OfflineCsvColumn = (typeof OFFLINE_CSV_COLUMNS)[number];

/** The id and points columns of seat `seat` (0 East … 3 North). */
export function seatColumns(seat: number): { id: OfflineCsvColumn; points: OfflineCsvColumn } {
  const key = SEAT_KEYS[seat];
  return { id: `${key}_id` as OfflineCsvColumn, points: `${key}_points` as OfflineCsvColumn };
}

/**
 * The CSV column of a table's field as the server names it in a problem (`seats.2.account_id` → `west_id`,
 * `penalties.0.reason` → `penalties`, `start_time` → `start`); '' for a problem of the whole row (`seats`, the
 * points' sum) or a field the file has no column for.
 */
export function offlineCsvColumnOf(field: string): OfflineCsvColumn | '' {
  const path = field.replace(/^(?:body\.)?(?:table\.|tables\.\d+\.)?/, '').split('.');
  const [head, index, leaf] = path;
  if (head === 'start_time') return 'start';
  if (head === 'end_time') return 'end';
  if (head === 'seats' && index !== undefined && /^[0-3]$/.test(index)) {
    const columns = seatColumns(Number(index));
    return leaf === 'points' ? columns.points : columns.id;
  }
  if (head === 'riichi_sticks' || head === 'sticks_to' || head === 'penalties' || head === 'yakuman') return head;
  if (head === 'remark') return 'remark';
  return '';
}
