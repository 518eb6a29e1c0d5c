import type { MySeasonReply } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signedPoints } from '../../ranking/playerStats';
import { lobbyTime } from '../format';
import { seatName } from '../GameSeats';
import { PlayIcon } from '../icons';
import { lobbyPaths } from '../paths';
import { Button, Card, Empty, Tag } from '../ui';
import { type MyGameRow, myGameRow, pageCount, ranksOf } from './seasonGames';

function GameRow({ row }: { row: MyGameRow }) {
  const { t } = useTranslation();
  const time = lobbyTime(row.end_time);
  return (
    <li className="lobby-season" data-testid={`lobby-season-game-${row.uuid}`}>
      <div className="lobby-season-head">
        <span className="lobby-season-name">
          <span data-testid="lobby-season-game-placement">{t('lobby.placement', { n: row.placement })}</span> ·{' '}
          {row.part_point_1.toLocaleString()}
        </span>
        <span className={row.total_point >= 0 ? 'lobby-plus' : 'lobby-minus'}>{signedPoints(row.total_point)}</span>
      </div>
      <div className="lobby-result-foot">
        <div className="lobby-muted">
          {time}
          {row.others.length > 0 && (
            <>
              {' · '}
              {t('myseason.withPlayers', {
                names: row.others.map((o) => seatName(t, o)).join(t('lobby.listSeparator')),
              })}
            </>
          )}
          {row.terminated && (
            <Tag color="red" className="lobby-tag-inline">
              {t('lobby.terminated')}
            </Tag>
          )}
          {row.offline && <Tag className="lobby-tag-inline">{t('lobby.offline')}</Tag>}
        </div>
        {row.offline ? (
          // a table played in person has no replay (the server answers 2606): say so instead of a link that fails
          <span className="lobby-muted" data-testid="lobby-season-no-replay">
            {t('lobby.noReplay')}
          </span>
        ) : (
          <Link
            to={lobbyPaths.replay(row.uuid)}
            className="lobby-btn lobby-btn-default lobby-btn-small"
            aria-label={t('myseason.replayOf', { n: row.placement, time })}
            data-testid="lobby-season-replay"
          >
            <PlayIcon />
            <span>{t('myseason.replay')}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * My finished games in the season, newest first, a page at a time, each with placement, raw and settled points,
 * who else played, and a Replay button (the replay page decides what I may see; a table played in person says it has
 * none). Previous / next below the list.
 */
export function SeasonGames({
  reply,
  page,
  pageSize,
  busy,
  onPage,
}: {
  reply: MySeasonReply;
  page: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { record_list: list, total } = reply.records;
  const pages = pageCount(total, pageSize);
  const ranks = ranksOf(reply.data.recent);
  const me = reply.data.player.account_id;
  return (
    <Card
      title={t('myseason.gamesTitle')}
      extra={
        total > 0 ? (
          <span className="lobby-muted" data-testid="lobby-season-total">
            {t('myseason.gamesTotal', { count: total })}
          </span>
        ) : undefined
      }
      data-testid="lobby-season-games-list"
    >
      {total === 0 ? (
        <Empty data-testid="lobby-season-no-finished">{t('myseason.noFinished')}</Empty>
      ) : (
        <>
          {list.length === 0 ? (
            <Empty>{t('myseason.emptyPage')}</Empty>
          ) : (
            <ul className="lobby-plain-list" aria-busy={busy}>
              {list.map((r) => (
                <GameRow key={r.uuid} row={myGameRow(r, me, ranks)} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="lobby-pager" aria-label={t('myseason.pager')}>
              <Button onClick={() => onPage(page - 1)} disabled={page <= 1} data-testid="lobby-season-prev">
                {t('myseason.prev')}
              </Button>
              <span className="lobby-muted" aria-live="polite" data-testid="lobby-season-page-of">
                {t('myseason.page', { page, pages })}
              </span>
              <Button onClick={() => onPage(page + 1)} disabled={page >= pages} data-testid="lobby-season-next">
                {t('myseason.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </Card>
  );
}
