// The session and the account actions: log in, sign up, log out, update the profile.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, ProfileUpdateInput, Session, SignupInput } from '@shop/core/auth';
import { apiRequest } from '../../lib/api-client.ts';

export const sessionKey = ['users', 'session'] as const;

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

function useSessionMutation<Input>(request: (input: Input) => Promise<Session>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKey, session);
      // Other queries may depend on who is logged in (orders, the dashboard).
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'products' && query.queryKey !== sessionKey });
    },
  });
}

export const useLogin = () => useSessionMutation((input: LoginInput) => send<Session>('/api/auth/login', 'POST', input));
export const useSignup = () => useSessionMutation((input: SignupInput) => send<Session>('/api/auth/signup', 'POST', input));
export const useLogout = () => useSessionMutation(() => send<Session>('/api/auth/logout', 'POST'));
export const useUpdateProfile = () => useSessionMutation((input: ProfileUpdateInput) => send<Session>('/api/auth/profile', 'PATCH', input));
