/**
 * The console's top bar sticks to the top of the window (TopBar.tsx); a page part that sticks while scrolling
 * (an antd Affix or Anchor at BELOW_TOP_BAR, a full-width `position: sticky` bar at TOP_BAR_HEIGHT, flush under
 * it: the rule editor's toolbar) goes below it, never under it.
 */
export const TOP_BAR_HEIGHT = 64;

/** Above antd's affixed layer (zIndexBase + 10) so nothing affixed draws over the bar; below its popups (1000+). */
export const TOP_BAR_Z_INDEX = 100;

/** The top offset of a page part that sticks while scrolling: below the top bar, with a gap. */
export const BELOW_TOP_BAR = TOP_BAR_HEIGHT + 16;
