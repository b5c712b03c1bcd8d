// Settings: asking to change one's email (a link goes to the new address), and opening that link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@shop/core/api/contract';
import type { EmailChangeConfirm, EmailChangeInput } from '@shop/core/auth';
import { call } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../state/session.ts';

export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (body: EmailChangeInput) => call(api.auth.requestEmailChange, { body }) });

/** The account's email changed, and this browser may have been logged out with its other sessions: the session is read again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeConfirm) => call(api.auth.confirmEmailChange, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
}
