import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { getToken } from '../../api/token';
import { CrashBoundary } from '../../app/CrashBoundary';
import { LobbyHandover } from './LobbyHandover';
import LobbyHome from './LobbyHome';
import { LobbyLayout } from './LobbyLayout';
import { lobbyPaths } from './paths';
import { PageSpinner } from './ui';
import './lobby.css';

// The screens built with Ant Design load with it, each its own chunk (LobbyAntd.tsx); the home loads neither.
const LobbyLogin = lazy(() => import('./LobbyLogin'));
const LobbyRegister = lazy(() => import('./LobbyRegister'));
// the players' table, loaded when a game is opened
const TableScreen = lazy(() => import('./TableScreen'));
// a finished game's replay, loaded when one is opened; by link, so no session is needed to ask for it
const ReplayScreen = lazy(() => import('../replay/ReplayScreen'));
// a player's own season: its own chunk, no Ant Design, loaded when a season is opened
const MySeasonPage = lazy(() => import('./season/MySeasonPage'));

/**
 * Pages of the lobby that need a session; without one, the lobby's own login in their place. Reading the location
 * makes the guard look at the token again on every navigation (a login navigates to the same path).
 */
function Authed({ children }: { children: React.ReactNode }) {
  useLocation();
  return getToken() ? children : <LobbyLogin />;
}

/** Login and registration are for visitors without a session; with one, the lobby's home. */
function GuestOnly({ children }: { children: React.ReactNode }) {
  useLocation();
  return getToken() ? <Navigate to={lobbyPaths.home} replace /> : children;
}

/**
 * The players' lobby at `/m/` (phone-first): its own layout and routes. Its home (my games, my contests, notices,
 * joining a contest) is in the lobby's first chunk; login, registration, the table and a replay load when they are
 * opened. The page drops the console's desktop minimum width while it is shown.
 */
export default function LobbyPage() {
  useEffect(() => {
    document.documentElement.classList.add('taikai-lobby-page');
    return () => document.documentElement.classList.remove('taikai-lobby-page');
  }, []);
  return (
    <LobbyLayout>
      <CrashBoundary>
        <LobbyHandover>
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              <Route
                index
                element={
                  <Authed>
                    <LobbyHome />
                  </Authed>
                }
              />
              <Route
                path="login"
                element={
                  <GuestOnly>
                    <LobbyLogin />
                  </GuestOnly>
                }
              />
              <Route
                path="register"
                element={
                  <GuestOnly>
                    <LobbyRegister />
                  </GuestOnly>
                }
              />
              <Route
                path="table/:uuid"
                element={
                  <Authed>
                    <TableScreen />
                  </Authed>
                }
              />
              <Route path="replay/:uuid" element={<ReplayScreen />} />
              <Route
                path="season/:uniqueId/:seasonId"
                element={
                  <Authed>
                    <MySeasonPage />
                  </Authed>
                }
              />
              <Route path="*" element={<Navigate to={lobbyPaths.home} replace />} />
            </Routes>
          </Suspense>
        </LobbyHandover>
      </CrashBoundary>
    </LobbyLayout>
  );
}
