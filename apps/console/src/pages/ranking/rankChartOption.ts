import type { PlayerData } from '@taikai/shared';
import dayjs from 'dayjs';

/**
 * The player detail chart's option (issue 29 #7): the legend, the axis names, the plot and the date labels each get
 * a band of their own, computed from the chart's width, so nothing overlaps at any dialog width (the desktop dialog
 * ~950 px, a phone ~280 px):
 *
 *   legend (one line, scrolls when narrow) │ axis names │ plot │ date labels (two lines, thinned)
 *
 * Placement is drawn on a reversed 1–4 axis with room above 1st and below 4th, so the line's marks never touch the
 * plot's edges, the axis names or the date labels.
 */

export const CHART_HEIGHT = 300;
const FONT = 12;
const LINE = 16;
const LEGEND_TOP = 4;
const LEGEND_ITEM = 14;
const GAP = 8;
const NAME_GAP = 10;
const LABEL_MARGIN = 8;
const SIDE_LEFT = 36;
const SIDE_RIGHT = 52;

/** A rough text width at 12 px: CJK and Hangul full width, the rest about 7 px. */
export function textWidth(text: string, size = FONT): number {
  let w = 0;
  for (const ch of text) w += /[\u1100-\u11ff\u2e80-\ufaff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? size : size * 0.6;
  return Math.ceil(w);
}

export interface Band {
  top: number;
  bottom: number;
}

/** The bands of the layout, top to bottom, and how the date labels are thinned. */
export interface RankChartLayout {
  width: number;
  height: number;
  legend: Band;
  names: Band;
  plot: Band & { left: number; right: number };
  labels: Band;
  /** Show every (interval + 1)-th date label. */
  labelInterval: number;
  labelWidth: number;
}

export function rankChartLayout(width: number, games: number): RankChartLayout {
  const height = CHART_HEIGHT;
  const legend = { top: LEGEND_TOP, bottom: LEGEND_TOP + LEGEND_ITEM + 2 };
  const names = { top: legend.bottom + GAP, bottom: legend.bottom + GAP + LINE };
  const plotTop = names.bottom + NAME_GAP;
  // date labels: "MM-DD" over "HH:mm", never rotated; two lines below the axis
  const labels = { bottom: height - 4, top: height - 4 - 2 * LINE };
  const plotBottom = labels.top - LABEL_MARGIN;
  const plotWidth = Math.max(1, width - SIDE_LEFT - SIDE_RIGHT);
  const labelWidth = textWidth('00-00');
  const perCategory = plotWidth / Math.max(1, games);
  const labelInterval = Math.max(0, Math.ceil((labelWidth + GAP) / perCategory) - 1);
  return {
    width,
    height,
    legend,
    names,
    plot: { top: plotTop, bottom: plotBottom, left: SIDE_LEFT, right: width - SIDE_RIGHT },
    labels,
    labelInterval,
    labelWidth,
  };
}

/** ECharts' option for the recent games (in the order given, left to right), laid out for `width` pixels. */
export function rankChartOption(games: PlayerData['recent'], names: { rank: string; points: string }, width: number) {
  const l = rankChartLayout(width, games.length);
  const narrow = width < 480;
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: {
      data: [names.rank, names.points],
      // one line whatever the language and width: it pages instead of wrapping onto the plot
      type: 'scroll',
      top: l.legend.top,
      left: 'center',
      itemHeight: LEGEND_ITEM - 4,
      itemWidth: 18,
      height: l.legend.bottom - l.legend.top,
      textStyle: { fontSize: FONT },
    },
    grid: {
      left: l.plot.left,
      right: width - l.plot.right,
      top: l.plot.top,
      bottom: l.height - l.plot.bottom,
      containLabel: false,
    },
    xAxis: {
      type: 'category',
      data: games.map((g) => `${dayjs.unix(g.end_time).format('MM-DD')}\n${dayjs.unix(g.end_time).format('HH:mm')}`),
      axisTick: { alignWithLabel: true },
      axisLabel: {
        interval: l.labelInterval,
        margin: LABEL_MARGIN,
        fontSize: FONT,
        lineHeight: LINE,
        hideOverlap: true,
      },
    },
    yAxis: [
      {
        type: 'value',
        name: names.rank,
        // the axis is reversed: its start is the top, above 1st place
        nameLocation: 'start',
        nameGap: NAME_GAP,
        nameTextStyle: { align: 'left', fontSize: FONT, lineHeight: LINE },
        min: 0.5,
        max: 4.5,
        interval: 1,
        inverse: true,
        axisLabel: { customValues: [1, 2, 3, 4], fontSize: FONT },
        axisTick: { customValues: [1, 2, 3, 4] },
        splitLine: { show: false },
      },
      {
        type: 'value',
        name: names.points,
        nameLocation: 'end',
        nameGap: NAME_GAP,
        nameTextStyle: { align: 'right', fontSize: FONT, lineHeight: LINE },
        axisLabel: { fontSize: FONT },
        splitNumber: narrow ? 3 : 5,
      },
    ],
    series: [
      {
        name: names.points,
        type: 'bar',
        yAxisIndex: 1,
        data: games.map((g) => g.total_point / 1000),
        barMaxWidth: 18,
        itemStyle: { opacity: 0.55 },
      },
      {
        name: names.rank,
        type: 'line',
        yAxisIndex: 0,
        data: games.map((g) => g.rank),
        symbolSize: 8,
        z: 3,
      },
    ],
  };
}
