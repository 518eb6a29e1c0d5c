import {
  calcRankBody,
  calcRankReply,
  playerDataQuery,
  playerDataReply,
  playerRankBody,
  playerRankReply,
  rankExportBody,
} from '../schemas/ranking.js';
import { endpoint, LARGE_BODY_LIMIT } from './define.js';
import { csvFile } from './record.js';

const tags = ['ranking'];

/** Standings, the calculated ranking and one player's season data (spec part 2 section 7). */
export const rankingEndpoints = {
  fetchSeasonPlayerRank: endpoint({
    method: 'POST',
    path: '/api/contest/fetch_season_player_rank',
    body: playerRankBody,
    reply: playerRankReply,
    policy: 'manager',
    tags,
  }),
  fetchSeasonPlayerCalcRank: endpoint({
    method: 'POST',
    path: '/api/contest/fetch_season_player_calc_rank',
    body: calcRankBody,
    bodyLimit: LARGE_BODY_LIMIT,
    reply: calcRankReply,
    policy: 'manager',
    tags,
  }),
  fetchSeasonPlayerData: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_season_player_data',
    query: playerDataQuery,
    reply: playerDataReply,
    policy: 'manager',
    tags,
  }),
};

/** CSV downloads of the ranking area (see `recordDownloads`). */
export const rankingDownloads = {
  exportSeasonPlayerRank: endpoint({
    method: 'POST',
    path: '/api/contest/export_season_player_rank',
    body: rankExportBody,
    reply: csvFile,
    policy: 'manager',
    tags,
  }),
  exportSeasonPlayerCalcRank: endpoint({
    method: 'POST',
    path: '/api/contest/export_season_player_calc_rank',
    body: calcRankBody,
    bodyLimit: LARGE_BODY_LIMIT,
    reply: csvFile,
    policy: 'manager',
    tags,
  }),
};
