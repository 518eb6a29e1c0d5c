import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { setToken } from '../../api/token';
import {
  clearLobbyCredential,
  endIfFresh,
  type HandoverOutcome,
  pendingLobbyCredential,
  resolveLobbyCredential,
} from './handover';
import { Alert, PageSpinner } from './ui';

const HandoverQuestion = lazy(() => import('./HandoverQuestion'));

type State =
  | { step: 'working' }
  | { step: 'done' }
  | { step: 'error'; text: string }
  | Extract<HandoverOutcome, { step: 'ask' }>;

/**
 * The lobby opened with `?code=` (or an old `?token=`): signs in with it, keeps the same account's session without a
 * word, and asks before another account's session is replaced (the current one stays on cancel). A refused code
 * shows why above the lobby. Its children render once this is settled.
 */
export function LobbyHandover({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [credential] = useState(pendingLobbyCredential);
  const [state, setState] = useState<State>(credential ? { step: 'working' } : { step: 'done' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the credential the page opened with
  useEffect(() => {
    if (!credential) return;
    let live = true;
    void resolveLobbyCredential(credential).then((outcome) => {
      if (!live) return;
      clearLobbyCredential();
      if (outcome.step === 'adopt') signIn(outcome.incoming.token);
      else if (outcome.step === 'ask') setState(outcome);
      else if (outcome.step === 'failed') setState({ step: 'error', text: errorText(outcome.error) });
      else setState({ step: 'done' });
    });
    return () => {
      live = false;
    };
  }, [credential]);

  function signIn(token: string) {
    setToken(token);
    queryClient.clear();
    setState({ step: 'done' });
    navigate(location.pathname, { replace: true });
  }

  if (state.step === 'working') return <PageSpinner data-testid="lobby-handover-working" />;
  return (
    <>
      {state.step === 'error' && (
        <Alert
          type="error"
          className="lobby-handover-error"
          data-testid="lobby-handover-error"
          onClose={() => setState({ step: 'done' })}
          closeLabel={t('lobby.close')}
        >
          {t('lobby.handover.failed', { message: state.text })}
        </Alert>
      )}
      {state.step === 'ask' && (
        <Suspense fallback={<PageSpinner />}>
          <HandoverQuestion
            current={state.current}
            incoming={state.incoming}
            onOk={() => signIn(state.incoming.token)}
            onCancel={() => {
              void endIfFresh(state.incoming);
              setState({ step: 'done' });
            }}
          />
        </Suspense>
      )}
      {state.step !== 'ask' && children}
    </>
  );
}
