import {
  createSeasonBody,
  createSeasonReply,
  endSeasonBody,
  endSeasonReply,
  seasonListQuery,
  seasonListReply,
  updateSeasonBody,
  updateSeasonReply,
} from '../schemas/season.js';
import { endpoint } from './define.js';

const tags = ['season'];

/** Seasons of a contest (spec part 1 sections 4, 5, 7). */
export const seasonEndpoints = {
  fetchContestSeasonList: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_contest_season_list',
    query: seasonListQuery,
    reply: seasonListReply,
    policy: 'manager',
    tags,
  }),
  createContestSeason: endpoint({
    method: 'POST',
    path: '/api/contest/create_contest_season',
    body: createSeasonBody,
    reply: createSeasonReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  updateContestSeason: endpoint({
    method: 'POST',
    path: '/api/contest/update_contest_season',
    body: updateSeasonBody,
    reply: updateSeasonReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  endContestSeason: endpoint({
    method: 'POST',
    path: '/api/contest/end_contest_season',
    body: endSeasonBody,
    reply: endSeasonReply,
    policy: 'manager',
    tags,
  }),
};
