import { rosterEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { blacklist, setBlacklist } from './blacklist.service.js';
import { importPlayers } from './import.service.js';
import { addPlayers, markPlayer, playerList, refreshNickname, removePlayers } from './roster.service.js';
import { checkPlayers } from './signup-review.service.js';

export const rosterHandlers = handlers(rosterEndpoints, {
  contestSeasonPlayerList: (q, _actor, ctx) => playerList(ctx, q),
  checkContestSeasonPlayer: (body, actor, ctx, access) => checkPlayers(ctx, actor, access, body),
  addContestSeasonPlayer: (body, actor, ctx, access) => addPlayers(ctx, actor, access, body),
  removeContestSeasonPlayer: (body, actor, ctx, access) => removePlayers(ctx, actor, access, body),
  markContestSeasonPlayer: (body, actor, ctx, access) => markPlayer(ctx, actor, access, body),
  updateContestSeasonPlayerNickname: (body, actor, ctx, access) => refreshNickname(ctx, actor, access, body),
  importContestSeasonPlayer: (body, actor, ctx, access) => importPlayers(ctx, actor, access, body),
  contestSeasonPlayerLimit: (q, _actor, ctx, access) => blacklist(ctx, access, q),
  setContestSeasonPlayerLimit: (body, actor, ctx, access) => setBlacklist(ctx, actor, access, body),
});
