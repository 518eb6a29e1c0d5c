import { chatLimitQuery, chatLimitReply, setChatLimitBody, setChatLimitReply } from '../schemas/roster.js';
import { endpoint } from './define.js';

/** A season's chat limit: a type and one list of accounts (spec part 1 sections 2–4). */
export const chatEndpoints = {
  contestSeasonChatLimit: endpoint({
    method: 'GET',
    path: '/api/contest/contest_season_chat_limit',
    query: chatLimitQuery,
    reply: chatLimitReply,
    policy: 'manager',
    tags: ['chat'],
  }),
  setContestSeasonChatLimit: endpoint({
    method: 'POST',
    path: '/api/contest/set_contest_season_chat_limit',
    body: setChatLimitBody,
    reply: setChatLimitReply,
    policy: 'manager',
    tags: ['chat'],
  }),
};
