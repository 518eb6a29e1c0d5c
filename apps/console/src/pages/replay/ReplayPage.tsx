import { buildReplay, ErrorCode } from '@taikai/shared';
import { Alert, Button, Result, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, errorText } from '../../api/client';
import { useReplay } from '../../api/replay';
import { getToken } from '../../api/token';
import { lobbyPaths } from '../lobby/paths';
import { ReplayViewer } from './ReplayViewer';

/**
 * Why a replay did not open, and what the reader can do: log in, try again, or go back to the lobby. A table played
 * in person has no replay, and says so.
 */
function ReplayError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  if (error instanceof ApiError && error.code === ErrorCode.OFFLINE_NO_LOG)
    // a table played in person (issue 32): nothing to load, nothing to retry
    return (
      <Result
        status="info"
        title={t('replay.offlineTitle')}
        subTitle={errorText(error)}
        extra={
          <Button onClick={() => navigate(lobbyPaths.home)} data-testid="replay-lobby">
            {t('replay.backToLobby')}
          </Button>
        }
        data-testid="replay-offline"
      />
    );
  const refused = error instanceof ApiError && error.code === ErrorCode.GAME_NOT_FOUND;
  const sessionEnded = error instanceof ApiError && error.status === 401;
  // a visitor refused may have played in the game; a session that ended needs a new one
  const login = (refused && !getToken()) || sessionEnded;
  const actions = [
    login ? (
      <Button
        key="login"
        type="primary"
        onClick={() => navigate(lobbyPaths.login, { state: { from: `${location.pathname}${location.search}` } })}
        data-testid="replay-login"
      >
        {t('replay.login')}
      </Button>
    ) : null,
    refused || sessionEnded ? null : (
      <Button key="retry" type="primary" onClick={retry} data-testid="replay-retry">
        {t('replay.retry')}
      </Button>
    ),
    <Button key="lobby" onClick={() => navigate(lobbyPaths.home)} data-testid="replay-lobby">
      {t('replay.backToLobby')}
    </Button>,
  ];
  return (
    <Result
      status={refused ? 'warning' : 'error'}
      title={refused ? t('replay.notFoundTitle') : t('replay.loadFailedTitle')}
      subTitle={refused ? t('replay.notFound') : t('replay.loadFailed', { message: errorText(error) })}
      extra={actions}
      data-testid="replay-error"
    >
      {refused && login && <p className="rp-note">{t('replay.signInHint')}</p>}
    </Result>
  );
}

/**
 * `/m/replay/:uuid`: a finished game's replay, opened by link. The server decides who may open it (seated players
 * and the contest's managers; its observers once the game is over; anyone when a manager made it public); the log it
 * answers is read into frames here (`buildReplay`), the same file as the records page's download.
 */
export default function ReplayPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const query = useReplay(uuid);
  const log = query.data?.log;
  const replay = useMemo(() => (log ? buildReplay(log) : null), [log]);
  if (query.isError) return <ReplayError error={query.error} retry={() => void query.refetch()} />;
  if (!query.data || !replay)
    return (
      <div className="rp-loading" data-testid="replay-loading">
        <Spin />
        <span className="tt-sr">{t('replay.loading')}</span>
      </div>
    );
  if (replay.hands.length === 0)
    return <Alert type="info" showIcon title={t('replay.empty')} data-testid="replay-empty" />;
  return <ReplayViewer replay={replay} reply={query.data} />;
}
