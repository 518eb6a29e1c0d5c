import { accountEndpoints, seasonEndpoints } from '@taikai/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../api/call';
import { checkStubReply, endpointAt, stubApi, takeStubDrift } from './fetchRoutes';

afterEach(() => {
  takeStubDrift();
});

describe('stubbed replies are checked against the endpoint table', () => {
  it('finds the endpoint of a path and method, path parameters included', () => {
    expect(endpointAt('GET', '/api/contest/fetch_contest_season_list')?.key).toBe('fetchContestSeasonList');
    expect(endpointAt('GET', '/api/game/realtime/abc-1/progress/latest')?.key).toBe('gameProgressLatest');
    // one path, two methods: the season blacklist's read and its change
    expect(endpointAt('GET', '/api/contest/contest_season_player_limit')?.key).toBe('contestSeasonPlayerLimit');
    expect(endpointAt('POST', '/api/contest/contest_season_player_limit')?.key).toBe('setContestSeasonPlayerLimit');
    expect(endpointAt('POST', '/api/contest/fetch_contest_season_list')).toBeUndefined();
  });

  it('accepts a reply its schema accepts', () => {
    checkStubReply('GET', '/api/contest/server_time', { time: 1_700_000_000 });
    expect(takeStubDrift()).toEqual([]);
  });

  it('reports a reply that drifted (a renamed or mistyped field) and a path the table does not have', () => {
    checkStubReply('GET', '/api/contest/server_time', { now: 1_700_000_000 });
    checkStubReply('POST', '/api/contest/no_such_call', {});
    const drift = takeStubDrift();
    expect(drift).toHaveLength(2);
    expect(drift[0]).toMatch(/serverTime.*time/);
    expect(drift[1]).toMatch(/no_such_call.*does not have/);
    expect(takeStubDrift()).toEqual([]);
  });

  it('checks the replies a stubbed server sends to the console’s calls', async () => {
    window.__TAIKAI__ = { apiBase: '', logSink: '/api/analytics', channel: 'cn' };
    stubApi({
      '/api/contest/fetch_account_info': () => ({ account_id: 'x' }),
      '/api/contest/fetch_contest_season_list': () => ({ list: [] }),
    });
    await call(seasonEndpoints.fetchContestSeasonList, { unique_id: 1 });
    expect(takeStubDrift()).toEqual([]);
    await call(accountEndpoints.fetchAccountInfo, undefined, { silent: true });
    expect(takeStubDrift()[0]).toMatch(/fetchAccountInfo.*account_id/);
  });
});
