// A select wired to a form as a controlled field: an uncontrolled select registered with a starting value gets
// that value before its options exist (Preact renders them after the ref), and then shows the first option.
import type { ChangeEvent } from 'react';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { SchemaForm } from './use-schema-form.ts';

/** The props SelectField takes for the form's field `name`, whose value is one of the options. */
export function useSelectInput<Input extends FieldValues, Output>(form: SchemaForm<Input, Output>, name: FieldPathByValue<Input, string>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    name,
    ref: field.ref,
    value: field.value as string,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => field.onChange(event.currentTarget.value),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}
