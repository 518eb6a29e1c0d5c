import type { Migration } from 'kysely';
import * as initial from './2026-11-23_initial.js';
import * as seasonReady from './2026-11-24_season_ready.js';
import * as rosterOrder from './2026-11-25_roster_order.js';
import * as seasonPlayerCounts from './2026-11-26_season_player_counts.js';
import * as games from './2026-11-28_games.js';
import * as standings from './2026-11-29_standings.js';
import * as analyticsAccountIndex from './2026-12-02_analytics_account_index.js';
import * as foreignKeys from './2026-12-03_foreign_keys.js';
import * as handoverCodes from './2026-12-04_handover_codes.js';
import * as gameEvents from './2026-12-05_game_events.js';
import * as cacheNotify from './2026-12-06_cache_notify.js';
import * as gamesLiveIndex from './2026-12-07_games_live_index.js';
import * as cacheWrites from './2026-12-08_cache_writes.js';
import * as handoverSession from './2026-12-09_handover_session.js';
import * as nicknameSkeleton from './2026-12-10_nickname_skeleton.js';
import * as watching from './2026-12-11_watching.js';
import * as exportMarksPerContest from './2026-12-12_export_marks_per_contest.js';
import * as recordTagNames from './2026-12-13_record_tag_names.js';
import * as offlineRecords from './2026-12-14_offline_records.js';
import * as seatingMethod from './2026-12-15_seating_method.js';
import * as offlineEnteredTables from './2026-12-16_offline_entered_tables.js';

/** Every migration in order. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '2026-11-23_initial': initial,
  '2026-11-24_season_ready': seasonReady,
  '2026-11-25_roster_order': rosterOrder,
  '2026-11-26_season_player_counts': seasonPlayerCounts,
  '2026-11-28_games': games,
  '2026-11-29_standings': standings,
  '2026-12-02_analytics_account_index': analyticsAccountIndex,
  '2026-12-03_foreign_keys': foreignKeys,
  '2026-12-04_handover_codes': handoverCodes,
  '2026-12-05_game_events': gameEvents,
  '2026-12-06_cache_notify': cacheNotify,
  '2026-12-07_games_live_index': gamesLiveIndex,
  '2026-12-08_cache_writes': cacheWrites,
  '2026-12-09_handover_session': handoverSession,
  '2026-12-10_nickname_skeleton': nicknameSkeleton,
  '2026-12-11_watching': watching,
  '2026-12-12_export_marks_per_contest': exportMarksPerContest,
  '2026-12-13_record_tag_names': recordTagNames,
  '2026-12-14_offline_records': offlineRecords,
  '2026-12-15_seating_method': seatingMethod,
  '2026-12-16_offline_entered_tables': offlineEnteredTables,
};
