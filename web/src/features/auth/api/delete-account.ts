// Settings: deleting one's own account with its password; this browser is then logged out.
import { api } from '@shop/core/api/contract';
import type { AccountDeletion } from '@shop/core/account-data';
import { call } from '../../../lib/api-client.ts';
import { useSessionMutation } from '../../../state/session.ts';

export const useDeleteAccount = () =>
  useSessionMutation(async (body: AccountDeletion) => {
    await call(api.account.remove, { body });
    return { user: null };
  });
