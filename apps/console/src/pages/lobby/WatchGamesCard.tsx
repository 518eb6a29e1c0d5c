import type { WatchGame } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { useWatchGames } from '../../api/lobby';
import { localizedContent } from '../../i18n';
import { lobbyTime } from './format';
import { GameSeats, roundText, seatName, windOf } from './GameSeats';
import { PlayIcon } from './icons';
import { lobbyPaths } from './paths';
import { Alert, Card, Tag } from './ui';

/** Games grouped by contest, in the order the server lists them (each contest's oldest game first). */
export function byContest(games: readonly WatchGame[]): { uniqueId: number; games: WatchGame[] }[] {
  const groups = new Map<number, WatchGame[]>();
  for (const g of games) {
    const list = groups.get(g.unique_id);
    if (list) list.push(g);
    else groups.set(g.unique_id, [g]);
  }
  return [...groups].map(([uniqueId, list]) => ({ uniqueId, games: list }));
}

/** One game: its round (as far as I may see it), live or behind, paused, the seats with scores, and Watch. */
function WatchRow({ game, delay }: { game: WatchGame; delay: number }) {
  const { t } = useTranslation();
  const names = [...game.players].sort((a, b) => a.seat - b.seat).map((p) => seatName(t, p));
  return (
    <div className="lobby-season" data-testid={`lobby-watch-${game.game_uuid}`}>
      <div className="lobby-season-head">
        <span className="lobby-season-name" data-testid="lobby-watch-round">
          {roundText(t, game)}
        </span>
        <span className="lobby-tags">
          {game.paused === 1 && <Tag color="orange">{t('lobby.paused')}</Tag>}
          {game.live ? (
            <Tag color="green">{t('lobby.watch.live')}</Tag>
          ) : (
            <Tag color="blue">
              <span data-testid="lobby-watch-delay">{t('lobby.watch.behind', { seconds: delay })}</span>
            </Tag>
          )}
        </span>
      </div>
      <div className="lobby-muted">
        {t('lobby.seasonN', { n: game.season_id })} · {t('lobby.watch.started', { time: lobbyTime(game.start_time) })}
      </div>
      <GameSeats
        testId="lobby-watch-seat"
        seats={game.players.map((p) => ({
          seat: p.seat,
          wind: windOf(p.seat, game.ju, game.players.length),
          name: seatName(t, p),
          value: p.score.toLocaleString(),
        }))}
      />
      <Link
        to={lobbyPaths.watch(game.game_uuid)}
        className="lobby-btn lobby-btn-default lobby-btn-block"
        aria-label={t('lobby.watch.watchGame', { players: names.join(t('lobby.listSeparator')) })}
        data-testid="lobby-watch-link"
        data-track="lobby-watch"
      >
        <PlayIcon />
        <span>{t('lobby.watch.watch')}</span>
      </Link>
    </div>
  );
}

/**
 * Games to watch: the live games of every contest I observe or manage, by contest, each with its round,
 * seats and scores as I may see them — a manager live, an observer `delay_seconds` behind (said on each game) — and
 * a Watch button to the table. Shown only when there is a game: most players observe nothing. A failed first read
 * leaves the card out; a failed later read keeps the games last read, with a note.
 */
export function WatchGamesCard() {
  const { t } = useTranslation();
  const { data, isError, error } = useWatchGames();
  const games = data?.games ?? [];
  if (games.length === 0) return null;
  return (
    <Card title={t('lobby.watch.title')} data-testid="lobby-watch-games">
      {isError && (
        <Alert type="warning" className="lobby-watch-stale" data-testid="lobby-watch-stale">
          {t('lobby.watch.stale', { message: errorText(error) })}
        </Alert>
      )}
      {byContest(games).map((group) => {
        const first = group.games[0];
        return (
          <section
            key={group.uniqueId}
            className="lobby-watch-contest"
            data-testid={`lobby-watch-contest-${group.uniqueId}`}
          >
            <h3 className="lobby-subtitle">{localizedContent(first.contest_name) || `#${first.contest_id}`}</h3>
            {group.games.map((g) => (
              <WatchRow key={g.game_uuid} game={g} delay={data?.delay_seconds ?? 0} />
            ))}
          </section>
        );
      })}
    </Card>
  );
}
