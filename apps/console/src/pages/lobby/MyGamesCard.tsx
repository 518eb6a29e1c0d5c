import type { MyPlan, MyResult, MyRunningGame } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { useMyGames } from '../../api/lobby';
import { localizedContent } from '../../i18n';
import { lobbyTime } from './format';
import { GameAlerts } from './GameAlerts';
import { PlayIcon } from './icons';
import { lobbyPaths } from './paths';
import { Alert, Card, Empty, Skeleton, Tag } from './ui';

interface SeatView {
  seat: number;
  /** the wind the seat plays: the starting one for a plan, the hand's for a running game */
  wind: number;
  name: string;
  value: string;
  me: boolean;
  ready?: boolean;
}

/** Seats in wind order (east, south, west, north), each named by its wind, the caller's highlighted. */
function Seats({ seats }: { seats: SeatView[] }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-seats">
      {[...seats]
        .sort((a, b) => a.wind - b.wind)
        .map((s) => (
          <div
            key={s.seat}
            className={`lobby-seat${s.me ? ' is-me' : ''}${s.ready ? ' is-ready' : ''}`}
            data-testid={`lobby-seat-${s.seat}`}
          >
            <span className="lobby-seat-name">
              <span className="lobby-seat-wind">{t(`lobby.winds.${s.wind}`)}</span> {s.name}
            </span>
            <span>{s.value}</span>
          </div>
        ))}
    </div>
  );
}

/** "Contest name · Season n" of a game. */
function ContestLine({ g }: { g: Pick<MyPlan, 'contest_name' | 'contest_id' | 'season_id'> }) {
  const { t } = useTranslation();
  return (
    <>
      {localizedContent(g.contest_name) || `#${g.contest_id}`} · {t('lobby.seasonN', { n: g.season_id })}
    </>
  );
}

/** "Your game has started": the hand in play, each seat with this hand's wind and its points, the way to the table. */
function Running({ game }: { game: MyRunningGame }) {
  const { t } = useTranslation();
  const nick = (p: MyRunningGame['players'][number]) => (p.account_id === 0 ? t('lobby.robot') : p.nickname);
  return (
    <Card className="lobby-started" data-testid="lobby-running">
      <div className="lobby-season-head">
        <h2 className="lobby-card-title">{t('lobby.gameStarted')}</h2>
        {game.paused === 1 && <Tag color="orange">{t('lobby.paused')}</Tag>}
      </div>
      <div className="lobby-muted">
        <ContestLine g={game} />
      </div>
      <div className="lobby-muted" data-testid="lobby-round">
        {t('lobby.round', { wind: t(`lobby.winds.${game.chang % 4}`), n: game.ju + 1, ben: game.ben })}
      </div>
      <Seats
        seats={game.players.map((p) => ({
          seat: p.seat,
          wind: p.wind,
          name: nick(p),
          value: p.score.toLocaleString(),
          me: p.seat === game.seat,
        }))}
      />
      <Link
        to={lobbyPaths.table(game.game_uuid)}
        className="lobby-btn lobby-btn-primary lobby-btn-block"
        data-testid="lobby-table-link"
      >
        <PlayIcon />
        <span>{t('lobby.openTable')}</span>
      </Link>
    </Card>
  );
}

function Plan({ plan }: { plan: MyPlan }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-season" data-testid="lobby-plan">
      <div className="lobby-season-head">
        <span className="lobby-season-name">{t('lobby.upcoming', { time: lobbyTime(plan.game_start_time) })}</span>
        <Tag color={plan.ready ? 'green' : 'gold'}>{t(plan.ready ? 'lobby.ready' : 'lobby.notReady')}</Tag>
      </div>
      <div className="lobby-muted">
        <ContestLine g={plan} />
      </div>
      {!plan.ready && <div className="lobby-muted">{t('lobby.planNeedsReady')}</div>}
      <Seats
        seats={plan.accounts.map((a) => ({
          seat: a.seat,
          wind: a.seat,
          name: a.account_id === 0 ? t('lobby.robot') : a.nickname,
          value: t(a.ready ? 'lobby.seatReady' : 'lobby.seatWaiting'),
          me: a.seat === plan.seat,
          ready: a.ready,
        }))}
      />
    </div>
  );
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${(n / 1000).toFixed(1)}`;

function Result({ result }: { result: MyResult }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-season" data-testid="lobby-result">
      <div className="lobby-season-head">
        <span className="lobby-season-name">
          {t('lobby.placement', { n: result.placement })} · {result.part_point_1.toLocaleString()}
        </span>
        <span className={result.total_point >= 0 ? 'lobby-plus' : 'lobby-minus'}>{signed(result.total_point)}</span>
      </div>
      <div className="lobby-result-foot">
        <div className="lobby-muted">
          <ContestLine g={result} /> · {lobbyTime(result.end_time)}
          {result.terminated === 1 && (
            <Tag color="red" className="lobby-tag-inline">
              {t('lobby.terminated')}
            </Tag>
          )}
          {result.offline === 1 && <Tag className="lobby-tag-inline">{t('lobby.offline')}</Tag>}
        </div>
        {result.offline === 1 ? (
          // a table played in person has no replay (the server answers 2606): say so instead of a link that fails
          <span className="lobby-muted" data-testid="lobby-no-replay">
            {t('lobby.noReplay')}
          </span>
        ) : (
          <Link
            to={lobbyPaths.replay(result.uuid)}
            className="lobby-btn lobby-btn-default lobby-btn-small"
            data-testid="lobby-replay-link"
          >
            <PlayIcon />
            <span>{t('lobby.replay')}</span>
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * My running game ("your game has started"), my upcoming plans with seats and start time, my last results, and how
 * I want to learn that a game started (sound, notification). The
 * "My games" card is never an empty header: with nothing at all it says so; with only a started game (its own card
 * above) and nothing upcoming or finished it is left out.
 */
export function MyGamesCard() {
  const { t } = useTranslation();
  const { data, isPending, isError, error } = useMyGames();
  const listed = data ? data.plans.length + data.results.length : 0;
  const running = data?.running ?? [];
  return (
    <>
      {running.map((g) => (
        <Running key={g.game_uuid} game={g} />
      ))}
      {(listed > 0 || running.length === 0 || !data) && (
        <Card title={t('lobby.myGames')} data-testid="lobby-my-games">
          {isPending ? (
            <Skeleton rows={2} />
          ) : isError && !data ? (
            <Alert type="warning">{t('lobby.gamesUnavailable', { message: errorText(error) })}</Alert>
          ) : listed === 0 ? (
            <Empty data-testid="lobby-no-games">{t('lobby.noGames')}</Empty>
          ) : (
            <>
              {data?.plans.map((p) => (
                <Plan key={p.uuid} plan={p} />
              ))}
              {data && data.results.length > 0 && <h3 className="lobby-subtitle">{t('lobby.lastResults')}</h3>}
              {data?.results.map((r) => (
                <Result key={r.uuid} result={r} />
              ))}
            </>
          )}
          {!isPending && <GameAlerts />}
        </Card>
      )}
    </>
  );
}
