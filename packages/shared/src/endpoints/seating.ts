import {
  createRoundPlansBody,
  createRoundPlansReply,
  seatSeasonRoundBody,
  seatSeasonRoundReply,
} from '../schemas/seating.js';
import { endpoint } from './define.js';

const tags = ['seating'];

/**
 * Seating a round (issue 32): the season's players present seated by its seating method (a proposal, nothing
 * stored), and the confirmed tables made into game plans, all or none.
 */
export const seatingEndpoints = {
  seatSeasonRound: endpoint({
    method: 'POST',
    path: '/api/contest/seat_season_round',
    body: seatSeasonRoundBody,
    reply: seatSeasonRoundReply,
    policy: 'manager',
    tags,
  }),
  createRoundPlans: endpoint({
    method: 'POST',
    path: '/api/contest/create_round_plans',
    body: createRoundPlansBody,
    reply: createRoundPlansReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
};
