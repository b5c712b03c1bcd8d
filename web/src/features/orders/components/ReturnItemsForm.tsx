import type { Order } from '@shop/core/orders';
import { returnFormSchema, returnMessages, returnRequestFrom, unitsLeftToReturn, type ReturnForm } from '@shop/core/orders/returns';
import { lineName } from '@shop/core/variant-choice';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useRequestReturn } from '../api/orders.ts';
import styles from './Orders.module.css';

const upTo = (left: number) => Array.from({ length: left + 1 }, (_, quantity) => String(quantity));

/** "Return items": how many of each item go back (only what can still go back) and why, sent as one return. */
export function ReturnItemsForm({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  const requestReturn = useRequestReturn(order.id);
  const returnable = order.items
    .map((item) => ({ item, left: unitsLeftToReturn(order, item.id) }))
    .filter(({ item, left }) => item.productId && left > 0);
  const form = useSchemaForm(returnFormSchema, {
    defaultValues: { reason: '', quantities: Object.fromEntries(returnable.map(({ item }) => [item.id, '0'])) } satisfies ReturnForm,
  });

  const submit = form.handleSubmit(async (filled) => {
    let changed: Order;
    try {
      changed = await requestReturn.mutateAsync(returnRequestFrom(order.items, filled));
    } catch (error) {
      form.showRefusal(error);
      return;
    }
    form.reset();
    onDone(returnMessages.requested(changed.returns.at(-1)?.number ?? ''));
  });

  if (returnable.length === 0) return <p className={styles.hint}>{returnMessages.nothingLeft}</p>;
  return (
    <form
      className={`${formStyles.form} ${styles.actionForm}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Return items"
    >
      <fieldset className={styles.returnItems}>
        <legend>How many of each are you returning?</legend>
        {returnable.map(({ item, left }) => (
          <SelectField
            key={item.id}
            label={lineName(item.productName, item.variantLabel)}
            options={upTo(left)}
            {...form.register(`quantities.${item.id}`)}
          />
        ))}
        <FormAlert message={form.errorOf('quantities')} />
      </fieldset>
      <TextAreaField label="Why are you returning these items?" rows={3} {...form.field('reason')} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Request return'}
      </button>
    </form>
  );
}
