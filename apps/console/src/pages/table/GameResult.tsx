import type { TablePlayer } from '@taikai/shared';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lobbyPaths } from '../lobby/paths';
import { finalName } from './names';
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
  const navigate = useNavigate();
  const titleId = useId();
  const rows = [...finished.result].sort((a, b) => a.placement - b.placement);
  return (
    <div className="tt-overlay" data-testid="game-result">
      <section className="tt-result" role="dialog" aria-labelledby={titleId}>
        <h3 id={titleId}>{finished.terminated ? t('table.final.terminated') : t('table.final.title')}</h3>
        <table className="tt-deltas">
          <thead>
            <tr>
              <th>{t('table.final.place')}</th>
              <th className="tt-who">{t('table.final.player')}</th>
              <th>{t('table.final.points')}</th>
              <th>{t('table.final.settlement')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const total = r.total_point / 1000;
              return (
                <tr key={r.seat} data-testid={`final-${r.placement}`}>
                  <td>{r.placement}</td>
                  <td className="tt-who">{finalName(t, players, r.seat)}</td>
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
            <Button onClick={() => navigate(recordLink)} data-testid="record-link">
              {t('table.final.record')}
            </Button>
          )}
          <Button type="primary" onClick={() => navigate(lobbyPaths.home)} data-testid="lobby-link">
            {t('table.final.lobby')}
          </Button>
        </div>
      </section>
    </div>
  );
}
