import { empty } from '../schemas/common.js';
import {
  addPlayersBody,
  blacklistQuery,
  blacklistReply,
  checkPlayersBody,
  checkPlayersReply,
  importPlayersBody,
  listChangeReply,
  markPlayerBody,
  playerListQuery,
  playerListReply,
  refreshNicknameBody,
  refreshNicknameReply,
  removePlayersBody,
  setBlacklistBody,
} from '../schemas/roster.js';
import { endpoint } from './define.js';

const tags = ['roster'];

/** A season's roster (spec part 1 section 7): players, sign-up review, blacklist, chat limit. */
export const rosterEndpoints = {
  contestSeasonPlayerList: endpoint({
    method: 'GET',
    path: '/api/contest/contest_season_player_list',
    query: playerListQuery,
    reply: playerListReply,
    policy: 'manager',
    tags,
  }),
  checkContestSeasonPlayer: endpoint({
    method: 'POST',
    path: '/api/contest/check_contest_season_player',
    body: checkPlayersBody,
    reply: checkPlayersReply,
    policy: 'manager',
    tags,
  }),
  addContestSeasonPlayer: endpoint({
    method: 'POST',
    path: '/api/contest/add_contest_season_player',
    body: addPlayersBody,
    reply: listChangeReply,
    policy: 'manager',
    tags,
  }),
  removeContestSeasonPlayer: endpoint({
    method: 'POST',
    path: '/api/contest/remove_contest_season_player',
    body: removePlayersBody,
    reply: listChangeReply,
    policy: 'manager',
    tags,
  }),
  markContestSeasonPlayer: endpoint({
    method: 'POST',
    path: '/api/contest/mark_contest_season_player',
    body: markPlayerBody,
    reply: empty,
    policy: 'manager',
    tags,
  }),
  updateContestSeasonPlayerNickname: endpoint({
    method: 'POST',
    path: '/api/contest/update_contest_season_player_nickname',
    body: refreshNicknameBody,
    reply: refreshNicknameReply,
    policy: 'manager',
    tags,
  }),
  importContestSeasonPlayer: endpoint({
    method: 'POST',
    path: '/api/contest/import_contest_season_player',
    body: importPlayersBody,
    reply: listChangeReply,
    policy: 'manager',
    tags,
  }),
  contestSeasonPlayerLimit: endpoint({
    method: 'GET',
    path: '/api/contest/contest_season_player_limit',
    query: blacklistQuery,
    reply: blacklistReply,
    policy: 'manager',
    tags,
  }),
  setContestSeasonPlayerLimit: endpoint({
    method: 'POST',
    path: '/api/contest/contest_season_player_limit',
    body: setBlacklistBody,
    reply: listChangeReply,
    policy: 'manager',
    tags,
  }),
};
