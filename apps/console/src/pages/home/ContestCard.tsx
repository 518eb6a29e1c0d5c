import { CalendarOutlined } from '@ant-design/icons';
import type { ContestListItem } from '@taikai/shared';
import { LIMITS } from '@taikai/shared/limits';
import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedContent } from '../../i18n';
import { CardTag } from './CardTag';
import { CurrentSeasonLine } from './CurrentSeasonLine';
import { cutText, DATE_TIME_FORMAT, gameModeLabel, roundTypeLabel } from './labels';

/** Title cut at 25 characters in cards (spec part 1 section 9). */
export const CARD_TITLE_MAX = LIMITS.contestNameMax;

/**
 * One "my contest" card (the home page's look of an Ant Design card, `taikai-card`, without its code: Card brings
 * Tabs and Menu, and Typography a text editor, to the console's first load): title (cut at 25 + tooltip), contest id, mode, round type, where its current season stands
 * (state, players, sign-ups waiting, games once they exist), creation time.
 */
export function ContestCard({ contest }: { contest: ContestListItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = localizedContent(contest.contest_name);
  const title = cutText(name, CARD_TITLE_MAX);
  const open = () => navigate(`/contest/${contest.unique_id}`);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the card holds a link of its own (the sign-ups waiting), which no <a> may hold
    <div
      className="taikai-card taikai-card-hoverable taikai-contest-card"
      data-testid="contest-card"
      data-track="home-contest-card"
      onClick={open}
      onKeyDown={(e) => e.key === 'Enter' && open()}
      tabIndex={0}
      role="link"
    >
      <div className="taikai-card-body">
        <div className="taikai-contest-card-head">
          <div className="taikai-contest-card-title">
            {title.cut ? (
              <Tooltip title={name}>
                <span className="taikai-strong" data-testid="contest-card-title">
                  {title.text}
                </span>
              </Tooltip>
            ) : (
              <span className="taikai-strong" data-testid="contest-card-title">
                {title.text}
              </span>
            )}
          </div>
          <CardTag color="geekblue" className="taikai-contest-card-id">
            {t('home.contestId', { id: contest.contest_id })}
          </CardTag>
        </div>
        <div className="taikai-contest-card-tags">
          <CardTag color="purple">{gameModeLabel(t, contest.game_mode)}</CardTag>
          <CardTag color="gold">{roundTypeLabel(t, contest.round_type)}</CardTag>
        </div>
        <CurrentSeasonLine uniqueId={contest.unique_id} season={contest.current_season} />
        <span className="taikai-text-secondary taikai-contest-card-time">
          <CalendarOutlined /> {t('home.createdAt', { time: dayjs.unix(contest.create_time).format(DATE_TIME_FORMAT) })}
        </span>
      </div>
    </div>
  );
}
