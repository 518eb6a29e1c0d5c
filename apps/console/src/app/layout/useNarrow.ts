import { useMediaQuery } from './useMediaQuery';

/** Narrow layout breakpoint (spec part 1 section 9). */
export const NARROW_MAX_WIDTH = 828;
const QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

/** True while the viewport is at most 828 px wide. */
export function useNarrow(): boolean {
  return useMediaQuery(QUERY);
}
