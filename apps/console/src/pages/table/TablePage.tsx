import { errorMessage, type TableView } from '@taikai/shared';
import { Alert, Button, Spin, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { messageLang } from '../../i18n';
import { lobbyPaths } from '../lobby/paths';
import { ActionBar } from './ActionBar';
import { Board } from './Board';
import { GameResult } from './GameResult';
import { HandResult } from './HandResult';
import { MyHand } from './MyHand';
import { ThinkingClock } from './ThinkingClock';
import type { TableStore } from './tableStore';
import { useTable } from './useTable';
import { WallHash } from './WallHash';
import './table.css';

/**
 * `/m/table/:uuid` (`?watch=1` for managers and observers): the players' table. Everything shown comes from the
 * server's view of this seat; the buttons are exactly the seat's legal choices; the clock is the server's.
 */
export default function TablePage({ store: injected }: { store?: TableStore }) {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const { state, store } = useTable(uuid, search.get('watch') === '1', injected);
  const [riichiMode, setRiichiMode] = useState(false);
  const { view, ask } = state;
  const outcome = useNewOutcome(view);

  useEffect(() => {
    if (!ask) setRiichiMode(false);
  }, [ask]);

  if (state.ended === 'replaced') return <Alert type="info" showIcon message={t('table.replaced')} />;
  if (!view) {
    if (state.finished)
      return <GameResult finished={state.finished} players={state.players} recordLink={lobbyPaths.home} />;
    if (state.error)
      return (
        <Alert type="error" showIcon message={errorMessage(state.error, messageLang())} data-testid="table-error" />
      );
    return state.delay !== null ? (
      <Alert type="info" showIcon title={t('table.delayedWait', { seconds: state.delay })} data-testid="delay-wait" />
    ) : (
      <Spin className="tt-loading" />
    );
  }
  const canAct = !!ask && state.role === 'seat' && !state.paused;
  const act = (a: Parameters<TableStore['act']>[0]) => {
    setRiichiMode(false);
    store.act(a);
  };
  const recordLink =
    state.role === 'watch' && state.finished
      ? `/contest/${state.finished.unique_id}/season/${state.finished.season_id}/record`
      : lobbyPaths.home;
  return (
    <div className={`tt-page${state.role === 'watch' ? ' tt-watching' : ''}`} data-testid="table-page">
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
      {state.role === 'seat' && state.autoplay && (
        <Alert
          type="warning"
          showIcon
          className="tt-autoplay"
          data-testid="autoplay"
          title={t('table.autoplay')}
          action={
            <Button type="primary" size="small" onClick={() => store.back()} data-testid="back">
              {t('table.back')}
            </Button>
          }
        />
      )}
      <div className="tt-board-wrap">
        <Board view={view} players={state.players} />
        {outcome.shown && !state.finished && (
          <HandResult outcome={outcome.shown} players={state.players} onClose={outcome.close} />
        )}
      </div>
      {state.role === 'seat' && (
        <div className="tt-bottom">
          <div className="tt-controls">
            {canAct && ask && <ThinkingClock key={ask.ask} ask={ask} />}
            {canAct && view.choices && (
              <ActionBar choices={view.choices} riichiMode={riichiMode} onRiichi={setRiichiMode} onAct={act} />
            )}
          </div>
          <MyHand view={view} canAct={canAct} riichiMode={riichiMode} onAct={act} />
        </div>
      )}
      {state.finished && <GameResult finished={state.finished} players={state.players} recordLink={recordLink} />}
    </div>
  );
}

/** Seconds a hand's result stays up unless closed sooner. */
const RESULT_SECONDS = 8;

/**
 * The last hand's outcome while it is new: shown when it changes after the page has its first view (an outcome
 * already there on arrival is old news), hidden when closed or after a few seconds.
 */
function useNewOutcome(view: TableView | null) {
  const key = view?.lastHand ? JSON.stringify([view.lastHand.deltas, view.lastHand.scores, view.lastHand.kind]) : '';
  const seen = useRef<string | null>(null);
  const [shownKey, setShownKey] = useState<string | null>(null);
  useEffect(() => {
    if (!view) return;
    if (seen.current === null) {
      seen.current = key;
      return;
    }
    if (key && key !== seen.current) {
      seen.current = key;
      setShownKey(key);
    }
  }, [key, view]);
  useEffect(() => {
    if (!shownKey) return;
    const id = setTimeout(() => setShownKey(null), RESULT_SECONDS * 1000);
    return () => clearTimeout(id);
  }, [shownKey]);
  return {
    shown: shownKey && view?.lastHand ? view.lastHand : null,
    close: () => setShownKey(null),
  };
}
