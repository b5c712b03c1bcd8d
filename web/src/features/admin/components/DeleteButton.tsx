import { ConfirmButton } from '../../../components/ConfirmButton.tsx';

type Props = {
  /** What is deleted, in the button's accessible name and the question ("Delete Oak Stool"). */
  name: string;
  isBusy: boolean;
  onConfirm: () => void;
};

/** A delete control that asks first, in a modal dialog (focus kept inside, Escape cancels). */
export function DeleteButton({ name, isBusy, onConfirm }: Props) {
  return (
    <ConfirmButton
      label="Delete"
      busyLabel="Deleting..."
      accessibleName={`Delete ${name}`}
      question={`Delete ${name}? This cannot be undone.`}
      confirmLabel="Delete"
      isBusy={isBusy}
      onConfirm={onConfirm}
    />
  );
}
