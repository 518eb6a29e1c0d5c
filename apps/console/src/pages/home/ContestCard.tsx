import { CalendarOutlined } from '@ant-design/icons';
import type { ContestListItem } from '@taikai/shared';
import { LIMITS } from '@taikai/shared/limits';
import { Card, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedContent } from '../../i18n';
import { CurrentSeasonLine } from './CurrentSeasonLine';
import { cutText, DATE_TIME_FORMAT, gameModeLabel, roundTypeLabel } from './labels';

/** Title cut at 25 characters in cards (spec part 1 section 9). */
export const CARD_TITLE_MAX = LIMITS.contestNameMax;

/**
 * One "my contest" card: title (cut at 25 + tooltip), contest id, mode, round type, where its current season stands
 * (state, players, sign-ups waiting, games once they exist), creation time.
 */
export function ContestCard({ contest }: { contest: ContestListItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = localizedContent(contest.contest_name);
  const title = cutText(name, CARD_TITLE_MAX);
  const open = () => navigate(`/contest/${contest.unique_id}`);

  return (
    <Card
      hoverable
      className="taikai-contest-card"
      data-testid="contest-card"
      data-track="home-contest-card"
      onClick={open}
      onKeyDown={(e) => e.key === 'Enter' && open()}
      tabIndex={0}
      role="link"
    >
      <div className="taikai-contest-card-head">
        <div className="taikai-contest-card-title">
          {title.cut ? (
            <Tooltip title={name}>
              <Typography.Text strong data-testid="contest-card-title">
                {title.text}
              </Typography.Text>
            </Tooltip>
          ) : (
            <Typography.Text strong data-testid="contest-card-title">
              {title.text}
            </Typography.Text>
          )}
        </div>
        <Tag color="geekblue" className="taikai-contest-card-id">
          {t('home.contestId', { id: contest.contest_id })}
        </Tag>
      </div>
      <div className="taikai-contest-card-tags">
        <Tag color="purple">{gameModeLabel(t, contest.game_mode)}</Tag>
        <Tag color="gold">{roundTypeLabel(t, contest.round_type)}</Tag>
      </div>
      <CurrentSeasonLine uniqueId={contest.unique_id} season={contest.current_season} />
      <Typography.Text type="secondary" className="taikai-contest-card-time">
        <CalendarOutlined /> {t('home.createdAt', { time: dayjs.unix(contest.create_time).format(DATE_TIME_FORMAT) })}
      </Typography.Text>
    </Card>
  );
}
