// The account actions: log in, sign up, log out, update the profile. Each answers with the new session,
// which goes straight into the cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@shop/core/api/contract';
import type { LoginInput, ProfileUpdateInput, Session, SignupInput } from '@shop/core/auth';
import { call } from '../../../lib/api-client.ts';
import { onLiveEvent } from '../../../lib/live-feed.ts';
import { sessionKey, useSession, writeSession } from '../../../state/session.ts';

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
      await writeSession(queryClient, session);
      // Other queries may depend on who is logged in (orders, the dashboard).
      void queryClient.invalidateQueries({ predicate: (query) => !['products', 'session'].includes(String(query.queryKey[0])) });
    },
  });
}

export const useLogin = () => useSessionMutation((body: LoginInput) => call(api.auth.login, { body }));
export const useSignup = () => useSessionMutation((body: SignupInput) => call(api.auth.signup, { body }));
export const useLogout = () => useSessionMutation(() => call(api.auth.logout));
export const useUpdateProfile = () => useSessionMutation((body: ProfileUpdateInput) => call(api.auth.updateProfile, { body }));
