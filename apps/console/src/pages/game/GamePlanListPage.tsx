import { RobotOutlined } from '@ant-design/icons';
import { encodeAccountId } from '@taikai/shared';
import { Alert, App, Button, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { type GamePlan, usePlans, useReadyPlayers, useRemovePlan } from '../../api/game';
import { useSeasonContext } from '../season/SeasonContext';
import GameRemarkCell from './GameRemarkCell';
import { WINDS } from './seats';

/** /contest/:id/season/:seasonId/reservation-manage — upcoming plans, polled every 5 s (spec part 2 section 2). */
export default function GamePlanListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { uniqueId, seasonId, ended } = useSeasonContext();
  const plans = usePlans(uniqueId, seasonId);
  const ready = useReadyPlayers(uniqueId, seasonId);
  const removing = useRemovePlan(uniqueId, seasonId);
  const readyIds = useMemo(() => new Set((ready.data ?? []).map((p) => p.account_id)), [ready.data]);

  const stop = (plan: GamePlan) =>
    modal.confirm({
      title: t('game.plans.stopTitle'),
      content: t('game.plans.stopConfirm', { time: dayjs.unix(plan.game_start_time).format('YYYY-MM-DD HH:mm') }),
      okButtonProps: { danger: true },
      onOk: () =>
        removing.mutateAsync(plan.uuid).then(
          () => void message.success(t('game.plans.stopped')),
          (err: unknown) => void message.error(t('game.plans.stopFailed', { message: errorText(err) })),
        ),
    });

  const columns: ColumnsType<GamePlan> = [
    {
      title: t('game.plans.startTime'),
      dataIndex: 'game_start_time',
      width: 170,
      render: (v: number, plan) => (
        <Flex vertical gap={4} align="flex-start">
          <span>{dayjs.unix(v).format('YYYY-MM-DD HH:mm')}</span>
          {plan.shuffle_seat ? <Tag color="purple">{t('game.plans.randomSeats')}</Tag> : null}
        </Flex>
      ),
    },
    {
      title: t('game.plans.players'),
      key: 'players',
      render: (_, plan) => (
        <Flex wrap gap={8}>
          {[...plan.accounts]
            .sort((a, b) => a.seat - b.seat)
            .map((a) => {
              const robot = a.account_id === 0;
              const isReady = !robot && (a.ready || readyIds.has(a.account_id));
              return (
                <Tag
                  key={a.seat}
                  color={robot ? 'default' : isReady ? 'success' : 'default'}
                  icon={robot ? <RobotOutlined /> : undefined}
                  style={{ padding: '2px 8px', marginInlineEnd: 0 }}
                  data-ready={isReady ? 'yes' : 'no'}
                >
                  <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineEnd: 4 }}>
                    {t(`game.wind.${WINDS[a.seat] ?? 'east'}`)}
                  </Typography.Text>
                  {robot ? t('game.seat.robot') : `${a.nickname} (${encodeAccountId(a.account_id)})`}
                  {!robot && (
                    <Typography.Text
                      style={{ fontSize: 12, marginInlineStart: 4, color: isReady ? '#389e0d' : undefined }}
                    >
                      {isReady ? t('game.ready') : t('game.notReady')}
                    </Typography.Text>
                  )}
                </Tag>
              );
            })}
        </Flex>
      ),
    },
    {
      title: t('game.remark'),
      key: 'remark',
      width: 260,
      render: (_, plan) => (
        <GameRemarkCell
          uniqueId={uniqueId}
          seasonId={seasonId}
          list="plans"
          uuid={plan.uuid}
          remark={plan.remark}
          disabled={ended}
        />
      ),
    },
    {
      title: t('game.operate'),
      key: 'operate',
      width: 110,
      render: (_, plan) => (
        <Button size="small" danger disabled={ended} onClick={() => stop(plan)}>
          {t('game.plans.stop')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('game.plans.note')} />
      <Table<GamePlan>
        rowKey="uuid"
        columns={columns}
        dataSource={plans.data ?? []}
        loading={plans.isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 820 }}
        locale={{ emptyText: t('game.plans.empty') }}
      />
    </Flex>
  );
}
