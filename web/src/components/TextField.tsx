import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; error?: string | undefined };

/** A labelled input with its error message tied to it for screen readers; the ref reaches the input. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, ...input }, ref) {
  return (
    <Field label={label} error={error}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </Field>
  );
});
