import type { Season } from '@taikai/shared';

/** Seasons for the user-card selector: by state (pending, running, finished, ended), then newest start first. */
export function sortSeasons(list: readonly Season[]): Season[] {
  return [...list].sort((a, b) => a.state - b.state || b.start_time - a.start_time || b.season_id - a.season_id);
}

/** `total_game_count` from a player's `account_data` JSON text; 0 when absent or unreadable. */
export function gameCount(accountData: string | null | undefined): number {
  if (!accountData) return 0;
  try {
    const value: unknown = JSON.parse(accountData);
    const count = value && typeof value === 'object' ? (value as Record<string, unknown>).total_game_count : undefined;
    return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.floor(count) : 0;
  } catch {
    return 0;
  }
}
