import { Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CrashBoundary } from '../CrashBoundary';
import { channelHasPortalNav } from '../channel';
import { Footer } from './Footer';
import { PortalNav } from './PortalNav';
import { TopBar } from './TopBar';

export function PageSpinner() {
  return (
    <div className="taikai-page-spinner">
      <Spin size="large" />
    </div>
  );
}

/** The logged-in shell: portal nav (cn), top bar, the page, footer. A page that crashes keeps the shell. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Layout className="taikai-shell">
      {channelHasPortalNav() && <PortalNav />}
      <TopBar />
      <Layout.Content className="taikai-content">
        <CrashBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </CrashBoundary>
      </Layout.Content>
      <Footer />
    </Layout>
  );
}
