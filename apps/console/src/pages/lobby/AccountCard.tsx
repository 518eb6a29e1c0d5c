import { encodeAccountId } from '@taikai/shared/account-id';
import { useTranslation } from 'react-i18next';
import { useLobbyAccount, useManagedContestCount } from '../../api/lobby';
import { CopyIcon } from './icons';
import { lobbyToast } from './toast';
import { Button, Card } from './ui';

/**
 * Copies text: the Clipboard API where the page may use it (HTTPS, localhost), else the old way through a selected
 * text field (plain HTTP on a LAN address has no Clipboard API).
 */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* refused: try the old way */
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** My account ID (the encoded one organisers add players and observers by), with a copy button. */
export function AccountCard() {
  const { t } = useTranslation();
  const { data } = useLobbyAccount();
  const managed = useManagedContestCount();
  const id = data ? String(encodeAccountId(data.account_id)) : null;
  return (
    <Card title={t('lobby.myAccount')} data-testid="lobby-account">
      <div className="lobby-row">
        <span>
          {t('lobby.accountId')}{' '}
          <strong className="lobby-account-id" data-testid="lobby-account-id">
            {id ?? '…'}
          </strong>
        </span>
        <Button
          icon={<CopyIcon />}
          disabled={!id}
          aria-label={t('lobby.copyId')}
          data-testid="lobby-copy-id"
          data-track="lobby-copy-id"
          onClick={async () => {
            if (!id) return;
            if (await copyText(id)) lobbyToast.success(t('lobby.copied', { id }));
            else lobbyToast.error(t('lobby.copyFailed'));
          }}
        >
          {t('lobby.copy')}
        </Button>
      </div>
      <div className="lobby-muted">{t('lobby.accountIdHint')}</div>
      {managed > 0 && (
        // an organiser's way (back) to the console, at the site's root: the same session (issue 29 #12)
        <div className="lobby-row lobby-gap" data-testid="lobby-console">
          <span className="lobby-muted">{t('lobby.consoleHint', { count: managed })}</span>
          <a href="/" className="lobby-btn lobby-btn-text" data-testid="lobby-console-link" data-track="lobby-console">
            {t('lobby.consoleLink')}
          </a>
        </div>
      )}
    </Card>
  );
}
