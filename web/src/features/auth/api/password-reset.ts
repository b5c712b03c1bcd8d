// Forgot password: asking for a reset link by email, and setting a new password with the link's token.
import { useMutation } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { PasswordResetConfirm, PasswordResetRequest } from '@shop/core/auth';
import { call } from '../../../lib/api-client.ts';

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (body: PasswordResetRequest) => call(api.auth.requestPasswordReset, { body }) });

export const useConfirmPasswordReset = () =>
  useMutation({ mutationFn: (body: PasswordResetConfirm) => call(api.auth.confirmPasswordReset, { body }) });
