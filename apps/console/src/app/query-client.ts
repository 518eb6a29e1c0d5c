import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/**
 * The app's QueryClient: retry only network hiccups, never an answer of the server. Its own module (no Ant Design)
 * so the players' lobby page (`lobby-main.tsx`) shares it without the console's providers.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, err) => !(err instanceof ApiError) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
