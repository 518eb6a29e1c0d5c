import { encodeAccountId } from '@taikai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearPendingUrlToken, errorText, pendingUrlTokenCredential, reloadPage, setToken } from '../api/client';
import { type HandoverOutcome, resolveHandover, type SessionAccount } from './session-handover';

type State = { step: 'idle' } | { step: 'error'; text: string } | Extract<HandoverOutcome, { step: 'ask' }>;

/**
 * The desk console opened with `?token=` while another session was stored (`consumeUrlToken` has
 * taken it out of the address bar and kept it): the console renders with the session it has, and this asks — naming
 * both accounts — before the link's session replaces it. Cancel keeps the current session and leaves the link's
 * token alone (it is someone's live session); Switch saves it and reloads. The same account behind both tokens is
 * kept without a word; a dead current session is replaced without a question; a token that is not (or no longer) a
 * session says so, and the current session stays.
 */
export function DeskHandover() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [credential] = useState(pendingUrlTokenCredential);
  const [state, setState] = useState<State>({ step: 'idle' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the token the page opened with
  useEffect(() => {
    if (!credential) return;
    let live = true;
    void resolveHandover(credential).then((outcome) => {
      if (!live) return;
      clearPendingUrlToken();
      if (outcome.step === 'adopt') signIn(outcome.incoming.token);
      else if (outcome.step === 'ask') setState(outcome);
      else if (outcome.step === 'failed') setState({ step: 'error', text: errorText(outcome.error) });
    });
    return () => {
      live = false;
    };
  }, [credential]);

  function signIn(token: string) {
    setToken(token);
    queryClient.clear();
    // Back to the page the link opened (a dead session may have been sent to the login page meanwhile).
    if (credential) window.history.replaceState(null, '', credential.returnTo);
    reloadPage();
  }

  const label = (a: SessionAccount) =>
    t('shell.handover.account', { nickname: a.nickname, id: encodeAccountId(a.account_id) });

  if (state.step === 'ask')
    return (
      <Modal
        open
        title={t('shell.handover.switchTitle')}
        okText={t('shell.handover.switchOk', { incoming: state.incoming.nickname })}
        cancelText={t('shell.handover.switchCancel', { current: state.current.nickname })}
        onOk={() => signIn(state.incoming.token)}
        onCancel={() => setState({ step: 'idle' })}
        mask={{ closable: false }}
      >
        <div data-testid="desk-handover-ask">
          {t('shell.handover.switchBody', { current: label(state.current), incoming: label(state.incoming) })}
        </div>
      </Modal>
    );
  if (state.step === 'error')
    return (
      <Modal
        open
        title={t('shell.handover.failedTitle')}
        okText={t('common.ok')}
        footer={(_, { OkBtn }) => <OkBtn />}
        onOk={() => setState({ step: 'idle' })}
        onCancel={() => setState({ step: 'idle' })}
      >
        <div data-testid="desk-handover-error">
          <Typography.Paragraph>{t('shell.handover.failed', { message: state.text })}</Typography.Paragraph>
          <Typography.Paragraph>{t('shell.handover.failedKept')}</Typography.Paragraph>
        </div>
      </Modal>
    );
  return null;
}
