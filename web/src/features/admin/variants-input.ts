// The add and edit forms' options and variants, wired to VariantsEditor: the option rows and a variant row
// per combination of their values, kept in step as the options change.
import { get, useController, useWatch, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { optionsOf, variantRowsFor, type OptionRow, type VariantRow } from '@shop/core/variant-form';
import type { SchemaForm } from '../../lib/forms/use-schema-form.ts';

type Names<Input extends FieldValues> = {
  options: FieldPathByValue<Input, OptionRow[]>;
  variants: FieldPathByValue<Input, VariantRow[]>;
  title: FieldPathByValue<Input, string>;
};

/** What VariantsEditor shows and how it changes the form. */
export type VariantsInput = {
  options: OptionRow[];
  variants: VariantRow[];
  setOptions: (options: OptionRow[]) => void;
  setVariant: (index: number, row: VariantRow) => void;
  /** The message beside a variant's field, or the variants' own (a repeated SKU, too many variants). */
  errorOf: (index: number | null, field?: keyof VariantRow) => string | undefined;
};

export function useVariantsInput<Input extends FieldValues, Output>(form: SchemaForm<Input, Output>, names: Names<Input>): VariantsInput {
  const options = useController({ control: form.control, name: names.options });
  const variants = useController({ control: form.control, name: names.variants });
  const title = useWatch({ control: form.control, name: names.title }) as string;
  const rows = variants.field.value as VariantRow[];
  return {
    options: options.field.value as OptionRow[],
    variants: rows,
    setOptions: (next) => {
      options.field.onChange(next);
      // Only options with values make combinations: an option being typed does not empty the table meanwhile.
      const withValues = optionsOf(next).filter((option) => option.values.length > 0);
      variants.field.onChange(variantRowsFor(withValues, rows, title));
    },
    setVariant: (index, row) => variants.field.onChange(rows.map((current, i) => (i === index ? row : current))),
    errorOf: (index, field) => {
      const errors: unknown = form.formState.errors;
      const at = index === null ? names.variants : `${names.variants}.${index}.${field ?? ''}`;
      const error = get(errors, at) as { message?: string; root?: { message?: string } } | undefined;
      return error?.message ?? (index === null ? error?.root?.message : undefined);
    },
  };
}
