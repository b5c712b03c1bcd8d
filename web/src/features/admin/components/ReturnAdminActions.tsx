import { useState } from 'react';
import type { Order } from '@shop/core/orders';
import { refundMessages } from '@shop/core/orders/refunds';
import { returnDeclineSchema, type OrderReturn } from '@shop/core/orders/returns';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { useMoveReturn, useRefundOrder } from '../api/orders.ts';
import styles from './OrderAdmin.module.css';

function DeclineReturnForm({ order, ret }: { order: Order; ret: OrderReturn }) {
  const move = useMoveReturn(order.id);
  const form = useSchemaForm(returnDeclineSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await move.mutateAsync({ returnId: ret.id, step: 'decline', reason });
      notify('success', `Return ${ret.number} declined; the customer is told why.`);
    } catch (error) {
      form.showRefusal(error);
    }
  });
  return (
    <form
      className={`${formStyles.form} ${styles.subForm}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Decline return ${ret.number}`}
    >
      <TextField label="Why decline it?" autoComplete="off" placeholder="Used, not in its packaging" {...form.field('reason')} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <button type="submit" className="button" disabled={move.isPending}>
        Decline return
      </button>
    </form>
  );
}

/**
 * A return's next step on the admin's order page: Accept or Decline (with the reason) while requested, Mark
 * received once accepted, then refund its items by line through the order's refunds.
 */
export function ReturnAdminActions({ order, ret }: { order: Order; ret: OrderReturn }) {
  const move = useMoveReturn(order.id);
  const refund = useRefundOrder(order.id);
  const [isDeclining, setDeclining] = useState(false);
  const act = (step: 'accept' | 'receive', done: string) =>
    move.mutateAsync({ returnId: ret.id, step }).then(
      () => notify('success', done),
      () => undefined,
    );
  const refundItems = () =>
    refund.mutateAsync({ reason: `Return ${ret.number}`, lines: ret.lines }).then(
      (outcome) => notify('success', refundMessages.issued(outcome.refund.amount)),
      () => undefined,
    );

  return (
    <>
      {ret.status === 'requested' && (
        <>
          <ConfirmButton
            label="Accept return"
            accessibleName={`Accept return ${ret.number}`}
            busyLabel="Saving..."
            question={`Accept return ${ret.number}? The customer is emailed the returns slip.`}
            confirmLabel="Accept return"
            keepLabel="Not now"
            tone="plain"
            isBusy={move.isPending}
            onConfirm={() => void act('accept', `Return ${ret.number} accepted; the customer has the slip.`)}
          />
          {isDeclining ? (
            <DeclineReturnForm order={order} ret={ret} />
          ) : (
            <button type="button" className="button button-light" onClick={() => setDeclining(true)}>
              Decline…
            </button>
          )}
        </>
      )}
      {ret.status === 'accepted' && (
        <ConfirmButton
          label="Mark received"
          accessibleName={`Mark received, return ${ret.number}`}
          busyLabel="Saving..."
          question={`Mark the items of return ${ret.number} received? They go back into stock; refund them next.`}
          confirmLabel="Mark received"
          keepLabel="Not now"
          tone="plain"
          isBusy={move.isPending}
          onConfirm={() => void act('receive', `Return ${ret.number} received; its items are back in stock.`)}
        />
      )}
      {ret.status === 'received' && order.status !== 'refunded' && (
        <ConfirmButton
          label="Refund these items"
          accessibleName={`Refund these items, return ${ret.number}`}
          busyLabel="Refunding..."
          question={`Refund the items of return ${ret.number} to the customer's card?`}
          confirmLabel="Refund"
          keepLabel="Not now"
          tone="danger"
          isBusy={refund.isPending}
          onConfirm={() => void refundItems()}
        />
      )}
      <FormAlert message={move.error?.message ?? refund.error?.message} />
    </>
  );
}
