// The one way a form is built: react-hook-form, checked with the zod schema from core/ that the server
// validates with; fields wired to TextField, TextAreaField and SelectField by name; and the server's field
// errors ({ error: { fields } }) shown beside the fields they name. New forms (edit product, password reset,
// return reason, ship with tracking number) start from here.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../api-client.ts';

/** What a field component spreads: the control's name, handlers and ref, and its message if refused. */
export type FieldProps<Name extends string = string> = UseFormRegisterReturn<Name> & { error: string | undefined };

export type SchemaForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  field: <Name extends FieldPath<Input>>(name: Name) => FieldProps<Name>;
  /** The message shown beside a field, for controls that are not plain inputs (a picture, stars). */
  errorOf: (name: FieldPath<Input>) => string | undefined;
  /**
   * Puts the server's field errors beside the fields they name; `rename` maps the API's names to the form's
   * where they differ (pictureUploadId -> picture). True when any field got a message.
   */
  showServerErrors: (error: unknown, rename?: Partial<Record<string, FieldPath<Input>>>) => boolean;
  /** The refusal beside the fields it names, or else in the form's alert (`errors.root.server`). */
  showRefusal: (error: unknown, rename?: Partial<Record<string, FieldPath<Input>>>) => void;
};

type Options<Input extends FieldValues, Output> = Omit<UseFormProps<Input, unknown, Output>, 'resolver'>;

export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Options<NoInfer<Input>, NoInfer<Output>> = {},
): SchemaForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({ mode: 'onSubmit', reValidateMode: 'onChange', ...options, resolver: zodResolver(schema) });
  const errorOf = (name: FieldPath<Input>) => form.getFieldState(name, form.formState).error?.message;
  const showServerErrors = (error: unknown, rename: Partial<Record<string, FieldPath<Input>>> = {}) => {
    if (!(error instanceof ApiRequestError)) return false;
    const known = new Set<string>(Object.keys(form.getValues()));
    let isShown = false;
    for (const [apiName, message] of Object.entries(error.fields)) {
      const name = rename[apiName] ?? (apiName as FieldPath<Input>);
      if (!known.has(name.split('.')[0] ?? name)) continue;
      form.setError(name, { type: 'server', message }, { shouldFocus: !isShown });
      isShown = true;
    }
    return isShown;
  };
  return {
    ...form,
    errorOf,
    field: (name) => ({ ...form.register(name), error: errorOf(name) }),
    showServerErrors,
    showRefusal: (error, rename) => {
      if (showServerErrors(error, rename)) return;
      form.setError('root.server', { message: error instanceof Error ? error.message : String(error) });
    },
  };
}
