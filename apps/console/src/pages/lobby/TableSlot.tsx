import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { lobbyPaths } from './paths';

/**
 * `/m/table/:uuid`: where the players' table (issue 11) mounts. Until it exists, the page says that the seat is
 * played by auto-play (the game host's rule for a person who is not connected) and links back to the lobby.
 */
export default function TableSlot() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  return (
    <Card className="lobby-card">
      <Result
        status="info"
        title={t('lobby.tableComing')}
        subTitle={t('lobby.tableComingHint')}
        extra={
          <Link to={lobbyPaths.home}>
            <Button type="primary">{t('lobby.backToLobby')}</Button>
          </Link>
        }
      />
      <div className="lobby-muted" data-testid="table-slot-uuid">
        {uuid}
      </div>
    </Card>
  );
}
