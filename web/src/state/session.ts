// Who is logged in: read by the header, the pages that need a login, the review form and the admin area.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { Session } from '@shop/core/auth';
import { call } from '../lib/api-client.ts';

// Not under ['users']: the live feed refetches that topic whenever anyone signs up, and the session
// must only move when this browser logs in or out, or when its own account changes.
export const sessionKey = ['session'] as const;

/** Loading, then logged in (user) or logged out (null). */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => call(api.auth.session, {}, { signal }),
    staleTime: 60_000,
  });
}

/** Puts the session an account action answered with in place of the one cached. */
export async function writeSession(queryClient: QueryClient, session: Session): Promise<void> {
  // A session fetch still in flight was asked before this change and would overwrite it.
  await queryClient.cancelQueries({ queryKey: sessionKey });
  queryClient.setQueryData(sessionKey, session);
}
