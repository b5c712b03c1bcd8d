import { CATEGORIES } from '@shop/core/constants';
import { discountCodeFormSchema, type DiscountCodeForm as FormValues } from '@shop/core/discounts/input';
import { Field } from '../../../components/Field.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateDiscountCode } from '../api/discount-codes.ts';
import styles from './DiscountCodes.module.css';

const today = () => new Date().toISOString().slice(0, 10);
const emptyForm = (): FormValues => ({
  code: '',
  kind: 'percent',
  value: '',
  minSpend: '',
  startsOn: today(),
  endsOn: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  categories: [],
});

/** A new code: its name, a percentage or an amount in pounds, and the optional conditions. */
export function DiscountCodeForm() {
  const create = useCreateDiscountCode();
  const form = useSchemaForm(discountCodeFormSchema, { defaultValues: emptyForm() });
  const { error: kindError, ...kind } = form.field('kind');

  const submit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      form.reset(emptyForm());
      notify('success', `Code ${created.code} created.`);
    } catch (error) {
      form.showRefusal(error, { startsAt: 'startsOn', endsAt: 'endsOn' });
    }
  });

  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="new-code-title"
    >
      <h2 id="new-code-title">New code</h2>
      <div className={styles.grid}>
        <TextField label="Code" autoComplete="off" autoCapitalize="characters" placeholder="SPRING10" {...form.field('code')} />
        <Field label="Takes off" error={kindError}>
          {(control) => (
            <select {...control} {...kind}>
              <option value="percent">A percentage</option>
              <option value="amount">An amount in £</option>
            </select>
          )}
        </Field>
        <TextField label="Percentage or amount" inputMode="decimal" autoComplete="off" placeholder="10" {...form.field('value')} />
        <TextField label="Minimum spend in £ (optional)" inputMode="decimal" autoComplete="off" {...form.field('minSpend')} />
        <TextField label="First day" type="date" {...form.field('startsOn')} />
        <TextField label="Last day (optional)" type="date" {...form.field('endsOn')} />
        <TextField label="Uses in all (optional)" inputMode="numeric" autoComplete="off" {...form.field('maxUses')} />
        <TextField label="Uses per customer (optional)" inputMode="numeric" autoComplete="off" {...form.field('maxUsesPerCustomer')} />
      </div>
      <fieldset className={styles.categories}>
        <legend>Only for these categories (none ticked: every category)</legend>
        {CATEGORIES.map((category) => (
          <label key={category}>
            <input type="checkbox" value={category} {...form.register('categories')} /> {category}
          </label>
        ))}
      </fieldset>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Creating...' : 'Create code'}
      </button>
    </form>
  );
}
