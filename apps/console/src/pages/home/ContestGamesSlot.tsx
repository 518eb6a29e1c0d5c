import type { Season } from '@taikai/shared';

/**
 * SLOT for the games area: the number of games running (and planned) in a contest's current season, on its home
 * card. It shows nothing until the games helper fills it from the running-games data (a count the server sends —
 * never an estimate). Rendered by CurrentSeasonLine under the players and sign-ups.
 */
export function ContestGamesSlot(_props: { uniqueId: number; season: Season }) {
  return null;
}
