import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setToken } from '../../api/token';
import { lobbyPaths } from './paths';

/** Saves a new session, drops data of any earlier one and opens the lobby's home. */
export function useLobbyLogin(): (token: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (token: string) => {
    setToken(token);
    queryClient.clear();
    navigate(lobbyPaths.home, { replace: true });
  };
}
