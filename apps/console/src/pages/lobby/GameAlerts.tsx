import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askToNotify, type NotifyState, notifyState, playChime, setSoundEnabled, soundEnabled } from './gameAlerts';
import { BellIcon } from './icons';
import { Button, Switch } from './ui';

/** Sound and notification when a game starts: the player's choices (off until chosen). */
export function GameAlerts() {
  const { t } = useTranslation();
  const [sound, setSound] = useState(soundEnabled);
  const [permission, setPermission] = useState<NotifyState>(notifyState);
  return (
    <div className="lobby-alerts" data-testid="lobby-alerts">
      <div className="lobby-subtitle">{t('lobby.gameAlerts')}</div>
      <div className="lobby-row">
        <span>{t('lobby.sound')}</span>
        <Switch
          checked={sound}
          aria-label={t('lobby.sound')}
          data-testid="lobby-sound-switch"
          onChange={(on) => {
            setSoundEnabled(on);
            setSound(on);
            if (on) playChime(); // this tap lets the page play sound later; the player hears what it will be
          }}
        />
      </div>
      <div className="lobby-row">
        {permission === 'default' ? (
          <>
            <span>{t('lobby.notifyHint')}</span>
            <Button
              icon={<BellIcon />}
              onClick={async () => setPermission(await askToNotify())}
              data-testid="lobby-notify-button"
              data-track="lobby-notify"
            >
              {t('lobby.notifyAsk')}
            </Button>
          </>
        ) : (
          <span className="lobby-muted" data-testid="lobby-notify-state">
            {t(`lobby.notifyState.${permission}`)}
          </span>
        )}
      </div>
    </div>
  );
}
