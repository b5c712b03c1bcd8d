import type { InputHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; error?: string | undefined };

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({ label, error, ...input }: Props) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
