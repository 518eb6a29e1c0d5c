import {
  accountEndpoints,
  announcementEndpoints,
  authEndpoints,
  contestEndpoints,
  lobbyEndpoints,
} from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { handoverCalls } from '../app/session-handover';
import { accountCalls } from './account';
import { announcementCalls } from './announcement';
import { contestCalls } from './contest';
import { lobbyCalls } from './lobby';

/**
 * The schema-free calls (`light`) of the lobby and of the console's first screen (the top bar, the home page) are
 * the shared table's entries: same method, path and parameters.
 */
describe('light endpoints', () => {
  const table: Record<string, { method: string; path: string; params?: unknown }> = {
    ...lobbyEndpoints,
    fetchAccountInfo: accountEndpoints.fetchAccountInfo,
    fetchContestList: contestEndpoints.fetchContestList,
    logout: authEndpoints.logout,
    sendEmailCode: authEndpoints.sendEmailCode,
    register: authEndpoints.register,
  };

  const routes: [string, { method: string; path: string; params?: unknown }][] = Object.entries(lobbyCalls);
  it.each(routes)('%s matches the shared table', (key, route) => {
    const entry = table[key];
    expect(entry).toBeDefined();
    expect({ method: route.method, path: route.path, params: !!route.params }).toEqual({
      method: entry.method,
      path: entry.path,
      params: !!entry.params,
    });
  });

  it.each(Object.entries(handoverCalls))('hand-over %s matches the shared table', (key, route) => {
    const entry = { ...authEndpoints, ...accountEndpoints }[key];
    expect({ method: route.method, path: route.path }).toEqual({ method: entry?.method, path: entry?.path });
  });

  type Route = { method: string; path: string; params?: unknown };
  const calls = (routes: Record<string, Route>, endpoints: Record<string, unknown>) =>
    Object.entries(routes).map(([key, route]): [string, Route, Record<string, unknown>] => [key, route, endpoints]);
  const firstScreen = [
    ...calls(accountCalls, { ...accountEndpoints, ...authEndpoints }),
    ...calls(contestCalls, contestEndpoints),
    ...calls(announcementCalls, announcementEndpoints),
  ];
  it.each(firstScreen)("the console's %s matches the shared table", (key, route, endpoints) => {
    const entry = endpoints[key] as Route | undefined;
    expect(entry).toBeDefined();
    expect({ method: route.method, path: route.path, params: !!route.params }).toEqual({
      method: entry?.method,
      path: entry?.path,
      params: !!entry?.params,
    });
  });

  it('covers every call of the lobby area', () => {
    expect(Object.keys(lobbyEndpoints).filter((k) => !(k in lobbyCalls))).toEqual([]);
  });
});
