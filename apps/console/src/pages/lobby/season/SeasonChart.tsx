import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedPoints } from '../../ranking/playerStats';
import { CHART_HEIGHT, type ChartGame, chartLayout } from './chartGeometry';

/** Until the chart has measured its box (and in jsdom, which lays nothing out). */
const DEFAULT_WIDTH = 320;

/** The width of an element, followed as it changes (a phone turned, the window resized). */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const shortTime = (unix: number) => dayjs.unix(unix).format('MM-DD HH:mm');

/**
 * My recent games (up to 20, oldest first) as the organiser's chart shows them: placement as a line on a reversed
 * 1–4 axis, each game's settlement as a bar. Plain SVG drawn to the measured width (text stays at its size on a
 * phone and on a desktop); each game's point carries its date, placement and points as a tooltip, and the whole
 * chart is one image described in words for screen readers (the list below has every game too).
 */
export function SeasonChart({ games }: { games: readonly ChartGame[] }) {
  const { t } = useTranslation();
  const [box, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const descId = useId();
  const layout = chartLayout(games, width);
  const { plot } = layout;
  const gameText = (g: ChartGame) =>
    t('myseason.chartGame', { time: shortTime(g.end_time), n: g.rank, points: signedPoints(g.total_point) });
  const placementName = t('myseason.chartPlacement');
  const pointsName = t('myseason.chartPoints');
  const first = games[0];
  const last = games[games.length - 1];
  return (
    <div ref={box} className="lobby-chart" data-testid="lobby-season-chart">
      <div className="lobby-chart-legend" aria-hidden="true">
        <span>
          <span className="lobby-chart-key is-line" />
          {placementName}
        </span>
        <span>
          <span className="lobby-chart-key is-bar" />
          {pointsName}
        </span>
      </div>
      <svg
        width={width}
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{t('myseason.chartTitle', { count: games.length })}</title>
        <desc id={descId}>{games.map(gameText).join('; ')}</desc>
        {/* the image's parts: role="img" makes them one picture, described by the title and desc above */}
        <g>
          {/* placement grid and axis (left) */}
          {[1, 2, 3, 4].map((rank) => (
            <g key={rank}>
              <line
                x1={plot.x0}
                x2={plot.x1}
                y1={layout.rankY(rank)}
                y2={layout.rankY(rank)}
                className="lobby-chart-grid"
              />
              <text x={plot.x0 - 8} y={layout.rankY(rank) + 4} textAnchor="end" className="lobby-chart-axis">
                {rank}
              </text>
            </g>
          ))}
          {/* points axis (right): +max, 0, -max */}
          {[layout.max, 0, -layout.max].map((v) => (
            <text key={v} x={plot.x1 + 6} y={layout.pointY(v) + 4} className="lobby-chart-axis">
              {v > 0 ? `+${v}` : v}
            </text>
          ))}
          <line x1={plot.x0} x2={plot.x1} y1={layout.pointY(0)} y2={layout.pointY(0)} className="lobby-chart-zero" />
          {layout.bars.map((b) => (
            <rect
              key={b.game.uuid}
              x={b.x}
              y={b.y}
              width={b.width}
              height={Math.max(b.height, 1)}
              className={`lobby-chart-bar ${b.positive ? 'is-plus' : 'is-minus'}`}
            />
          ))}
          <polyline points={layout.line.map((p) => `${p.x},${p.y}`).join(' ')} className="lobby-chart-line" />
          {layout.line.map((p) => (
            <circle key={p.game.uuid} cx={p.x} cy={p.y} r={4} className="lobby-chart-dot">
              <title>{gameText(p.game)}</title>
            </circle>
          ))}
          {first && (
            <text x={plot.x0} y={CHART_HEIGHT - 6} className="lobby-chart-axis">
              {shortTime(first.end_time)}
            </text>
          )}
          {last && games.length > 1 && (
            <text x={plot.x1} y={CHART_HEIGHT - 6} textAnchor="end" className="lobby-chart-axis">
              {shortTime(last.end_time)}
            </text>
          )}
        </g>
      </svg>
    </div>
  );
}
