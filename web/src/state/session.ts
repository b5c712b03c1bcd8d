// Who is logged in (read by the header, the pages that need a login, the review form and the admin area),
// logging out, and keeping the session in step with the live feed.
import { hashKey, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@shop/core/api/contract';
import type { Session } from '@shop/core/auth';
import { call } from '../lib/api-client.ts';
import { onLiveEvent } from '../lib/live-feed.ts';

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

/** The account this tab knows it is logged in to (null: logged out), or undefined while its session is not fetched yet. */
const accountOf = (queryClient: QueryClient): string | null | undefined => {
  const session = queryClient.getQueryData<Session>(sessionKey);
  return session && (session.user?.uid ?? null);
};

/**
 * Keeps the live feed opened as the account this tab is logged in to. The server names an account's changes
 * only to the feeds that account opened, and it knows who listens from the cookie the feed was opened with: a
 * feed opened before this tab logged in (or logged out, or before its session was known) is opened again.
 */
export function feedFollowsSession(queryClient: QueryClient, connect: (onOpen?: () => void) => () => void): () => void {
  const sessionHash = hashKey(sessionKey);
  let openedAs = accountOf(queryClient);
  let disconnect = connect();
  const unsubscribe = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryHash !== sessionHash) return;
    const account = accountOf(queryClient);
    if (account === undefined || account === openedAs) return;
    disconnect();
    openedAs = account;
    // A change to the account made before the new feed listens is announced to nobody here: the session is
    // read again once it listens.
    disconnect = connect(() => void queryClient.invalidateQueries({ queryKey: sessionKey }));
  });
  return () => {
    unsubscribe();
    disconnect();
  };
}

/** Refetches the session when the live feed says this account changed (renamed, or deleted by an admin). */
export function useSessionFollowsFeed() {
  const queryClient = useQueryClient();
  const uid = useSession().data?.user?.uid;
  useEffect(() => {
    if (!uid) return;
    return onLiveEvent((event) => {
      if (event.topic === 'users' && event.id === uid) void queryClient.invalidateQueries({ queryKey: sessionKey });
    });
  }, [uid, queryClient]);
}

/** An account action whose answer is the new session. */
export function useSessionMutation<Input>(request: (input: Input) => Promise<Session>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (session) => {
      await writeSession(queryClient, session);
      // Other queries may depend on who is logged in (orders, the dashboard).
      void queryClient.invalidateQueries({ predicate: (query) => !['products', 'session'].includes(String(query.queryKey[0])) });
    },
  });
}

export const useLogout = () => useSessionMutation(() => call(api.auth.logout));
