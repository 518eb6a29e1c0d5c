import { z } from 'zod';
import { shownText } from '../text-safety.js';
import { YAKU_NAMES } from '../yaku-names.js';
import { accountId, flag, seasonBody, seasonQuery, unixTime } from './common.js';
import { recordUuid } from './record.js';

/**
 * Tables played elsewhere (a club, a convention), entered by a manager (issue 32): who sat where, the points at the
 * end, the riichi sticks left on the table and who took them, penalties, yakuman. The server settles them with the
 * contest's rule as a game's end does, and stores an "offline" record that counts like any other.
 */

/** Seats are winds: 0 East, 1 South, 2 West, 3 North. */
const seat = z.number().int().min(0).max(3);

export const offlineSeat = z.object({
  account_id: accountId,
  /** the points on the table at the end, before the leftover riichi sticks are given */
  points: z.number().int().min(-1_000_000).max(1_000_000),
});

/** A point adjustment (e.g. chombo) of one seat's result, in points (−20000 is −20.0), with its reason. */
export const offlinePenalty = z.object({
  seat,
  points: z.number().int().min(-1_000_000).max(1_000_000),
  reason: shownText(50, { trim: true }).pipe(z.string().min(1)),
});
export type OfflinePenalty = z.infer<typeof offlinePenalty>;

const yakuId = z.string().refine((name) => Object.hasOwn(YAKU_NAMES, name), 'unknown yaku');

/** A yakuman someone won at the table: its yaku (the engine's ids, as the yakuman list names them). */
export const offlineYakuman = z.object({
  seat,
  names: z.array(yakuId).min(1).max(6),
  /** the multiple: 1 for a single yakuman, 2 for a double */
  value: z.number().int().min(1).max(6).default(1),
});

export const offlineTable = z.object({
  start_time: unixTime,
  end_time: unixTime,
  /** East first: three or four seats, as the contest's round type seats */
  seats: z.array(offlineSeat).min(3).max(4),
  /** riichi sticks left on the table at the end */
  riichi_sticks: z.number().int().min(0).max(99).default(0),
  /** the seat that took them (the winner of the last hand, or first place by the rule); -1: nobody */
  sticks_to: z.number().int().min(-1).max(3).default(-1),
  penalties: z.array(offlinePenalty).max(12).default([]),
  yakuman: z.array(offlineYakuman).max(12).default([]),
  remark: shownText(25, { trim: true }).default(''),
});
export type OfflineTable = z.infer<typeof offlineTable>;

export const offlineCreateBody = seasonBody.extend({ table: offlineTable });
export const offlineUpdateBody = seasonBody.extend({ uuid: recordUuid, table: offlineTable });

/** Most tables one import may carry. */
export const OFFLINE_IMPORT_MAX = 500;

/** Many tables at once (the console reads them from a CSV file): all of them are stored, or none. */
export const offlineImportBody = seasonBody.extend({
  tables: z
    .array(offlineTable.extend({ /** the CSV line it came from, named in problems */ line: z.number().int().min(1) }))
    .min(1)
    .max(OFFLINE_IMPORT_MAX),
});

export const offlineCreateReply = z.object({ uuid: z.string() });

/** An offline record of the season, to edit it. */
export const offlineRecordQuery = seasonQuery.extend({ uuid: recordUuid });
/**
 * The table to start an edit from. `as_entered` 1: exactly as it was last entered or imported (the points before the
 * leftover sticks, the sticks and their taker, penalties, yakuman). 0: a record entered before the input was kept,
 * rebuilt from its settled result — the points with the sticks a seat took in them (0 left), sticks nobody took left on
 * the table; it settles to the same result.
 */
export const offlineRecordReply = z.object({ table: offlineTable, as_entered: flag });
export const offlineImportReply = z.object({ uuids: z.array(z.string()) });
