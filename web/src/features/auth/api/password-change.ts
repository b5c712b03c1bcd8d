// Settings: changing one's password with the current one.
import { useMutation } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { PasswordChangeInput } from '@shop/core/auth';
import { call } from '../../../lib/api-client.ts';

export const useChangePassword = () => useMutation({ mutationFn: (body: PasswordChangeInput) => call(api.auth.changePassword, { body }) });
