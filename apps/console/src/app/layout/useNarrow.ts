import { useEffect, useState } from 'react';

/** Narrow layout breakpoint (spec part 1 section 9). */
export const NARROW_MAX_WIDTH = 828;
const QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

/** True while the viewport is at most 828 px wide. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia(QUERY).matches);
  useEffect(() => {
    const mql = window.matchMedia(QUERY);
    const onChange = () => setNarrow(mql.matches);
    onChange();
    mql.addEventListener?.('change', onChange);
    return () => mql.removeEventListener?.('change', onChange);
  }, []);
  return narrow;
}
