import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US/ranking.json';
import ja from '../../locales/ja/ranking.json';
import kr from '../../locales/kr/ranking.json';
import zhCN from '../../locales/zh-CN/ranking.json';
import zhTW from '../../locales/zh-TW/ranking.json';
import { CHART_HEIGHT, rankChartLayout, rankChartOption, textWidth } from './rankChartOption';

const game = (i: number) => ({
  uuid: `g${i}`,
  end_time: 1_700_000_000 + i * 3600,
  rank: (i % 4) + 1,
  part_point_1: 25000,
  total_point: (i % 2 ? -1 : 1) * 12300 * i,
});
const games = (n: number) => Array.from({ length: n }, (_, i) => game(i));

/** Chart widths: the desktop dialog (1000 px less its padding), 1280 and 390/360 px screens, in between. */
const WIDTHS = [952, 600, 420, 310, 280];
const COUNTS = [1, 3, 10, 20];
const LANGS = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, ja, kr };

describe('the player detail chart lays out without overlaps (issue 29 #7)', () => {
  for (const [lang, texts] of Object.entries(LANGS)) {
    const names = { rank: texts.chartRank, points: texts.chartPoints };
    for (const width of WIDTHS)
      for (const n of COUNTS)
        it(`${lang}, ${width} px, ${n} games`, () => {
          const o = rankChartOption(games(n), names, width);
          const { legend, grid, xAxis, yAxis } = o;
          // the legend: on top, one line (it pages rather than wraps), above everything else
          expect(legend.type).toBe('scroll');
          expect(legend).not.toHaveProperty('bottom');
          const legendBottom = legend.top + legend.height;
          expect(legend.top).toBeGreaterThanOrEqual(0);

          // the axis names sit in their own band between the legend and the plot
          const [rank, points] = yAxis;
          const nameLine = rank.nameTextStyle.lineHeight;
          const namesTop = grid.top - rank.nameGap - nameLine;
          expect(namesTop).toBeGreaterThan(legendBottom);
          expect(points.nameGap).toBe(rank.nameGap);
          // the reversed placement axis names its start, which is the top (1st place), not the bottom (4th)
          expect(rank.inverse).toBe(true);
          expect(rank.nameLocation).toBe('start');
          expect(points.nameLocation).toBe('end');
          // side by side, left-aligned over the left axis and right-aligned over the right one: apart
          const rankRight = grid.left + textWidth(names.rank);
          const pointsLeft = width - grid.right - textWidth(names.points);
          expect(rankRight).toBeLessThan(pointsLeft);

          // 4th place is not on the plot's edge: the axis has half a place of room on each side
          expect(rank.min).toBeLessThan(1);
          expect(rank.max).toBeGreaterThan(4);

          // the date labels: two lines under the plot, inside the chart
          const labelsTop = CHART_HEIGHT - grid.bottom + xAxis.axisLabel.margin;
          const labelsBottom = labelsTop + 2 * xAxis.axisLabel.lineHeight;
          expect(labelsBottom).toBeLessThanOrEqual(CHART_HEIGHT);
          expect(xAxis.data.every((d) => /^\d\d-\d\d\n\d\d:\d\d$/.test(d))).toBe(true);
          // thinned so that the labels shown never touch each other
          const plotWidth = width - grid.left - grid.right;
          const shownEvery = xAxis.axisLabel.interval + 1;
          expect((plotWidth / n) * shownEvery).toBeGreaterThanOrEqual(textWidth('00-00') + 8);
          // and the plot keeps a usable height
          expect(CHART_HEIGHT - grid.top - grid.bottom).toBeGreaterThanOrEqual(150);
        });
  }

  it('thins the date labels only when they would not fit', () => {
    expect(rankChartLayout(952, 10).labelInterval).toBe(0);
    expect(rankChartLayout(280, 10).labelInterval).toBeGreaterThan(0);
    expect(rankChartLayout(280, 20).labelInterval).toBeGreaterThan(rankChartLayout(280, 10).labelInterval);
  });
});
