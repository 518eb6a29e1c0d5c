import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import HomePage from '../pages/home/HomePage';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RequireAuth } from './RequireAuth';

// Route-level code splitting: each area's pages load on first visit.
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const StaticPage = lazy(() => import('../pages/static/StaticPage'));
const ContestPage = lazy(() => import('../pages/contest/ContestPage'));
const SeasonListPage = lazy(() => import('../pages/season/SeasonListPage'));
const SeasonPage = lazy(() => import('../pages/season/SeasonPage'));
// games to watch: observers' way to a contest's running games, read-only
const WatchPage = lazy(() => import('../pages/watch/WatchPage'));
// The players' lobby at /m/ (phone-first): its own chunk and layout, none of the manager screens.
const LobbyPage = lazy(() => import('../pages/lobby/LobbyPage'));

/** The route table (spec part 1 section 2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/m/*"
        element={
          <Suspense fallback={null}>
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
