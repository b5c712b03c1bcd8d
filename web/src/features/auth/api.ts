// The session and the account actions: log in, sign up, log out, update the profile.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, ProfileUpdateInput, Session, SignupInput } from '@shop/core/auth';
import { apiRequest } from '../../lib/api-client.ts';
import { onLiveEvent } from '../../lib/live-feed.ts';

// Not under ['users']: the live feed refetches that topic whenever anyone signs up, and the session
// must only move when this browser logs in or out, or when its own account changes.
export const sessionKey = ['session'] as const;

const send = <T>(path: string, method: string, body?: unknown) =>
  apiRequest<T>(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });

/** Loading, then logged in (user) or logged out (null). */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => apiRequest<Session>('/api/auth/session', { signal }),
    staleTime: 60_000,
  });
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

function useSessionMutation<Input>(request: (input: Input) => Promise<Session>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (session) => {
      // A session fetch still in flight was asked before this change and would overwrite it.
      await queryClient.cancelQueries({ queryKey: sessionKey });
      queryClient.setQueryData(sessionKey, session);
      // Other queries may depend on who is logged in (orders, the dashboard).
      void queryClient.invalidateQueries({ predicate: (query) => !['products', 'session'].includes(String(query.queryKey[0])) });
    },
  });
}

export const useLogin = () => useSessionMutation((input: LoginInput) => send<Session>('/api/auth/login', 'POST', input));
export const useSignup = () => useSessionMutation((input: SignupInput) => send<Session>('/api/auth/signup', 'POST', input));
export const useLogout = () => useSessionMutation(() => send<Session>('/api/auth/logout', 'POST'));
export const useUpdateProfile = () => useSessionMutation((input: ProfileUpdateInput) => send<Session>('/api/auth/profile', 'PATCH', input));
