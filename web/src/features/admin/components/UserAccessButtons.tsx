import { userMessages, type AccountSummary, type UserChange, type UserUpdate } from '@shop/core/users';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { notify } from '../../../lib/toast.ts';
import { useUpdateUser } from '../api/users.ts';

type Move = { change: UserChange; label: string; update: UserUpdate; question: string };

/** What may be done with the account now: promote or demote it, block or unblock it. */
function movesFor(user: AccountSummary): Move[] {
  const name = user.displayName;
  return [
    user.isAdmin
      ? {
          change: 'demoted',
          label: 'Make shopper',
          update: { role: 'shopper' },
          question: `Make ${name} a shopper? They lose the dashboard.`,
        }
      : {
          change: 'promoted',
          label: 'Make admin',
          update: { role: 'admin' },
          question: `Make ${name} an admin? They can run the whole shop.`,
        },
    user.isBlocked
      ? { change: 'unblocked', label: 'Unblock', update: { blocked: false }, question: `Unblock ${name}? They can log in again.` }
      : {
          change: 'blocked',
          label: 'Block',
          update: { blocked: true },
          question: `Block ${name}? They are logged out everywhere and cannot log in.`,
        },
  ];
}

/** The role and block controls of one user row; each asks first and says how it went in a toast. */
export function UserAccessButtons({ user }: { user: AccountSummary }) {
  const updateUser = useUpdateUser();
  const isBusy = updateUser.isPending && updateUser.variables.uid === user.uid;
  return movesFor(user).map(({ change, label, update, question }) => (
    <ConfirmButton
      key={change}
      label={label}
      busyLabel="Saving..."
      accessibleName={`${label}: ${user.displayName}`}
      question={question}
      confirmLabel={label}
      keepLabel="Not now"
      tone={change === 'blocked' ? 'danger' : 'plain'}
      isBusy={isBusy}
      onConfirm={() =>
        updateUser.mutate(
          { uid: user.uid, update },
          {
            onSuccess: () => notify('success', userMessages.changed(user.displayName, change)),
            onError: (error) => notify('error', error.message),
          },
        )
      }
    />
  ));
}
