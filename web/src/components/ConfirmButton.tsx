import { useId, useRef, type ReactNode } from 'react';
import styles from './ConfirmButton.module.css';

type Props = {
  /** The button's text, and its text while the action runs. */
  label: string;
  busyLabel: string;
  /** A longer accessible name when the button's text alone is ambiguous ("Delete Oak Stool"). */
  accessibleName?: string | undefined;
  /** What the dialog asks ("Cancel order #1042?"), with any consequence the person should know. */
  question: ReactNode;
  confirmLabel: string;
  /** The answer that leaves things as they are. */
  keepLabel?: string | undefined;
  isBusy: boolean;
  /** Danger: red, for an action that cannot be undone. */
  tone?: 'danger' | 'plain' | undefined;
  className?: string | undefined;
  onConfirm: () => void;
};

/** A control that asks first, in a modal dialog (focus kept inside, Escape or the keep answer cancels). */
export function ConfirmButton({
  label,
  busyLabel,
  accessibleName,
  question,
  confirmLabel,
  keepLabel = 'Cancel',
  isBusy,
  tone = 'danger',
  className,
  onConfirm,
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  return (
    <>
      <button
        type="button"
        className={className ?? styles[tone]}
        aria-label={accessibleName}
        disabled={isBusy}
        onClick={() => dialogRef.current?.showModal()}
      >
        {isBusy ? busyLabel : label}
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={questionId}>
        <form method="dialog">
          <p id={questionId} className={styles.question}>
            {question}
          </p>
          <div className={styles.actions}>
            <button type="submit" value="keep" className="button button-light" autoFocus>
              {keepLabel}
            </button>
            <button type="submit" value="confirm" className={`button ${tone === 'danger' ? styles.confirmDanger : ''}`} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
