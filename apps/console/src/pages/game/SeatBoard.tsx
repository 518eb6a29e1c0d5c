import { CloseOutlined, RobotOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { encodeAccountId } from '@taikai/shared';
import { Button, Card, Col, Flex, InputNumber, Row, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDrag, startDrag } from './dragData';
import { type Seat, type SeatPlayer, WINDS } from './seats';

interface Props {
  seats: Seat[];
  /** internal ids of ready players (shown green) */
  readyIds: ReadonlySet<number>;
  pointsEditable: boolean;
  onDropPlayer: (index: number, player: SeatPlayer) => void;
  onSwap: (a: number, b: number) => void;
  onClear: (index: number) => void;
  onPoints: (index: number, points: number) => void;
}

/**
 * The seats of the table, east first: a ready player is dropped on a seat, a seat is dragged onto another (or
 * "swap" then the other seat's "swap here") to swap, and "empty" clears it. Points are editable only in the
 * standard mode.
 */
export default function SeatBoard({ seats, readyIds, pointsEditable, onDropPlayer, onSwap, onClear, onPoints }: Props) {
  const { t } = useTranslation();
  const [swapFrom, setSwapFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const drop = (index: number, e: React.DragEvent) => {
    e.preventDefault();
    setOver(null);
    const payload = readDrag(e);
    if (payload?.kind === 'player') onDropPlayer(index, payload.player);
    else if (payload?.kind === 'seat' && payload.index !== index) onSwap(payload.index, index);
  };

  return (
    <Row gutter={[12, 12]}>
      {seats.map((seat, i) => {
        const wind = t(`game.wind.${WINDS[i]}`);
        const ready = !seat.empty && !seat.robot && readyIds.has(seat.account_id);
        return (
          <Col key={WINDS[i]} {...(seats.length === 3 ? { xs: 12, lg: 8 } : { xs: 12, xxl: 6 })}>
            <Card
              size="small"
              data-testid={`seat-${i}`}
              aria-label={t('game.seat.label', { wind })}
              title={wind}
              style={{
                height: '100%',
                borderStyle: seat.empty ? 'dashed' : 'solid',
                borderColor: over === i ? '#1677ff' : ready ? '#52c41a' : undefined,
                background: over === i ? 'rgba(22,119,255,0.04)' : undefined,
              }}
              extra={
                !seat.empty && (
                  <Tooltip title={t('game.seat.clear')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<CloseOutlined />}
                      aria-label={t('game.seat.clearOf', { wind })}
                      onClick={() => onClear(i)}
                    />
                  </Tooltip>
                )
              }
              draggable={!seat.empty}
              onDragStart={(e) => startDrag(e, { kind: 'seat', index: i })}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(i);
              }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => drop(i, e)}
            >
              <Flex vertical gap={8}>
                <Flex align="center" gap={8} style={{ minHeight: 44 }}>
                  {seat.empty ? (
                    <Typography.Text type="secondary">{t('game.seat.empty')}</Typography.Text>
                  ) : seat.robot ? (
                    <Typography.Text>
                      <RobotOutlined /> {t('game.seat.robot')}
                    </Typography.Text>
                  ) : (
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Typography.Text strong ellipsis style={{ color: ready ? '#389e0d' : undefined }}>
                        <UserOutlined /> {seat.nickname}
                      </Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {encodeAccountId(seat.account_id)}
                        {ready && (
                          <Tag color="success" style={{ marginInlineStart: 6 }}>
                            {t('game.ready')}
                          </Tag>
                        )}
                      </Typography.Text>
                    </Flex>
                  )}
                </Flex>
                <InputNumber
                  size="small"
                  style={{ width: '100%' }}
                  min={0}
                  max={400000}
                  step={100}
                  value={seat.points}
                  disabled={!pointsEditable}
                  aria-label={t('game.seat.pointsOf', { wind })}
                  prefix={t('game.seat.points')}
                  onChange={(v) => onPoints(i, typeof v === 'number' ? v : 0)}
                />
                {swapFrom === null ? (
                  <Button size="small" icon={<SwapOutlined />} disabled={seat.empty} onClick={() => setSwapFrom(i)}>
                    {t('game.seat.swap')}
                  </Button>
                ) : swapFrom === i ? (
                  <Button size="small" onClick={() => setSwapFrom(null)}>
                    {t('game.seat.swapCancel')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    type="primary"
                    ghost
                    icon={<SwapOutlined />}
                    onClick={() => {
                      onSwap(swapFrom, i);
                      setSwapFrom(null);
                    }}
                  >
                    {t('game.seat.swapHere')}
                  </Button>
                )}
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
