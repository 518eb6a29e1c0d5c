import type { TablePlayer } from '@taikai/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lobbyPaths } from '../lobby/paths';
import type { TableFinished } from './tableStore';

/** End of the game: placements with raw points and the settlement (uma/oka), and where the record is. */
export function GameResult({
  finished,
  players,
  recordLink,
}: {
  finished: TableFinished;
  players: TablePlayer[];
  recordLink: string | null;
}) {
  const { t } = useTranslation();
  const rows = [...finished.result].sort((a, b) => a.placement - b.placement);
  return (
    <div className="tt-overlay" data-testid="game-result">
      <div className="tt-result">
        <h3>{finished.terminated ? t('table.final.terminated') : t('table.final.title')}</h3>
        <table className="tt-deltas">
          <thead>
            <tr>
              <th>{t('table.final.place')}</th>
              <th>{t('table.final.player')}</th>
              <th>{t('table.final.points')}</th>
              <th>{t('table.final.settlement')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const p = players.find((x) => x.seat === r.seat);
              const total = r.total_point / 1000;
              return (
                <tr key={r.seat} data-testid={`final-${r.placement}`}>
                  <td>{r.placement}</td>
                  <td>{!p ? `#${r.seat}` : p.robot ? t('table.robot') : p.nickname}</td>
                  <td>{r.part_point_1}</td>
                  <td className={total > 0 ? 'tt-plus' : total < 0 ? 'tt-minus' : undefined}>
                    {total > 0 ? `+${total.toFixed(1)}` : total.toFixed(1)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="tt-final-links">
          {recordLink && (
            <Link to={recordLink} data-testid="record-link">
              <Button>{t('table.final.record')}</Button>
            </Link>
          )}
          <Link to={lobbyPaths.home}>
            <Button type="primary">{t('table.final.lobby')}</Button>
          </Link>
        </div>
      </div>
    </div>
  );
}
