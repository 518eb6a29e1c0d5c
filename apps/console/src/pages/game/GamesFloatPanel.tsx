import { Card, Divider, Empty, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { GamePlan, RunningGame } from '../../api/game';
import { firstItems, shortNickname } from './display';

interface Props {
  running: RunningGame[];
  plans: GamePlan[];
  /** internal ids of ready players (plan seats shown green) */
  readyIds: ReadonlySet<number>;
}

const rowStyle = { fontSize: 12, lineHeight: '20px' } as const;
const timeStyle = { ...rowStyle, whiteSpace: 'nowrap', flex: 'none' } as const;

function Names({ names }: { names: { id: number; nickname: string; green?: boolean }[] }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={4} style={{ minWidth: 0 }}>
      {names.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions (robots share id 0)
        <Typography.Text key={i} style={{ ...rowStyle, color: n.green ? '#389e0d' : undefined }} title={n.nickname}>
          {n.id === 0 ? t('game.seat.robot') : shortNickname(n.nickname)}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** The create page's side panel: up to five running games and five plans, an ellipsis beyond. */
export default function GamesFloatPanel({ running, plans, readyIds }: Props) {
  const { t } = useTranslation();
  const games = firstItems(running);
  const upcoming = firstItems(plans);
  return (
    <Card size="small" style={{ position: 'sticky', top: 80 }} data-testid="games-panel">
      <Typography.Text strong>{t('game.panel.running', { count: running.length })}</Typography.Text>
      {games.shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('game.panel.noRunning')} />
      ) : (
        <Flex vertical gap={4} style={{ marginTop: 6 }} aria-label={t('game.panel.running', { count: running.length })}>
          {games.shown.map((g) => (
            <Flex key={g.game_uuid} justify="space-between" gap={8}>
              <Names names={g.players.map((p) => ({ id: p.account_id, nickname: p.nickname }))} />
              <Typography.Text type="secondary" style={timeStyle}>
                {dayjs.unix(g.start_time).format('HH:mm')}
              </Typography.Text>
            </Flex>
          ))}
          {games.more && <Typography.Text type="secondary">…</Typography.Text>}
        </Flex>
      )}
      <Divider style={{ margin: '10px 0' }} />
      <Typography.Text strong>{t('game.panel.plans', { count: plans.length })}</Typography.Text>
      {upcoming.shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('game.panel.noPlans')} />
      ) : (
        <Flex vertical gap={4} style={{ marginTop: 6 }} aria-label={t('game.panel.plans', { count: plans.length })}>
          {upcoming.shown.map((p) => (
            <Flex key={p.uuid} justify="space-between" gap={8}>
              <Names
                names={[...p.accounts]
                  .sort((a, b) => a.seat - b.seat)
                  .map((a) => ({
                    id: a.account_id,
                    nickname: a.nickname,
                    green: a.account_id > 0 && (a.ready || readyIds.has(a.account_id)),
                  }))}
              />
              <Typography.Text type="secondary" style={timeStyle}>
                {dayjs.unix(p.game_start_time).format('MM-DD HH:mm')}
              </Typography.Text>
            </Flex>
          ))}
          {upcoming.more && <Typography.Text type="secondary">…</Typography.Text>}
        </Flex>
      )}
    </Card>
  );
}
