import { encodeAccountId, type SeasonPlayer } from '@taikai/shared';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gameCount } from './players';

/** One player of the user-card grid: nickname, remark, encoded id and game count. */
export default function PlayerCard({ player, onOpen }: { player: SeasonPlayer; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      hoverable
      size="small"
      role="button"
      tabIndex={0}
      data-testid="player-card"
      aria-label={player.nickname}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen();
        }
      }}
      styles={{ body: { padding: 12 } }}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong ellipsis={{ tooltip: player.nickname }}>
          {player.nickname}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('contest.user.cardId', { id: encodeAccountId(player.account_id) })}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: player.remark || undefined }}>
          {t('contest.user.cardRemark', { remark: player.remark || '-' })}
        </Typography.Text>
        <Typography.Text style={{ fontSize: 12 }}>
          {t('contest.user.cardGames', { count: gameCount(player.account_data) })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
