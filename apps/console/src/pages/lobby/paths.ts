/** The lobby's routes under `/m/` (the "mobile site"), in one place for links and tests. */
export const LOBBY_BASE = '/m';
export const lobbyPaths = {
  home: '/m/',
  login: '/m/login',
  register: '/m/register',
  /** The players' table of a running game (issue 11 builds the page; the lobby links here). */
  table: (gameUuid: string) => `/m/table/${encodeURIComponent(gameUuid)}`,
} as const;

/** Whether a browser path belongs to the lobby (used to send a logged-out lobby user to the lobby's login). */
export function isLobbyPath(pathname: string): boolean {
  return pathname === LOBBY_BASE || pathname.startsWith(`${LOBBY_BASE}/`);
}
