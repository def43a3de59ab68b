/**
 * The app's one query cache: every server read of the signed-in pages lives here (docs/decisions,
 * "Server state in one query cache"). Kept out of the landing's code: only the lazily loaded pages,
 * the login flows and the session's user-info refresh import it.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';

/** A refusal (4xx) is an answer, not a hiccup: asking again would get the same one. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // The pages refetch what they need when they open; a tab coming back to focus does not
        // reload a long thread or the gallery under the member.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
