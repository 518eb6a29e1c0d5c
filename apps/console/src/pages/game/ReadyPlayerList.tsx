import { HolderOutlined } from '@ant-design/icons';
import { encodeAccountId } from '@taikai/shared';
import { Badge, Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReadyPlayer } from '../../api/game';
import { startDrag } from './dragData';

interface Props {
  players: ReadyPlayer[];
  loading: boolean;
  /** internal ids already seated */
  seatedIds: ReadonlySet<number>;
  hasFreeSeat: boolean;
  /** hides the seat buttons and dragging (auto-match on, season ended) */
  readOnly: boolean;
  onSeat: (player: ReadyPlayer) => void;
}

/** The season's ready players (polled every 5 s), in green; drag one onto a seat or press its ready button. */
export default function ReadyPlayerList({ players, loading, seatedIds, hasFreeSeat, readOnly, onSeat }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <Badge status="success" />
          {t('game.readyList.title', { count: players.length })}
        </Flex>
      }
      loading={loading && players.length === 0}
      styles={{ body: { maxHeight: 420, overflow: 'auto', padding: 8 } }}
    >
      {players.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('game.readyList.empty')} />
      ) : (
        <Flex vertical gap={4} role="list" aria-label={t('game.readyList.title', { count: players.length })}>
          {players.map((p) => {
            const seated = seatedIds.has(p.account_id);
            return (
              <Flex
                key={p.account_id}
                role="listitem"
                align="center"
                gap={8}
                draggable={!readOnly && !seated}
                onDragStart={(e) => startDrag(e, { kind: 'player', player: p })}
                style={{
                  padding: '4px 8px',
                  borderRadius: 6,
                  background: seated ? 'rgba(0,0,0,0.03)' : 'rgba(82,196,26,0.08)',
                  cursor: !readOnly && !seated ? 'grab' : undefined,
                }}
              >
                {!readOnly && <HolderOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text ellipsis style={{ color: '#389e0d' }} strong>
                    {p.nickname}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                    {encodeAccountId(p.account_id)}
                    {p.remark ? ` · ${p.remark}` : ''}
                  </Typography.Text>
                </Flex>
                {!readOnly && (
                  <Button
                    size="small"
                    disabled={seated || !hasFreeSeat}
                    aria-label={t('game.readyList.seatOf', { nickname: p.nickname })}
                    onClick={() => onSeat(p)}
                  >
                    {seated ? t('game.readyList.seated') : t('game.readyList.seat')}
                  </Button>
                )}
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
