import { accountEndpoints } from '@taikai/shared/endpoints/account';
import { gameEndpoints } from '@taikai/shared/endpoints/game';
import { seasonEndpoints } from '@taikai/shared/endpoints/season';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { resetTransportEffects, setTransportEffects } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let toast: ReturnType<typeof vi.fn>;

beforeEach(() => {
  toast = vi.fn();
  resetTransportEffects();
  setTransportEffects({ toast, redirectToLogin: vi.fn(), reload: vi.fn() });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  window.__TAIKAI__ = { apiBase: '', logSink: '/api/analytics', channel: 'cn' };
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetTransportEffects();
});

describe('call(endpoint, input)', () => {
  it('sends a GET endpoint’s input as its query and resolves with the reply’s data', async () => {
    fetchMock.mockResolvedValue(json({ data: { list: [] } }));
    await expect(call(seasonEndpoints.fetchContestSeasonList, { unique_id: 7 })).resolves.toEqual({ list: [] });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contest/fetch_contest_season_list?unique_id=7');
    expect(init.method).toBe('GET');
  });

  it('sends a POST endpoint’s input as its JSON body', async () => {
    fetchMock.mockResolvedValue(json({ data: { season_id: 2 } }));
    const body = { unique_id: 7, start_time: 10, end_time: 20 };
    await expect(call(seasonEndpoints.createContestSeason, body)).resolves.toEqual({ season_id: 2 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contest/create_contest_season');
    expect([init.method, JSON.parse(init.body)]).toEqual(['POST', body]);
  });

  it('takes no input for an endpoint without one, and keeps the transport’s failure rules (silent: no toast)', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 2506, message: 'no' } }, 403));
    await expect(call(accountEndpoints.fetchAccountInfo, undefined, { silent: true })).rejects.toMatchObject({
      code: 2506,
    });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/contest/fetch_account_info');
    expect(toast).not.toHaveBeenCalled();
  });

  it('fills a GET endpoint’s path parameters from its input (encoded), with no query string', async () => {
    fetchMock.mockResolvedValue(json({ data: { uuid: 'a b' } }));
    await call(gameEndpoints.gameProgressLatest, { game_uuid: 'a b/c' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/game/realtime/a%20b%2Fc/progress/latest');
  });

  it('type-checks the input against the endpoint’s schema', () => {
    const typed = () => [
      // @ts-expect-error season_id is not part of the season list query, unique_id is missing
      call(seasonEndpoints.fetchContestSeasonList, { season_id: 1 }),
      // @ts-expect-error start_time must be a number
      call(seasonEndpoints.createContestSeason, { unique_id: 1, start_time: 'soon', end_time: 2 }),
    ];
    expect(typed).toBeTypeOf('function');
  });
});
