import { formatPence } from '@shop/core/money';
import type { Order } from '@shop/core/orders';
import { leftToRefund, refundFormSchema, refundMessages, type RefundForm } from '@shop/core/orders/refunds';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { useRefundOrder } from '../api/orders.ts';
import styles from './OrderAdmin.module.css';

/**
 * "Refund part": an amount in pounds (empty for everything left) with the reason the customer is told, after
 * delivery too. The server decides under the order's lock and refuses more than is left.
 */
export function PartRefundForm({ order }: { order: Order }) {
  const refund = useRefundOrder(order.id);
  const form = useSchemaForm(refundFormSchema, { defaultValues: { amount: '', reason: '' } satisfies RefundForm });
  const left = leftToRefund(order);

  const submit = form.handleSubmit(async (request) => {
    try {
      const outcome = await refund.mutateAsync(request);
      form.reset();
      notify('success', refundMessages.issued(outcome.refund.amount));
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <form className={`${formStyles.form} ${styles.subForm}`} onSubmit={(event) => void submit(event)} noValidate aria-label="Refund part">
      <h3 className={styles.formTitle}>Refund part or all</h3>
      <p className={styles.muted}>{refundMessages.left(left)}</p>
      <TextField
        label="Amount in £"
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatPence(left).replace('£', '')}
        {...form.field('amount')}
      />
      <TextField label="Reason" autoComplete="off" placeholder="Arrived scratched" {...form.field('reason')} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <button type="submit" className="button" disabled={refund.isPending || form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Refunding...' : 'Send refund'}
      </button>
    </form>
  );
}
