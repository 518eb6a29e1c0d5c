import { RobotOutlined } from '@ant-design/icons';
import { encodeAccountId } from '@taikai/shared';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RunningGame, useProgress } from '../../api/game';
import { roundLabel } from './display';
import { WINDS } from './seats';

/**
 * A running game's players with their live scores and the current round (the progress call, refreshed with the
 * list; until it answers, or when it fails, the round and scores the list carried).
 */
export default function LiveScores({ game, intervalMs }: { game: RunningGame; intervalMs: number }) {
  const { t } = useTranslation();
  const progress = useProgress(game.game_uuid, intervalMs);
  // the list carries the scores as of its own read; the progress call is fresher
  const p = progress.data ?? game;
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="round">
        {roundLabel(t, p.chang, p.ju, p.ben)}
      </Typography.Text>
      <Flex wrap gap={6}>
        {players.map((pl) => {
          const score = p.scores[pl.seat] ?? pl.score;
          return (
            <Tag
              key={pl.seat}
              style={{ marginInlineEnd: 0, padding: '2px 8px' }}
              icon={pl.account_id === 0 ? <RobotOutlined /> : undefined}
            >
              <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineEnd: 4 }}>
                {t(`game.wind.${WINDS[pl.seat] ?? 'east'}`)}
              </Typography.Text>
              {pl.account_id === 0 ? t('game.seat.robot') : pl.nickname}
              {pl.account_id !== 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 4 }}>
                  {encodeAccountId(pl.account_id)}
                </Typography.Text>
              )}
              <Typography.Text strong style={{ marginInlineStart: 6 }} data-testid="score">
                {score ?? '—'}
              </Typography.Text>
            </Tag>
          );
        })}
      </Flex>
    </Flex>
  );
}
