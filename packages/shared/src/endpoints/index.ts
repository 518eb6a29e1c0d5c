import { accountEndpoints } from './account.js';
import { analyticsEndpoints } from './analytics.js';
import { announcementEndpoints } from './announcement.js';
import { authEndpoints } from './auth.js';
import { chatEndpoints } from './chat.js';
import { contestEndpoints } from './contest.js';
import type { Endpoint } from './define.js';
import { gameEndpoints } from './game.js';
import { lobbyEndpoints } from './lobby.js';
import { managerEndpoints } from './manager.js';
import { noticeEndpoints } from './notice.js';
import { offlineEndpoints } from './offline.js';
import { rankingDownloads, rankingEndpoints } from './ranking.js';
import { recordDownloads, recordEndpoints } from './record.js';
import { rosterEndpoints } from './roster.js';
import { seasonEndpoints } from './season.js';
import { seatingEndpoints } from './seating.js';

export * from './define.js';
export * from './sockets.js';
export {
  accountEndpoints,
  analyticsEndpoints,
  announcementEndpoints,
  authEndpoints,
  chatEndpoints,
  contestEndpoints,
  gameEndpoints,
  lobbyEndpoints,
  managerEndpoints,
  noticeEndpoints,
  offlineEndpoints,
  rankingDownloads,
  rankingEndpoints,
  recordDownloads,
  recordEndpoints,
  rosterEndpoints,
  seasonEndpoints,
  seatingEndpoints,
};

/**
 * Every area's endpoints. Add an area here (one file per area); keys must be unique across areas (a test checks
 * that no area's key is shadowed by another's).
 */
export const endpointAreas = {
  auth: authEndpoints,
  account: accountEndpoints,
  announcement: announcementEndpoints,
  analytics: analyticsEndpoints,
  contest: contestEndpoints,
  notice: noticeEndpoints,
  manager: managerEndpoints,
  season: seasonEndpoints,
  roster: rosterEndpoints,
  chat: chatEndpoints,
  lobby: lobbyEndpoints,
  game: gameEndpoints,
  record: recordEndpoints,
  offline: offlineEndpoints,
  seating: seatingEndpoints,
  ranking: rankingEndpoints,
} as const;

/** The whole table, by key: `endpoints.fetchContestSeasonList`. */
export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...announcementEndpoints,
  ...analyticsEndpoints,
  ...contestEndpoints,
  ...noticeEndpoints,
  ...managerEndpoints,
  ...seasonEndpoints,
  ...rosterEndpoints,
  ...chatEndpoints,
  ...lobbyEndpoints,
  ...gameEndpoints,
  ...recordEndpoints,
  ...offlineEndpoints,
  ...seatingEndpoints,
  ...rankingEndpoints,
};

/** CSV downloads (records and ranking exports): streamed files, registered beside the table with its policy check. */
export const downloads = { ...recordDownloads, ...rankingDownloads };
export type Downloads = typeof downloads;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The table as a list of `[key, endpoint]`, for the registrar and the tests that walk every call. */
export const endpointList: readonly (readonly [EndpointKey, Endpoint])[] = Object.entries(endpoints) as [
  EndpointKey,
  Endpoint,
][];
