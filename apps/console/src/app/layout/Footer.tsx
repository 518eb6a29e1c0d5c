import { Flex, Layout } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n';
import { channel } from '../channel';

interface FooterLink {
  to: string;
  label: string;
}

/**
 * Footer per language and per distribution channel (spec part 1 section 2):
 * `cn` shows terms, privacy and contact plus copyright lines; `global` shows the service contact and privacy
 * policy links. Japanese adds the legal notices (特定商取引法に基づく表記) on both.
 */
export function Footer() {
  const { t } = useTranslation();
  const lang = currentLang();
  const cn = channel() === 'cn';
  const links: FooterLink[] = cn
    ? [
        { to: '/terms', label: t('shell.footer.terms') },
        { to: '/privacy', label: t('shell.footer.privacy') },
        { to: '/contact', label: t('shell.footer.contact') },
      ]
    : [
        { to: '/contact', label: t('shell.footer.serviceContact') },
        { to: '/privacy', label: t('shell.footer.privacyPolicy') },
      ];
  if (lang === 'ja') links.push({ to: '/legal', label: t('shell.footer.legal') });
  const year = new Date().getFullYear();

  return (
    <Layout.Footer className="taikai-footer" data-testid="footer" data-channel={cn ? 'cn' : 'global'}>
      <Flex justify="center" align="center" gap={8} wrap>
        {links.map((l, i) => (
          <Fragment key={l.to}>
            {i > 0 && <span className="taikai-footer-sep">|</span>}
            <Link to={l.to} data-track={`footer-${l.to.slice(1)}`}>
              {l.label}
            </Link>
          </Fragment>
        ))}
      </Flex>
      {cn ? (
        <div className="taikai-footer-lines">
          <div>{t('shell.footer.copyright', { year })}</div>
          <div>{t('shell.footer.healthAdvice')}</div>
        </div>
      ) : (
        <div className="taikai-footer-lines">
          <div>{t('shell.footer.globalNote', { year })}</div>
        </div>
      )}
    </Layout.Footer>
  );
}
