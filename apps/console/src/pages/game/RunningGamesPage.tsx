import { EyeOutlined, PauseCircleOutlined, PlayCircleOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Flex, Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import {
  RUNNING_POLL_MS,
  type RunningGame,
  usePauseGame,
  useRefreshRunning,
  useRunningGames,
  useTerminateGame,
} from '../../api/game';
import { useSeasonContext } from '../season/SeasonContext';
import GameRemarkCell from './GameRemarkCell';
import LiveScores from './LiveScores';
import { runningFilters } from './runningFilter';
import TerminateDialog from './TerminateDialog';

/** /contest/:id/season/:seasonId/match-manage — games in progress, refreshed every 30 s (spec part 2 section 2). */
export default function RunningGamesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { uniqueId, seasonId, ended } = useSeasonContext();
  const [text, setText] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const filters = runningFilters(text, range?.[0]?.unix(), range?.[1]?.unix());
  const running = useRunningGames(uniqueId, seasonId, RUNNING_POLL_MS, filters);
  const reload = useRefreshRunning(uniqueId, seasonId);
  const pausing = usePauseGame(uniqueId, seasonId);
  const ending = useTerminateGame(uniqueId, seasonId);
  const [terminating, setTerminating] = useState<RunningGame | null>(null);
  /** A pause, resume or terminate of this game is on its way. */
  const busy = (uuid: string) =>
    (pausing.isPending && pausing.variables?.uuid === uuid) || (ending.isPending && ending.variables === uuid);

  const games = running.data ?? [];

  const pause = (g: RunningGame, resume: 1 | 2) =>
    pausing.mutateAsync({ uuid: g.game_uuid, resume }).then(
      () => void message.success(t(resume === 1 ? 'game.running.paused' : 'game.running.resumed')),
      (err: unknown) =>
        void message.error(
          t(resume === 1 ? 'game.running.pauseFailed' : 'game.running.resumeFailed', { message: errorText(err) }),
        ),
    );

  const terminate = () => {
    if (!terminating) return;
    return ending.mutateAsync(terminating.game_uuid).then(
      () => {
        message.success(t('game.running.terminated'));
        setTerminating(null);
      },
      (err: unknown) => void message.error(t('game.running.terminateFailed', { message: errorText(err) })),
    );
  };

  const columns: ColumnsType<RunningGame> = [
    {
      title: t('game.running.startTime'),
      dataIndex: 'start_time',
      width: 170,
      render: (v: number, g) => (
        <Flex vertical gap={4} align="flex-start">
          <span>{dayjs.unix(v).format('YYYY-MM-DD HH:mm')}</span>
          {g.paused ? <Tag color="orange">{t('game.running.pausedTag')}</Tag> : null}
        </Flex>
      ),
    },
    {
      title: t('game.running.players'),
      key: 'players',
      render: (_, g) => <LiveScores game={g} intervalMs={RUNNING_POLL_MS} />,
    },
    {
      title: t('game.remark'),
      key: 'remark',
      width: 240,
      render: (_, g) => (
        <GameRemarkCell
          uniqueId={uniqueId}
          seasonId={seasonId}
          list="running"
          uuid={g.game_uuid}
          remark={g.remark}
          disabled={ended}
        />
      ),
    },
    {
      title: t('game.operate'),
      key: 'operate',
      width: 150,
      render: (_, g) => (
        <Flex vertical gap={4} align="stretch">
          {g.paused ? (
            <Button
              size="small"
              icon={<PlayCircleOutlined />}
              loading={busy(g.game_uuid)}
              disabled={ended}
              onClick={() => pause(g, 2)}
            >
              {t('game.running.resume')}
            </Button>
          ) : (
            <Button
              size="small"
              icon={<PauseCircleOutlined />}
              loading={busy(g.game_uuid)}
              disabled={ended}
              onClick={() => pause(g, 1)}
            >
              {t('game.running.pause')}
            </Button>
          )}
          <Button
            size="small"
            icon={<EyeOutlined />}
            href={`/m/table/${encodeURIComponent(g.game_uuid)}?watch=1`}
            target="_blank"
            data-testid={`watch-${g.game_uuid}`}
          >
            {t('table.watch')}
          </Button>
          <Button size="small" danger icon={<StopOutlined />} disabled={ended} onClick={() => setTerminating(g)}>
            {t('game.running.terminate')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8} justify="space-between">
        <Space wrap>
          <Input.Search
            allowClear
            style={{ width: 260 }}
            placeholder={t('game.running.filterPlaceholder')}
            aria-label={t('game.running.filter')}
            onSearch={setText}
            onChange={(e) => !e.target.value && setText('')}
          />
          <DatePicker.RangePicker
            showTime
            allowEmpty={[true, true]}
            value={range}
            onChange={(v) => setRange(v)}
            aria-label={t('game.running.timeRange')}
            placeholder={[t('game.running.from'), t('game.running.to')]}
          />
        </Space>
        <Button icon={<ReloadOutlined />} onClick={() => void reload()} loading={running.isFetching}>
          {t('game.running.refresh')}
        </Button>
      </Flex>
      <Table<RunningGame>
        rowKey="game_uuid"
        columns={columns}
        dataSource={games}
        loading={running.isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 860 }}
        locale={{ emptyText: t('game.running.empty') }}
      />
      <TerminateDialog
        open={terminating !== null}
        busy={terminating !== null && busy(terminating.game_uuid)}
        players={
          terminating?.players.map((p) => (p.account_id === 0 ? t('game.seat.robot') : p.nickname)).join(', ') ?? ''
        }
        onCancel={() => setTerminating(null)}
        onConfirm={terminate}
      />
    </Flex>
  );
}
