import { Spin } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { getToken } from '../../api/token';
import { CrashBoundary } from '../../app/CrashBoundary';
import { LobbyLayout } from './LobbyLayout';
import { LobbyLogin } from './LobbyLogin';
import { lobbyPaths } from './paths';
import './lobby.css';

const LobbyHome = lazy(() => import('./LobbyHome'));
const LobbyRegister = lazy(() => import('./LobbyRegister'));
const TableSlot = lazy(() => import('./TableSlot'));

/** Pages of the lobby that need a session; without one, the lobby's own login in their place. */
function Authed({ children }: { children: React.ReactNode }) {
  return getToken() ? children : <LobbyLogin />;
}

/**
 * The players' lobby at `/m/` (phone-first): its own layout and routes, loaded as its own chunk so a player never
 * downloads the manager screens. The page drops the console's desktop minimum width while it is shown.
 */
export default function LobbyPage() {
  useEffect(() => {
    document.documentElement.classList.add('taikai-lobby-page');
    return () => document.documentElement.classList.remove('taikai-lobby-page');
  }, []);
  return (
    <LobbyLayout>
      <CrashBoundary>
        <Suspense fallback={<Spin className="lobby-spinner" />}>
          <Routes>
            <Route
              index
              element={
                <Authed>
                  <LobbyHome />
                </Authed>
              }
            />
            <Route path="login" element={getToken() ? <Navigate to={lobbyPaths.home} replace /> : <LobbyLogin />} />
            <Route
              path="register"
              element={getToken() ? <Navigate to={lobbyPaths.home} replace /> : <LobbyRegister />}
            />
            <Route
              path="table/:uuid"
              element={
                <Authed>
                  <TableSlot />
                </Authed>
              }
            />
            <Route path="*" element={<Navigate to={lobbyPaths.home} replace />} />
          </Routes>
        </Suspense>
      </CrashBoundary>
    </LobbyLayout>
  );
}
