import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { setToken } from '../../api/token';
import { lobbyReturnTo } from './paths';

/** Saves a new session, drops data of any earlier one and opens the lobby page that asked for it, else its home. */
export function useLobbyLogin(): (token: string) => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const queryClient = useQueryClient();
  return (token: string) => {
    setToken(token);
    queryClient.clear();
    navigate(lobbyReturnTo(state), { replace: true });
  };
}
