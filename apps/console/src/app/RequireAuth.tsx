import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '../api/token';

/** Pages other than login and the static ones need a token; without one, go to login and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getToken()) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
