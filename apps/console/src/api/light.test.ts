import { accountEndpoints, authEndpoints, contestEndpoints, lobbyEndpoints } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { handoverCalls } from '../app/session-handover';
import { lobbyCalls } from './lobby';

/** The lobby's schema-free calls (`light`) are the shared table's entries: same method, path and parameters. */
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

  it('covers every call of the lobby area', () => {
    expect(Object.keys(lobbyEndpoints).filter((k) => !(k in lobbyCalls))).toEqual([]);
  });
});
