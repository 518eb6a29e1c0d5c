import { TrophyFilled } from '@ant-design/icons';
import { Layout } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { getToken } from '../../api/token';
import { CrashBoundary } from '../CrashBoundary';
import { channelHasPortalNav } from '../channel';
import { PageSpinner } from './AppLayout';
import { Footer } from './Footer';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PortalNav } from './PortalNav';

/** Shell of the pages open without a login (login, terms, privacy, contact, legal notices). */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Layout className="taikai-shell">
      {channelHasPortalNav() && <PortalNav />}
      <Layout.Header className="taikai-topbar">
        <Link to={getToken() ? '/' : '/login'} className="taikai-brand">
          <TrophyFilled className="taikai-brand-mark" />
          <span className="taikai-brand-title">{t('shell.title')}</span>
        </Link>
        <LanguageSwitcher dark />
      </Layout.Header>
      <Layout.Content className="taikai-content">
        <CrashBoundary>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </CrashBoundary>
      </Layout.Content>
      <Footer />
    </Layout>
  );
}
