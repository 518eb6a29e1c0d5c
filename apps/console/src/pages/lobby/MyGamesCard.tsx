import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** My games: filled from `GET /api/contest/player/my_games` once that call exists. */
export function MyGamesCard() {
  const { t } = useTranslation();
  return (
    <Card className="lobby-card" title={t('lobby.myGames')}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lobby.noGames')} />
    </Card>
  );
}
