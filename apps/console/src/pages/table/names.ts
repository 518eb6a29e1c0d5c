import type { TablePlayer } from '@taikai/shared';

type T = (key: string, params?: Record<string, unknown>) => string;

/** A seat's name as the table shows it: the nickname, "Robot" for a robot, `#seat` when nobody is known there. */
export function playerName(t: T, players: readonly TablePlayer[], seat: number): string {
  const p = players.find((x) => x.seat === seat);
  return !p ? `#${seat}` : p.robot ? t('table.robot') : p.nickname;
}

/** Seat wind and name ("W Robot"): three robots are told apart by their winds, as on the board. */
export function seatLabel(t: T, players: readonly TablePlayer[], seat: number, wind: number | undefined): string {
  const name = playerName(t, players, seat);
  return wind === undefined ? name : t('table.who', { wind: t(`table.winds.${wind}`), name });
}

/**
 * A seat's name in the final standings: the nickname; a robot with its starting wind ("E Robot"), as robots are told
 * apart on the board, since they all share one name.
 */
export function finalName(t: T, players: readonly TablePlayer[], seat: number): string {
  const p = players.find((x) => x.seat === seat);
  return p?.robot ? seatLabel(t, players, seat, seat) : playerName(t, players, seat);
}
