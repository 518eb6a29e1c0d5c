import type { PlayerData } from '@taikai/shared';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_HEIGHT, rankChartOption } from './rankChartOption';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * Recent games: placement as a line on a reversed 1–4 axis, points (÷ 1000) as bars (spec part 2 section 2). The
 * layout (legend on top, axis names, plot, thinned date labels) is recomputed for the chart's width whenever it
 * changes (`rankChartOption`), so nothing overlaps in the desktop dialog or on a phone.
 */
export default function RankChart({ games }: { games: PlayerData['recent'] }) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = el.current;
    // jsdom (component tests) has no canvas; the chart is drawn in real browsers only
    if (!node || navigator.userAgent.includes('jsdom')) return;
    const chart = echarts.init(node, undefined, { renderer: 'canvas' });
    const names = { rank: t('ranking.chartRank'), points: t('ranking.chartPoints') };
    let width = -1;
    const layout = () => {
      const w = node.clientWidth;
      if (w !== width) {
        width = w;
        chart.setOption(rankChartOption(games, names, w), { notMerge: true });
      }
      chart.resize();
    };
    layout();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(layout);
    observer?.observe(node);
    window.addEventListener('resize', layout);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', layout);
      chart.dispose();
    };
  }, [games, t]);
  return (
    <div
      ref={el}
      data-testid="rank-chart"
      role="img"
      aria-label={t('ranking.chartTitle')}
      style={{ height: CHART_HEIGHT, width: '100%' }}
    />
  );
}
