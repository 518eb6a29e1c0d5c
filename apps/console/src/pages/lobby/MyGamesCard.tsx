import { PlayCircleOutlined } from '@ant-design/icons';
import type { MyPlan, MyResult, MyRunningGame } from '@taikai/shared';
import { Alert, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { useMyGames } from '../../api/lobby';
import { localizedContent } from '../../i18n';
import { lobbyTime } from './format';
import { lobbyPaths } from './paths';

interface SeatView {
  seat: number;
  name: string;
  value: string;
  me: boolean;
  ready?: boolean;
}

/** Seats in wind order (east, south, west, north), the caller's highlighted. */
function Seats({ seats }: { seats: SeatView[] }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-seats">
      {[...seats]
        .sort((a, b) => a.seat - b.seat)
        .map((s) => (
          <div
            key={s.seat}
            className={`lobby-seat${s.me ? ' is-me' : ''}${s.ready ? ' is-ready' : ''}`}
            data-testid={`lobby-seat-${s.seat}`}
          >
            <span className="lobby-seat-name">
              {t(`lobby.winds.${s.seat}`)} {s.name}
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

function Running({ game }: { game: MyRunningGame }) {
  const { t } = useTranslation();
  const nick = (p: MyRunningGame['players'][number]) => (p.account_id === 0 ? t('lobby.robot') : p.nickname);
  return (
    <Card className="lobby-card lobby-started" data-testid="lobby-running">
      <div className="lobby-season-head">
        <span className="lobby-season-name">{t('lobby.gameStarted')}</span>
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
          name: nick(p),
          value: p.score.toLocaleString(),
          me: p.seat === game.seat,
        }))}
      />
      <Link to={lobbyPaths.table(game.game_uuid)} data-testid="lobby-table-link">
        <Button type="primary" block icon={<PlayCircleOutlined />} className="lobby-gap">
          {t('lobby.openTable')}
        </Button>
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
      <div className="lobby-muted">
        <ContestLine g={result} /> · {lobbyTime(result.end_time)}
        {result.terminated === 1 && (
          <Tag color="red" className="lobby-tag-inline">
            {t('lobby.terminated')}
          </Tag>
        )}
      </div>
    </div>
  );
}

/** My running game ("your game has started"), my upcoming plans with seats and start time, my last results. */
export function MyGamesCard() {
  const { t } = useTranslation();
  const { data, isPending, isError, error } = useMyGames();
  const empty = data && data.plans.length + data.running.length + data.results.length === 0;
  return (
    <>
      {data?.running.map((g) => (
        <Running key={g.game_uuid} game={g} />
      ))}
      <Card className="lobby-card" title={t('lobby.myGames')}>
        {isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : isError && !data ? (
          <Alert type="warning" showIcon message={t('lobby.gamesUnavailable', { message: errorText(error) })} />
        ) : empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lobby.noGames')} />
        ) : (
          <>
            {data?.plans.map((p) => (
              <Plan key={p.uuid} plan={p} />
            ))}
            {data && data.results.length > 0 && <div className="lobby-subtitle">{t('lobby.lastResults')}</div>}
            {data?.results.map((r) => (
              <Result key={r.uuid} result={r} />
            ))}
          </>
        )}
      </Card>
    </>
  );
}
