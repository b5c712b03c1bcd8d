// The account actions: log in, sign up, update the profile. Each answers with the new session, which goes
// straight into the cache. Logging out is the session's own (state/session.ts): the header offers it on every page.
import { api } from '@shop/core/api/contract';
import type { LoginInput, ProfileUpdateInput, SignupInput } from '@shop/core/auth';
import { call } from '../../../lib/api-client.ts';
import { useSessionMutation } from '../../../state/session.ts';

export const useLogin = () => useSessionMutation((body: LoginInput) => call(api.auth.login, { body }));
export const useSignup = () => useSessionMutation((body: SignupInput) => call(api.auth.signup, { body }));
export const useUpdateProfile = () => useSessionMutation((body: ProfileUpdateInput) => call(api.auth.updateProfile, { body }));
