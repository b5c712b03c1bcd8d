import { useId, useRef } from 'react';
import styles from './DeleteButton.module.css';

type Props = {
  /** What is deleted, in the button's accessible name and the question ("Delete Oak Stool"). */
  name: string;
  isBusy: boolean;
  onConfirm: () => void;
};

/** A delete control that asks first, in a modal dialog (focus kept inside, Escape cancels). */
export function DeleteButton({ name, isBusy, onConfirm }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.delete}
        aria-label={`Delete ${name}`}
        disabled={isBusy}
        onClick={() => dialogRef.current?.showModal()}
      >
        {isBusy ? 'Deleting...' : 'Delete'}
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={questionId}>
        <form method="dialog">
          <p id={questionId} className={styles.question}>
            Delete {name}? This cannot be undone.
          </p>
          <div className={styles.actions}>
            <button type="submit" value="cancel" className="button button-light" autoFocus>
              Cancel
            </button>
            <button type="submit" value="delete" className={`button ${styles.confirm}`} onClick={onConfirm}>
              Delete
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
