// A picture chosen in a form (a profile picture, a product image): its rule and its wiring to PictureField.
// The file is uploaded on submit, and the upload's id is what the API receives.
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { SchemaForm } from './use-schema-form.ts';

/** A chosen file, or `message` when none is (the same words the API uses for a missing upload id). */
export const requiredPicture = (message: string) => {
  const file = z.instanceof(File, { error: message });
  return file.nullable().pipe(file);
};

/** A file, or null to keep the current picture. */
export const optionalPicture = z.instanceof(File).nullable();

/** The props PictureField takes for the form's picture field `name`. */
export function usePictureInput<Input extends FieldValues, Output>(
  form: SchemaForm<Input, Output>,
  name: FieldPathByValue<Input, File | null>,
) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    name,
    ref: field.ref,
    file: field.value as File | null,
    onFileChange: (file: File | null) => field.onChange(file),
    error: fieldState.error?.message,
  };
}
