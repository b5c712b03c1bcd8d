import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** The first, empty choice ("Select category"); without it the first option is chosen. */
  placeholder?: string;
  options: readonly string[];
  error?: string | undefined;
};

/** A labelled select with its error message tied to it; the ref reaches the select. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, placeholder, options, error, ...select },
  ref,
) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
