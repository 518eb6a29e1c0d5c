import type { PlayerData } from '@taikai/shared';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../season/seasonDisplay';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Recent games: placement as a line on a reversed 1–4 axis, points (÷ 1000) as bars (spec part 2 section 2). */
export default function RankChart({ games }: { games: PlayerData['recent'] }) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom (component tests) has no canvas; the chart is drawn in real browsers only
    if (!el.current || navigator.userAgent.includes('jsdom')) return;
    const chart = echarts.init(el.current, undefined, { renderer: 'canvas' });
    const rankName = t('ranking.chartRank');
    const pointName = t('ranking.chartPoints');
    chart.setOption({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { data: [rankName, pointName] },
      grid: { left: 48, right: 48, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: games.map((g) => formatTime(g.end_time).slice(5, 16)) },
      yAxis: [
        { type: 'value', name: rankName, min: 1, max: 4, interval: 1, inverse: true },
        { type: 'value', name: pointName, splitLine: { show: false } },
      ],
      series: [
        { name: pointName, type: 'bar', yAxisIndex: 1, data: games.map((g) => g.total_point / 1000), barMaxWidth: 18 },
        { name: rankName, type: 'line', yAxisIndex: 0, data: games.map((g) => g.rank), symbolSize: 8 },
      ],
    });
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [games, t]);
  return (
    <div ref={el} data-testid="rank-chart" role="img" aria-label={t('ranking.chartTitle')} style={{ height: 280 }} />
  );
}
