import { EyeOutlined, ReloadOutlined, RobotOutlined } from '@ant-design/icons';
import { encodeAccountId, type WatchGame } from '@taikai/shared';
import { Alert, Button, Flex, Result, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { useWatchGames } from '../../api/lobby';
import { localizedContent } from '../../i18n';
import { roundLabel } from '../game/display';
import { handWind, WINDS } from '../game/seats';
import { lobbyPaths } from '../lobby/paths';

/** The seats in wind order for the hand shown, each with its wind, name (robots named so), id and score. */
function Seats({ game }: { game: WatchGame }) {
  const { t } = useTranslation();
  const seats = game.players
    .map((p) => ({ ...p, wind: handWind(p.seat, game.ju, game.players.length) }))
    .sort((a, b) => a.wind - b.wind);
  return (
    <Flex wrap gap={6}>
      {seats.map((p) => (
        <Tag
          key={p.seat}
          style={{ marginInlineEnd: 0, padding: '2px 8px' }}
          icon={p.account_id === 0 ? <RobotOutlined /> : undefined}
          data-testid={`watch-seat-${p.seat}`}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineEnd: 4 }}>
            {t(`game.wind.${WINDS[p.wind] ?? 'east'}`)}
          </Typography.Text>
          {p.account_id === 0 ? t('game.seat.robot') : p.nickname}
          {p.account_id !== 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 4 }}>
              {encodeAccountId(p.account_id)}
            </Typography.Text>
          )}
          <Typography.Text strong style={{ marginInlineStart: 6 }}>
            {p.score.toLocaleString()}
          </Typography.Text>
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * `/watch`: the games an account may watch — the live games of every contest it observes or
 * manages — for observers, who cannot open a contest's pages (those are managers' pages, 2506). Read-only: the
 * contest, seats, scores and round as the account may see them (observers `delay_seconds` behind, said on each
 * game), and a Watch button opening the players' table as a watcher. Pause, resume and terminate stay on the
 * running-games page of the managers.
 */
export default function WatchPage() {
  const { t } = useTranslation();
  const q = useWatchGames();
  const games = q.data?.games ?? [];
  const delay = q.data?.delay_seconds ?? 0;

  const columns: ColumnsType<WatchGame> = [
    {
      title: t('watch.contest'),
      key: 'contest',
      width: 220,
      render: (_, g) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{localizedContent(g.contest_name) || `#${g.contest_id}`}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('watch.seasonLine', { id: g.contest_id, n: g.season_id })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('game.running.startTime'),
      dataIndex: 'start_time',
      width: 150,
      render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('watch.round'),
      key: 'round',
      width: 170,
      render: (_, g) => (
        <Flex vertical gap={4} align="flex-start">
          <span data-testid="watch-round">{roundLabel(t, g.chang, g.ju, g.ben)}</span>
          <Flex gap={4} wrap>
            {g.paused === 1 && <Tag color="orange">{t('game.running.pausedTag')}</Tag>}
            {g.live ? (
              <Tag color="green">{t('watch.live')}</Tag>
            ) : (
              <Tag color="blue" data-testid="watch-delay">
                {t('table.delayed', { seconds: delay })}
              </Tag>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('watch.players'),
      key: 'players',
      render: (_, g) => <Seats game={g} />,
    },
    {
      title: t('game.operate'),
      key: 'operate',
      width: 110,
      render: (_, g) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          href={lobbyPaths.watch(g.game_uuid)}
          target="_blank"
          data-testid={`watch-${g.game_uuid}`}
          data-track="desk-watch"
        >
          {t('table.watch')}
        </Button>
      ),
    },
  ];

  const observes = games.some((g) => !g.live);
  return (
    <Flex vertical gap={16} data-testid="watch-page">
      <div className="taikai-section-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('watch.title')}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()} loading={q.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('watch.intro')}
      </Typography.Paragraph>
      {observes && delay > 0 && (
        <Alert type="info" showIcon title={t('watch.delayNote', { seconds: delay })} data-testid="watch-delay-note" />
      )}
      {q.isError && !q.data ? (
        <Result
          status="warning"
          title={t('watch.loadFailed', { message: errorText(q.error) })}
          extra={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          {q.isError && <Alert type="warning" showIcon title={t('watch.stale', { message: errorText(q.error) })} />}
          <Table<WatchGame>
            rowKey="game_uuid"
            columns={columns}
            dataSource={games}
            loading={q.isPending}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 900 }}
            locale={{ emptyText: t('watch.empty') }}
          />
        </>
      )}
      <Typography.Text type="secondary">
        <Link to="/">{t('watch.backHome')}</Link>
      </Typography.Text>
    </Flex>
  );
}
