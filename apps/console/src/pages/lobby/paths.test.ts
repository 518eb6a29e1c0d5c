import { describe, expect, it } from 'vitest';
import { lobbyPaths, lobbyReturnTo } from './paths';

/** Where a lobby login goes: back to the lobby page that asked for it, never elsewhere. */
describe('lobbyReturnTo', () => {
  it('goes back to the lobby page that sent the visitor to log in, its query kept', () => {
    expect(lobbyReturnTo({ from: '/m/replay/abc' })).toBe('/m/replay/abc');
    expect(lobbyReturnTo({ from: '/m/table/abc?watch=1' })).toBe('/m/table/abc?watch=1');
  });

  it("goes home without a page, or for another site's address, the console, or the login pages", () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: 3 },
      { from: 'https://evil.example/m/' },
      { from: '//evil.example/m/' },
      { from: '/contest/5' },
      { from: '/m/login' },
      { from: '/m/login?x=1' },
      { from: '/m/register' },
    ]) {
      expect(lobbyReturnTo(state)).toBe(lobbyPaths.home);
    }
  });
});
