/**
 * What a game looks like to someone who watches it behind the game (TAIKAI_WATCH_DELAY seconds: everyone but the
 * contest's creator and managers). They are shown the position the game had `delay` seconds ago — the last hand
 * reached by then (game_hands) — and its end only once it is that old, on every path: the live progress call, the
 * lists of games to watch, the records and their logs, the table socket.
 */

export interface Position {
  chang: number;
  ju: number;
  ben: number;
  scores: number[];
  is_end: boolean;
  /** when this position was reached (unix seconds) */
  update_time: number;
}

/** A hand's position as game_hands keeps it: reached at `at`. */
export interface HandPosition {
  chang: number;
  ju: number;
  ben: number;
  scores: number[];
  at: number;
}

export interface GameNow {
  /** the game's position now */
  live: Position;
  /** when it ended (finished or terminated), else null */
  end_time: number | null;
}

/**
 * The position shown `delay` seconds behind: the game's own when it ended that long ago (or there is no delay);
 * else the last of its hand positions (in the order reached) reached by `now - delay`, or its first (the start, the
 * starting points) when none is that old. Null for a game without hand positions (none may be shown).
 */
export function delayedPosition(
  game: GameNow,
  hands: readonly HandPosition[],
  now: number,
  delay: number,
): Position | null {
  if (delay <= 0) return game.live;
  if (game.end_time !== null && endShown(game.end_time, now, delay)) return game.live;
  let shown: HandPosition | undefined = hands[0];
  for (const h of hands) if (h.at <= now - delay) shown = h;
  if (!shown) return null;
  return {
    chang: shown.chang,
    ju: shown.ju,
    ben: shown.ben,
    scores: shown.scores,
    is_end: false,
    update_time: shown.at,
  };
}

/** Whether the end of a game that ended at `endTime` may be shown yet to someone behind the game. */
export function endShown(endTime: number, now: number, delay: number): boolean {
  return delay <= 0 || endTime <= now - delay;
}
