import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/** A cache with the app's defaults: the browser's one, or one for each page the server draws. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });

export const queryClient = createQueryClient();
