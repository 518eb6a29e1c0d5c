import { z } from 'zod';
import { empty } from '../schemas/common.js';
import {
  markedGameQuery,
  markedGameReply,
  playerGameRecordQuery,
  playerGameRecordReply,
  recordExportBody,
  recordListQuery,
  recordListReply,
  recordLogFile,
  recordLogQuery,
  recordReplayPublicBody,
  recordTagBody,
  recordTagNamesBody,
  recordTagNamesReply,
  recordUpdateBody,
  replayParams,
  replayReply,
  yakumanExportBody,
  yakumanListQuery,
  yakumanListReply,
} from '../schemas/record.js';
import { endpoint, LARGE_BODY_LIMIT } from './define.js';

const tags = ['record'];

/** Game records and yakuman records (spec part 2 section 7 "Records and ranking"; DESIGN section 9). */
export const recordEndpoints = {
  fetchContestGameRecords: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_contest_game_records',
    query: recordListQuery,
    reply: recordListReply,
    policy: 'manager',
    tags,
  }),
  fetchMarkedContestGame: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_marked_contest_game',
    query: markedGameQuery,
    reply: markedGameReply,
    policy: 'manager',
    tags,
  }),
  setContestGameRecordTag: endpoint({
    method: 'POST',
    path: '/api/contest/set_contest_game_record_tag',
    body: recordTagBody,
    reply: empty,
    policy: 'manager',
    tags,
  }),
  /**
   * The season's names for its record tags (issue 29 defect 9): the whole list, replacing the stored one. Records
   * keep their numbers; the records list and export show the names. Refused in an ended season (2542).
   */
  setContestGameRecordTagNames: endpoint({
    method: 'POST',
    path: '/api/contest/set_contest_game_record_tag_names',
    body: recordTagNamesBody,
    reply: recordTagNamesReply,
    policy: 'manager',
    tags,
  }),
  updateContestGameRecord: endpoint({
    method: 'POST',
    path: '/api/contest/update_contest_game_record',
    body: recordUpdateBody,
    reply: empty,
    policy: 'manager',
    tags,
  }),
  setContestGameRecordReplayPublic: endpoint({
    method: 'POST',
    path: '/api/contest/set_contest_game_record_replay_public',
    body: recordReplayPublicBody,
    reply: empty,
    policy: 'manager',
    tags,
  }),
  /**
   * A finished game's replay, by link. Who may open it: the contest's creator and managers; the people seated in it;
   * the contest's observers (its observer switch on) once the game ended TAIKAI_WATCH_DELAY ago; anyone once a
   * manager marked it public, after the same delay. Anyone else, and a game not found or not finished, gets 1203.
   */
  gameReplay: endpoint({
    method: 'GET',
    path: '/api/game/replay/:game_uuid',
    params: replayParams,
    reply: replayReply,
    policy: 'public',
    tags,
  }),
  fetchContestYakumanRecords: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_contest_yakuman_records',
    query: yakumanListQuery,
    reply: yakumanListReply,
    policy: 'manager',
    tags,
  }),
  fetchContestSeasonPlayerGameRecord: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_contest_season_player_game_record',
    query: playerGameRecordQuery,
    reply: playerGameRecordReply,
    policy: 'manager',
    tags,
  }),
};

/**
 * File downloads: the CSV exports (UTF-8 with BOM, streamed) and a game's log (JSON). Not JSON calls, so they are not
 * in the endpoint table: the server registers them from these entries with the same policy check (src/downloads.ts);
 * `reply` documents the file.
 */
export const csvFile = z.string().describe('text/csv; charset=utf-8, with a byte-order mark');
export const recordDownloads = {
  exportContestGameRecords: endpoint({
    method: 'POST',
    path: '/api/contest/export_contest_game_records',
    body: recordExportBody,
    bodyLimit: LARGE_BODY_LIMIT,
    reply: csvFile,
    policy: 'manager',
    tags,
  }),
  exportContestYakumanRecords: endpoint({
    method: 'POST',
    path: '/api/contest/export_contest_yakuman_records',
    body: yakumanExportBody,
    reply: csvFile,
    policy: 'manager',
    tags,
  }),
  /**
   * A finished game's log (paipu) as `<uuid>.json`. Policy `login`: the service lets in the contest's managers and
   * the people seated in the game (2506 for anyone else, as the manager check answers; 1203 for a manager naming an
   * unknown record). Removed records included, as in the records list.
   */
  fetchContestGameRecordLog: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_contest_game_record_log',
    query: recordLogQuery,
    reply: recordLogFile,
    policy: 'login',
    tags,
  }),
};
