import type { UseMutationResult } from '@tanstack/react-query';
import { notify } from '../../../lib/toast.ts';
import { DeleteButton } from './DeleteButton.tsx';

type Props<Id> = {
  /** The row's id, as the table's delete mutation takes it. */
  id: Id;
  name: string;
  /** One mutation for the whole table: only the row it is deleting shows busy. */
  deletion: UseMutationResult<unknown, Error, Id>;
  deletedMessage: string;
};

/** The delete control of one admin table row: asks first, deletes, and says how it went in a toast. */
export function RowDeleteButton<Id>({ id, name, deletion, deletedMessage }: Props<Id>) {
  const remove = () =>
    deletion.mutate(id, {
      onSuccess: () => notify('success', deletedMessage),
      onError: (error) => notify('error', error.message),
    });
  return <DeleteButton name={name} isBusy={deletion.isPending && deletion.variables === id} onConfirm={remove} />;
}
