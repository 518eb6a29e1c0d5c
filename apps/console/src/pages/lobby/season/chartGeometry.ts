/**
 * The geometry of the lobby's season chart (SeasonChart.tsx), apart from drawing so it can be tested: the organiser's
 * chart (ranking/RankChart, ECharts) drawn as plain SVG — placement as a line on a reversed 1–4 axis (1st at the
 * top), each game's settlement (÷ 1000) as a bar from zero, the games oldest first.
 */
import type { PlayerData } from '@taikai/shared';

export type ChartGame = PlayerData['recent'][number];

export const CHART_HEIGHT = 180;
/** Room for the placement axis (left), the points axis (right), the dates (bottom); the legend is above, in HTML. */
export const PAD = { top: 10, right: 40, bottom: 24, left: 24 } as const;
const MAX_BAR = 16;

export interface ChartLayout {
  width: number;
  plot: { x0: number; x1: number; y0: number; y1: number };
  /** y of placement 1…4 */
  rankY: (rank: number) => number;
  /** y of a settlement in points (÷ 1000) */
  pointY: (value: number) => number;
  /** the points axis runs from -max to +max */
  max: number;
  bars: { x: number; y: number; width: number; height: number; positive: boolean; game: ChartGame }[];
  line: { x: number; y: number; game: ChartGame }[];
}

/** The smallest of 10, 20, 50, 100, 200, … not below `v` (the points axis's end). */
export function niceMax(v: number): number {
  let step = 10;
  for (;;) {
    for (const m of [1, 2, 5]) if (step * m >= v) return step * m;
    step *= 10;
  }
}

/** Where everything goes on a chart `width` pixels wide (the games in play order, oldest first). */
export function chartLayout(games: readonly ChartGame[], width: number): ChartLayout {
  const plot = { x0: PAD.left, x1: width - PAD.right, y0: PAD.top, y1: CHART_HEIGHT - PAD.bottom };
  const h = plot.y1 - plot.y0;
  const rankY = (rank: number) => plot.y0 + ((Math.min(Math.max(rank, 1), 4) - 1) / 3) * h;
  const max = niceMax(Math.max(0, ...games.map((g) => Math.abs(g.total_point) / 1000)));
  const mid = plot.y0 + h / 2;
  const pointY = (value: number) => mid - (value / max) * (h / 2);
  const slot = games.length > 0 ? (plot.x1 - plot.x0) / games.length : 0;
  const barWidth = Math.max(2, Math.min(MAX_BAR, slot * 0.6));
  const cx = (i: number) => plot.x0 + slot * (i + 0.5);
  const bars = games.map((game, i) => {
    const y = pointY(game.total_point / 1000);
    return {
      x: cx(i) - barWidth / 2,
      y: Math.min(y, mid),
      width: barWidth,
      height: Math.abs(y - mid),
      positive: game.total_point >= 0,
      game,
    };
  });
  const line = games.map((game, i) => ({ x: cx(i), y: rankY(game.rank), game }));
  return { width, plot, rankY, pointY, max, bars, line };
}
