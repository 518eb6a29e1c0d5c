import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWatchGames } from '../../api/lobby';

/**
 * On the home page, when the account has any game to watch (a contest it observes or manages is playing): how many,
 * and the way to the games-to-watch page (/watch). Nothing otherwise, and nothing when the list cannot be read.
 */
export function WatchGamesBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useWatchGames();
  const count = data?.games.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<EyeOutlined />}
      style={{ marginBottom: 16 }}
      title={t('watch.homeBanner', { count })}
      data-testid="home-watch-banner"
      action={
        <Button size="small" type="primary" onClick={() => navigate('/watch')} data-track="home-watch">
          {t('watch.title')}
        </Button>
      }
    />
  );
}
