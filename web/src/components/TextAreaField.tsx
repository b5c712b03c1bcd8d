import type { TextareaHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; error?: string | undefined };

/** A labelled multi-line input with its error message tied to it for screen readers. */
export function TextAreaField({ label, error, ...textarea }: Props) {
  return (
    <Field label={label} error={error}>
      {(control) => <textarea {...control} {...textarea} />}
    </Field>
  );
}
