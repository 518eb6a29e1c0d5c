import { errorMessage } from '@taikai/shared';
import { Alert, Button, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { messageLang } from '../../i18n';
import { lobbyPaths } from '../lobby/paths';
import { ActionBar } from './ActionBar';
import { Board } from './Board';
import { ClaimOffer } from './ClaimOffer';
import { GameResult } from './GameResult';
import { HandResult } from './HandResult';
import { useLastDiscard } from './lastDiscard';
import { MyHand } from './MyHand';
import { ThinkingClock } from './ThinkingClock';
import type { TableStore } from './tableStore';
import { useHandOutcome } from './useHandOutcome';
import { useTable } from './useTable';
import { WallHash } from './WallHash';
import './table.css';
import './board.css';
import './result.css';

/**
 * `/m/table/:uuid` (`?watch=1` for managers and observers): the players' table. Everything shown comes from the
 * server's view of this seat; the buttons are exactly the seat's legal choices; the clock is the server's. The page
 * fills the screen under the lobby's bar: the board in the middle, the buttons and the hand at the bottom.
 */
export default function TablePage({ store: injected }: { store?: TableStore }) {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const { state, store } = useTable(uuid, search.get('watch') === '1', injected);
  const [riichiMode, setRiichiMode] = useState(false);
  const { view, ask } = state;
  const outcome = useHandOutcome(view);
  const last = useLastDiscard(view);

  useEffect(() => {
    if (!ask) setRiichiMode(false);
  }, [ask]);

  if (state.ended === 'replaced')
    return (
      <Alert
        type="info"
        showIcon
        title={t('table.replaced')}
        data-testid="table-replaced"
        action={
          <Button type="primary" onClick={() => store.playHere()} data-testid="play-here">
            {t('table.playHere')}
          </Button>
        }
      />
    );
  if (state.ended === 'auth' || state.ended === 'removed')
    return (
      <Alert
        type="warning"
        showIcon
        title={t(state.ended === 'auth' ? 'table.sessionEnded' : 'table.removed')}
        data-testid="table-ended"
        action={
          <Button href={lobbyPaths.home} data-testid="table-ended-lobby">
            {t('table.final.lobby')}
          </Button>
        }
      />
    );
  if (!view) {
    if (state.finished)
      return (
        <div className="tt-page" data-testid="table-page">
          <GameResult finished={state.finished} players={state.players} recordLink={lobbyPaths.replay(uuid)} />
        </div>
      );
    if (state.error)
      return <Alert type="error" showIcon title={errorMessage(state.error, messageLang())} data-testid="table-error" />;
    return state.delay !== null ? (
      <Alert type="info" showIcon title={t('table.delayedWait', { seconds: state.delay })} data-testid="delay-wait" />
    ) : (
      <Spin className="tt-loading" />
    );
  }
  const seated = state.role === 'seat';
  const canAct = !!ask && seated && !state.paused;
  const act = (a: Parameters<TableStore['act']>[0]) => {
    setRiichiMode(false);
    store.act(a);
  };
  // the game's replay, for players and watchers alike: a watcher sees the end only after the watch delay,
  // which is when the replay opens for observers
  const recordLink = lobbyPaths.replay(uuid);
  return (
    <div className={`tt-page${seated ? ' tt-seated' : ' tt-watching'}`} data-testid="table-page">
      <div className="tt-board-wrap">
        <div className="tt-stage">
          <div className="tt-status">
            {state.role === 'watch' && <Tag color="blue">{t('table.watching')}</Tag>}
            {state.role === 'watch' && state.delay !== null && (
              <Tag color="purple" data-testid="delayed">
                {t('table.delayed', { seconds: state.delay })}
              </Tag>
            )}
            {state.connection !== 'open' && <Tag color="orange">{t('table.reconnecting')}</Tag>}
            {state.paused && (
              <Tag color="red" data-testid="paused">
                {t('table.paused')}
              </Tag>
            )}
            {state.timedOut && <Tag>{t('table.timedOut')}</Tag>}
            {state.error !== null && <Tag color="red">{errorMessage(state.error, messageLang())}</Tag>}
            {state.wall && <WallHash wall={state.wall} />}
          </div>
          <Board view={view} players={state.players} last={last} />
          {seated && (
            <div className="tt-controls" data-testid="controls">
              <div className="tt-controls-info">
                {canAct && <ClaimOffer view={view} players={state.players} />}
                {canAct && ask && <ThinkingClock key={ask.ask} ask={ask} />}
              </div>
              {canAct && view.choices && (
                <ActionBar choices={view.choices} riichiMode={riichiMode} onRiichi={setRiichiMode} onAct={act} />
              )}
            </div>
          )}
          {seated && state.autoplay && (
            <Alert
              type="warning"
              showIcon
              className="tt-autoplay"
              data-testid="autoplay"
              title={t('table.autoplay')}
              action={
                <Button type="primary" size="large" onClick={() => store.back()} data-testid="back">
                  {t('table.back')}
                </Button>
              }
            />
          )}
        </div>
      </div>
      {seated && <MyHand view={view} canAct={canAct} riichiMode={riichiMode} onAct={act} />}
      {outcome && <HandResult shown={outcome} players={state.players} />}
      {state.finished && !outcome && (
        <GameResult finished={state.finished} players={state.players} recordLink={recordLink} />
      )}
    </div>
  );
}
