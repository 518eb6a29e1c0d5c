/** The lobby's routes under `/m/` (the "mobile site"), in one place for links and tests. */
export const LOBBY_BASE = '/m';
export const lobbyPaths = {
  home: '/m/',
  login: '/m/login',
  register: '/m/register',
  /** The players' table of a running game. */
  table: (gameUuid: string) => `/m/table/${encodeURIComponent(gameUuid)}`,
  /** The same table as a watcher (managers live, contest observers behind by the watch delay). */
  watch: (gameUuid: string) => `/m/table/${encodeURIComponent(gameUuid)}?watch=1`,
  /** A player's own season: standing, statistics, chart and finished games. */
  season: (uniqueId: number, seasonId: number) => `/m/season/${uniqueId}/${seasonId}`,
  /** A finished game's replay: by link, from the records page, my games and the game-over screen. */
  replay: (gameUuid: string) => `/m/replay/${encodeURIComponent(gameUuid)}`,
} as const;

/**
 * Where a login goes: back to the lobby page that sent the visitor to it (`state.from`, e.g. a replay they were
 * refused while logged out), else the lobby's home. Only a lobby path is followed, never the login or registration
 * page itself nor another site's address.
 */
export function lobbyReturnTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith(`${LOBBY_BASE}/`) || from.startsWith('//')) return lobbyPaths.home;
  const path = from.split(/[?#]/)[0];
  return path === lobbyPaths.login || path === lobbyPaths.register ? lobbyPaths.home : from;
}

/** Whether a browser path belongs to the lobby (used to send a logged-out lobby user to the lobby's login). */
export function isLobbyPath(pathname: string): boolean {
  return pathname === LOBBY_BASE || pathname.startsWith(`${LOBBY_BASE}/`);
}

/** Whether a browser location is a seat at a table (not a watcher's view of one). */
export function atTable(pathname: string, search = ''): boolean {
  return pathname.startsWith(`${LOBBY_BASE}/table/`) && !new URLSearchParams(search).has('watch');
}
