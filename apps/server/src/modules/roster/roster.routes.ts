import {
  addPlayersBody,
  blacklistQuery,
  blacklistReply,
  checkPlayersBody,
  checkPlayersReply,
  empty,
  envelope,
  importPlayersBody,
  listChangeReply,
  markPlayerBody,
  playerListQuery,
  playerListReply,
  refreshNicknameBody,
  refreshNicknameReply,
  removePlayersBody,
  setBlacklistBody,
} from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { requireActor } from '../../plugins/auth.js';
import { blacklist, setBlacklist } from './blacklist.service.js';
import { importPlayers } from './import.service.js';
import { checkPlayers } from './review.service.js';
import { addPlayers, markPlayer, playerList, refreshNickname, removePlayers } from './roster.service.js';

const tags = ['roster'];
const changeReply = { 200: envelope(listChangeReply) };

export function rosterRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/contest/contest_season_player_list',
    { schema: { tags, querystring: playerListQuery, response: { 200: envelope(playerListReply) } } },
    async (req) => ({ data: await playerList(ctx, requireActor(req), req.query) }),
  );
  app.post(
    '/api/contest/check_contest_season_player',
    { schema: { tags, body: checkPlayersBody, response: { 200: envelope(checkPlayersReply) } } },
    async (req) => ({ data: await checkPlayers(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/add_contest_season_player',
    { schema: { tags, body: addPlayersBody, response: changeReply } },
    async (req) => ({ data: await addPlayers(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/remove_contest_season_player',
    { schema: { tags, body: removePlayersBody, response: changeReply } },
    async (req) => ({ data: await removePlayers(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/mark_contest_season_player',
    { schema: { tags, body: markPlayerBody, response: { 200: envelope(empty) } } },
    async (req) => ({ data: await markPlayer(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/update_contest_season_player_nickname',
    { schema: { tags, body: refreshNicknameBody, response: { 200: envelope(refreshNicknameReply) } } },
    async (req) => ({ data: await refreshNickname(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/import_contest_season_player',
    { schema: { tags, body: importPlayersBody, response: changeReply } },
    async (req) => ({ data: await importPlayers(ctx, requireActor(req), req.body) }),
  );
  app.get(
    '/api/contest/contest_season_player_limit',
    { schema: { tags, querystring: blacklistQuery, response: { 200: envelope(blacklistReply) } } },
    async (req) => ({ data: await blacklist(ctx, requireActor(req), req.query) }),
  );
  app.post(
    '/api/contest/contest_season_player_limit',
    { schema: { tags, body: setBlacklistBody, response: changeReply } },
    async (req) => ({ data: await setBlacklist(ctx, requireActor(req), req.body) }),
  );
}
