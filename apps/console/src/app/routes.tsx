import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import HomePage from '../pages/home/HomePage';
import { AppLayout, PageSpinner } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { pageModule } from './page-module';
import { RequireAuth } from './RequireAuth';

// Route-level code splitting: the console's page loads the shell and the home page (its first screen) and nothing
// else; every other page loads on its first visit, with the rest of the page language's texts (`pageModule`).
// While one loads its layout shows a spinner (`PageSpinner`); a chunk a new build has replaced reloads the page
// (`stale-build.ts`).
const LoginPage = lazy(pageModule(() => import('../pages/login/LoginPage')));
const StaticPage = lazy(pageModule(() => import('../pages/static/StaticPage')));
const ContestPage = lazy(pageModule(() => import('../pages/contest/ContestPage')));
const SeasonListPage = lazy(pageModule(() => import('../pages/season/SeasonListPage')));
const SeasonPage = lazy(pageModule(() => import('../pages/season/SeasonPage')));
// games to watch: observers' way to a contest's running games, read-only
const WatchPage = lazy(pageModule(() => import('../pages/watch/WatchPage')));
// The players' lobby at /m/ (phone-first): its own chunk and layout, none of the manager screens.
const LobbyPage = lazy(pageModule(() => import('../pages/lobby/LobbyPage')));

/** The route table (spec part 1 section 2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/m/*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <LobbyPage />
          </Suspense>
        }
      />
      <Route element={<PublicLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/terms" element={<StaticPage kind="terms" />} />
        <Route path="/privacy" element={<StaticPage kind="privacy" />} />
        <Route path="/contact" element={<StaticPage kind="contact" />} />
        <Route path="/legal" element={<StaticPage kind="legal" />} />
      </Route>
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route index element={<HomePage />} />
        <Route path="/watch" element={<WatchPage />} />
        <Route path="/contest/:id/season" element={<SeasonListPage />} />
        <Route path="/contest/:id/season/:seasonId/*" element={<SeasonPage />} />
        <Route path="/contest/:id/*" element={<ContestPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
