import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string | undefined };

/** A labelled multi-line input with its error message tied to it for screen readers; the ref reaches it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField({ label, error, ...textarea }, ref) {
  return (
    <Field label={label} error={error}>
      {(control) => <textarea ref={ref} {...control} {...textarea} />}
    </Field>
  );
});
