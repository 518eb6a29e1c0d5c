import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getToken } from '../../api/token';
import { mobileSiteUrl, openMobileSite } from './mobileSite';

/** The game-portal navigation bar of the `cn` channel, above the top bar. */
export function PortalNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inConsole = !['/terms', '/privacy', '/contact', '/legal'].includes(pathname);
  return (
    <nav className="taikai-portal-nav" data-testid="portal-nav" aria-label={t('shell.portal.label')}>
      <div className="taikai-portal-inner">
        <span className="taikai-portal-name">{t('shell.portal.name')}</span>
        <Link to="/" className={inConsole ? 'active' : undefined} data-track="portal-console">
          {t('shell.portal.console')}
        </Link>
        <a
          href={mobileSiteUrl(null)}
          target="_blank"
          rel="noopener"
          data-track="portal-mobile"
          onClick={(e) => {
            // signed in: hand over with a one-time code (the link itself carries nothing)
            if (!getToken()) return;
            e.preventDefault();
            void openMobileSite();
          }}
        >
          {t('shell.portal.mobile')}
        </a>
        <Link to="/terms" data-track="portal-rules">
          {t('shell.portal.rules')}
        </Link>
        <Link to="/contact" data-track="portal-help">
          {t('shell.portal.help')}
        </Link>
      </div>
    </nav>
  );
}
