import { z } from 'zod';
import { recordTagIssues } from '../record-tags.js';
import { shownText } from '../text-safety.js';
import { flag, langContent, limit, offset, queryId, seasonBody, seasonQuery } from './common.js';

/** Game records and yakuman records (spec part 2 sections 2, 3, 4, 7, 9). */

export const recordUuid = z.string().min(1).max(64);

export const recordAccount = z.object({
  account_id: z.number().int(),
  nickname: z.string(),
  seat: z.number().int(),
});
export const recordResultPlayer = z.object({
  seat: z.number().int(),
  /** raw final points */
  part_point_1: z.number().int(),
  /** settlement ×1000, uma and oka included */
  total_point: z.number().int(),
});
export const gameRecord = z.object({
  uuid: z.string(),
  removed: flag,
  tag: z.number().int(),
  remark: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** 1 when the game was terminated by a manager before its end */
  terminated: flag,
  config: z.object({ round_type: z.number().int() }),
  accounts: z.array(recordAccount),
  result: z.object({ players: z.array(recordResultPlayer) }),
  /** 1 when anyone with the link may open its replay (a manager marked it) */
  replay_public: flag,
  /** 1 for a table played elsewhere, entered by hand: no log, no replay (issue 32) */
  offline: flag,
  /** who entered an offline record (nickname; empty for games played here, and where a list does not say) */
  entered_by: z.string(),
  /** an offline table's point adjustments (already in the seats' total_point), with their reasons */
  penalties: z.array(z.object({ seat: z.number().int(), points: z.number().int(), reason: z.string() })),
});
export type GameRecord = z.infer<typeof gameRecord>;

/** A season's name for one record tag number (record-tags.ts). */
export const recordTagName = z.object({ tag: z.number().int(), name: z.string() });

/**
 * Records of a season, newest first. `token` (from the previous page's reply) continues after that page without
 * counting the skipped rows; without it `offset` is used.
 */
export const recordListQuery = seasonQuery.extend({
  offset,
  limit,
  token: z.string().max(200).optional(),
});
export type RecordListQuery = z.infer<typeof recordListQuery>;
export const recordListReply = z.object({
  record_list: z.array(gameRecord),
  total: z.number().int(),
  /** continues after this page; empty when there is none */
  token: z.string(),
  /** the season's names for its tag numbers, by number (a number without one shows as "Tag n") */
  tag_names: z.array(recordTagName),
});

/** Marked (tagged, tag ≠ 0) records of a season, newest first. */
export const markedGameQuery = seasonQuery.extend({ offset, limit });
export const markedGameReply = z.object({ records: z.array(gameRecord), total: z.number().int() });

export const recordTagBody = seasonBody.extend({ uuid: recordUuid, tag: z.number().int().min(0).max(99) });

/**
 * The season's tag names, all of them (the list replaces the stored one; a number left out loses its name, its
 * records keep the number). Names are trimmed; the rules of `recordTagIssues` refuse with their own codes
 * (2584–2587), text that does not show with 2598.
 */
export const recordTagNamesBody = seasonBody.extend({
  tag_names: z
    .array(
      z.object({
        tag: z.number().int(),
        // bounded loosely here: 21 to 200 characters is refused by the rules below with its own code
        name: shownText(200, { trim: true }),
      }),
    )
    .superRefine((list, ctx) => {
      for (const issue of recordTagIssues(list))
        ctx.addIssue({
          code: 'custom',
          path: [issue.index, issue.field],
          message: `tag name ${issue.code}`,
          params: { code: issue.code },
        });
    }),
});
export type RecordTagNamesBody = z.infer<typeof recordTagNamesBody>;
/** The names as stored: trimmed, by number. */
export const recordTagNamesReply = z.object({ tag_names: z.array(recordTagName) });

/** remove 1 removes the record (left out of statistics, rankings and exports), 0 restores it. */
export const recordUpdateBody = seasonBody.extend({ uuid: recordUuid, remove: flag });

export const yakumanRecord = z.object({
  game_uuid: z.string(),
  account_id: z.number().int(),
  nickname: z.string(),
  /** multiple, or 7 for a counted (kazoe) yakuman */
  yiman: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  info: z.object({
    names: z.array(z.string()),
    chang: z.number().int(),
    ju: z.number().int(),
    ben: z.number().int(),
  }),
});
export type YakumanRecordEntry = z.infer<typeof yakumanRecord>;
export const yakumanListQuery = seasonQuery.extend({ offset, limit });
export const yakumanListReply = z.object({ list: z.array(yakumanRecord), total: z.number().int() });

/** One player's games in a season, newest first (removed ones included, flagged). */
export const playerGameRecordQuery = seasonQuery.extend({ account_id: queryId, offset, limit });
export const playerGameRecordReply = z.object({ record_list: z.array(gameRecord), total: z.number().int() });

/**
 * A finished game's log as a file (paipu): `unique_id` names the contest, `uuid` the record. The contest's managers
 * and the people seated in the game may download it.
 */
export const recordLogQuery = z.object({ unique_id: queryId, uuid: recordUuid });
export type RecordLogQuery = z.infer<typeof recordLogQuery>;
/**
 * The file: a small header and the mjai events as stored (`start_game` … `end_game`; each `start_kyoku` reveals its
 * hand's `wall`, `wall_salt` and `wall_hash`, so a player can check the commitments the table showed).
 */
export const recordLogFile = z.object({
  format: z.literal('taikai-game-log'),
  version: z.literal(1),
  uuid: z.string(),
  unique_id: z.number().int(),
  season_id: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  terminated: flag,
  removed: flag,
  /** seat order; robots have account_id 0 and an empty nickname */
  players: z.array(recordAccount),
  /** the record's config: round_type, init_points, detail_rule, ai_levels */
  rule: z.record(z.string(), z.unknown()),
  mjai: z.array(z.record(z.string(), z.unknown())),
});
export type RecordLogFile = z.infer<typeof recordLogFile>;

/** A manager marks a record's replay public (anyone with the link may open it, after the watch delay) or not. */
export const recordReplayPublicBody = seasonBody.extend({ uuid: recordUuid, public: flag });
export const replayParams = z.object({ game_uuid: recordUuid });
/** A finished game's replay: its log (the same file as the download) and what the viewer may do with it. */
export const replayReply = z.object({
  log: recordLogFile,
  contest_id: z.number().int(),
  contest_name: z.array(langContent),
  /** 1 when anyone with the link may open it */
  public: flag,
  /** the caller manages its contest: may mark it public or not */
  can_publish: z.boolean(),
});
export type ReplayReply = z.infer<typeof replayReply>;
/** Records export: the chosen records (uuid_list) or all, newest first, removed ones left out, at most 10,000. */
/** utc_offset: the reader's offset from UTC in minutes (times in the file are written in it; default 0). */
const utcOffset = z.number().int().min(-840).max(840).default(0);
export const recordExportBody = seasonBody.extend({
  uuid_list: z.array(recordUuid).min(1).max(10_000).optional(),
  utc_offset: utcOffset,
});
export const yakumanExportBody = seasonBody.extend({ utc_offset: utcOffset });

export const EXPORT_LIMITS = {
  records: 10_000,
  yakuman: 1_000,
  rankShown: 3_000,
  rankMax: 5_000,
} as const;

export const ExportKind = { Records: 'records', Yakuman: 'yakuman', Rank: 'rank', CalcRank: 'calc_rank' } as const;
export type ExportKindValue = (typeof ExportKind)[keyof typeof ExportKind];
