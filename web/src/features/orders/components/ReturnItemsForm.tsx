import { returnRequestSchema } from '@shop/core/orders';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useRequestReturn } from '../api/orders.ts';
import styles from './Orders.module.css';

/** "Return items": why they go back (required), sent as the order's return request. */
export function ReturnItemsForm({ orderId, onDone }: { orderId: string; onDone: (message: string) => void }) {
  const requestReturn = useRequestReturn(orderId);
  const form = useSchemaForm(returnRequestSchema, { defaultValues: { reason: '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      await requestReturn.mutateAsync(body);
    } catch (error) {
      form.showRefusal(error);
      return;
    }
    onDone('Your return request has been sent. We will email you when it is accepted.');
  });

  return (
    <form
      className={`${formStyles.form} ${styles.actionForm}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Return items"
    >
      <TextAreaField label="Why are you returning these items?" rows={3} {...form.field('reason')} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Return items'}
      </button>
    </form>
  );
}
