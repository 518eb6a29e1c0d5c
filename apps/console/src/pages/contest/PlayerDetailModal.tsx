import { encodeAccountId, type Season, type SeasonPlayer } from '@taikai/shared';
import { Descriptions, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, rankRuleLabel, STATE_COLOR, stateLabel } from '../season/seasonDisplay';
import { gameCount } from './players';

/**
 * A player's data in one season. Statistics (document 2) are not collected yet, so the dialog shows the season
 * block and what the roster knows about the player, including the game count.
 */
export default function PlayerDetailModal({
  player,
  season,
  onClose,
}: {
  player: SeasonPlayer | null;
  season: Season | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={player !== null} width={960} title={player?.nickname} footer={null} onCancel={onClose} destroyOnHidden>
      {season && (
        <Descriptions
          bordered
          size="small"
          column={2}
          title={t('contest.user.seasonBlock')}
          style={{ marginTop: 16, marginBottom: 24 }}
          items={[
            {
              key: 'season',
              label: t('contest.user.season'),
              children: t('season.seasonName', { id: season.season_id }),
            },
            {
              key: 'state',
              label: t('contest.user.state'),
              children: <Tag color={STATE_COLOR[season.state]}>{stateLabel(t, season.state)}</Tag>,
            },
            {
              key: 'period',
              label: t('contest.user.period'),
              children: `${formatTime(season.start_time)} ~ ${formatTime(season.end_time)}`,
            },
            { key: 'rank', label: t('contest.user.rankRule'), children: rankRuleLabel(t, season.rank_rule) },
          ]}
        />
      )}
      {player && (
        <Descriptions
          bordered
          size="small"
          column={2}
          title={t('contest.user.playerBlock')}
          items={[
            { key: 'nickname', label: t('contest.user.nickname'), children: player.nickname },
            { key: 'id', label: t('contest.user.id'), children: encodeAccountId(player.account_id) },
            { key: 'remark', label: t('contest.user.remark'), children: player.remark || '-', span: 2 },
            { key: 'signup', label: t('contest.user.signupTime'), children: formatTime(player.create_time) },
            { key: 'games', label: t('contest.user.gameCount'), children: gameCount(player.account_data) },
          ]}
        />
      )}
    </Modal>
  );
}
