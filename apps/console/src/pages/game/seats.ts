import { LIMITS, playersOfRoundType } from '@taikai/shared';

/**
 * The create-game seat board as pure functions (spec part 2 sections 2 "Create game page", 4 "Seat filling" and
 * 5 "Create game"): seats by round type, filled, emptied, swapped, robots, per-seat points and the start checks.
 */

export interface Seat {
  /** internal account id; 0 for a robot or an empty seat */
  account_id: number;
  nickname: string;
  empty: boolean;
  robot: boolean;
  points: number;
}

export interface SeatPlayer {
  account_id: number;
  nickname: string;
}

/** Wind keys of the seats, east first (three-player tables have no north). */
export const WINDS = ['east', 'south', 'west', 'north'] as const;

/**
 * A seat's wind (0 east …) in hand `ju` of a round: the dealer of hand `ju` is seat `ju` and the winds follow the
 * seats from there (3-player: east, south, west), as the server gives it (lobby/my-games.service.ts `windOf`; the
 * lobby has its own copy in pages/lobby/GameSeats.tsx so that neither page loads the other's code).
 */
export function handWind(seat: number, ju: number, players: number): number {
  const n = players === 3 ? 3 : 4;
  return (((seat - ju) % n) + n) % n;
}

export const seatCountOf = (roundType: number): 3 | 4 => playersOfRoundType(roundType);

export const defaultInitPoint = (initPoint: number | undefined): number =>
  initPoint && initPoint > 0 ? initPoint : LIMITS.defaultInitPoint;

const emptySeat = (points: number): Seat => ({ account_id: 0, nickname: '', empty: true, robot: false, points });

export function emptySeats(count: number, points: number): Seat[] {
  return Array.from({ length: count }, () => emptySeat(points));
}

export const freeSeatCount = (seats: readonly Seat[]): number => seats.filter((s) => s.empty).length;

export const isSeated = (seats: readonly Seat[], accountId: number): boolean =>
  accountId > 0 && seats.some((s) => !s.empty && !s.robot && s.account_id === accountId);

/**
 * Puts a player in seat `index` (or the first empty seat). A player already seated elsewhere moves there; the
 * seat's former occupant, if any, takes the player's old seat (a swap) or is replaced when the player came from
 * outside the board. Unchanged when there is no empty seat to take.
 */
export function seatPlayer(seats: readonly Seat[], player: SeatPlayer, index?: number): Seat[] {
  const target = index ?? seats.findIndex((s) => s.empty);
  if (target < 0 || target >= seats.length) return [...seats];
  const from = seats.findIndex((s) => !s.empty && !s.robot && s.account_id === player.account_id);
  if (from === target) return [...seats];
  if (from >= 0) return swapSeats(seats, from, target);
  const next = [...seats];
  next[target] = {
    ...next[target],
    account_id: player.account_id,
    nickname: player.nickname,
    empty: false,
    robot: false,
  };
  return next;
}

/** Seats a robot in the first empty seat (unchanged when none is empty). */
export function addRobot(seats: readonly Seat[]): Seat[] {
  const target = seats.findIndex((s) => s.empty);
  if (target < 0) return [...seats];
  const next = [...seats];
  next[target] = { ...next[target], account_id: 0, nickname: '', empty: false, robot: true };
  return next;
}

/** Empties a seat; its points stay. */
export function clearSeat(seats: readonly Seat[], index: number): Seat[] {
  return seats.map((s, i) => (i === index ? emptySeat(s.points) : s));
}

/** Swaps two seats' occupants; each seat keeps its own points. */
export function swapSeats(seats: readonly Seat[], a: number, b: number): Seat[] {
  if (a === b || !seats[a] || !seats[b]) return [...seats];
  const next = [...seats];
  const occupant = ({ account_id, nickname, empty, robot }: Seat) => ({ account_id, nickname, empty, robot });
  next[a] = { ...seats[a], ...occupant(seats[b]) };
  next[b] = { ...seats[b], ...occupant(seats[a]) };
  return next;
}

export function setSeatPoints(seats: readonly Seat[], index: number, points: number): Seat[] {
  return seats.map((s, i) => (i === index ? { ...s, points } : s));
}

export type SeatProblem =
  | { kind: 'notFilled' }
  | { kind: 'allRobots' }
  | { kind: 'pointsSum'; required: number; actual: number };

/** Why the game cannot start yet, or null (spec part 2 section 5 "Create game"). */
export function seatProblem(seats: readonly Seat[], initPoint: number): SeatProblem | null {
  if (seats.some((s) => s.empty)) return { kind: 'notFilled' };
  if (seats.every((s) => s.robot)) return { kind: 'allRobots' };
  const required = initPoint * seats.length;
  const actual = seats.reduce((sum, s) => sum + s.points, 0);
  if (actual !== required) return { kind: 'pointsSum', required, actual };
  return null;
}

/** `account_list` and `init_points` of create_game_plan, seat by seat (0 = robot). */
export function planSeats(seats: readonly Seat[]): { account_list: number[]; init_points: number[] } {
  return {
    account_list: seats.map((s) => (s.robot ? 0 : s.account_id)),
    init_points: seats.map((s) => s.points),
  };
}
