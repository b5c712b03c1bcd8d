import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** The first, empty choice ("Select category"). */
  placeholder: string;
  options: readonly string[];
  error?: string | undefined;
};

/** A labelled select with a placeholder choice and its error message tied to it. */
export function SelectField({ label, placeholder, options, error, ...select }: Props) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} defaultValue="" {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
