import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { setToken } from '../../api/token';

/** Where the user was going before login (router state `from`), never back to /login itself. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

/** Saves the token, drops cached data of any earlier session and goes back to where the user came from. */
export function useFinishLogin(): (token: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const target = useReturnPath();
  return (token: string) => {
    setToken(token);
    queryClient.clear();
    navigate(target, { replace: true });
  };
}
