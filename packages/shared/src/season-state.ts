import { SeasonState, type SeasonStateValue } from './enums.js';

/** Season state is derived, never stored (DESIGN section 4). */
export function seasonStateAt(
  season: { ended: boolean | number; start_time: number; end_time: number },
  now: number,
): SeasonStateValue {
  if (season.ended) return SeasonState.Ended;
  if (now < season.start_time) return SeasonState.Pending;
  if (now < season.end_time) return SeasonState.Running;
  return SeasonState.Finished;
}
