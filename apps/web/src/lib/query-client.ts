import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change on a second try; a dropped connection or a 5xx might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely, and a currency switch reloads the page anyway.
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
