import { useState } from 'react';
import { availableTransitions } from '@shop/core/order-lifecycle';
import type { Order } from '@shop/core/orders';
import { returnMessages } from '@shop/core/orders/returns';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useCancelOrder } from '../api/orders.ts';
import { ReturnItemsForm } from './ReturnItemsForm.tsx';
import styles from './Orders.module.css';

/**
 * What the shopper may still do with the order, as the lifecycle in core allows: cancel it before it ships
 * (after asking; one whose payment is pending too), or send some or all of the items back within 30 days of delivery. The outcome is announced.
 */
export function OrderActions({ order }: { order: Order }) {
  const cancel = useCancelOrder(order.id);
  const [outcome, setOutcome] = useState('');
  const moves = availableTransitions(order.status, 'owner', new Date(), order.deliveredAt ? new Date(order.deliveredAt) : null);
  const isCancellable = moves.includes('cancelled');
  const isReturnable = moves.includes('return_requested');
  // A pending order's payment is stopped by the cancel (the server settles it first); only a payment that went
  // through meanwhile is refunded.
  const isUnpaid = order.status === 'pending';

  return (
    <section className={styles.actions} aria-labelledby="order-actions-title">
      <h3 id="order-actions-title" className={isCancellable || isReturnable ? undefined : 'visually-hidden'}>
        Need to change something?
      </h3>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
      {isCancellable && (
        <>
          <p className={styles.hint}>
            {isUnpaid
              ? 'Your payment is not confirmed yet. Cancelling stops it; if it went through meanwhile, your money comes back to your card.'
              : 'You can cancel until the order ships. Your money comes back to your card.'}
          </p>
          <ConfirmButton
            label="Cancel order"
            busyLabel="Cancelling..."
            question={`Cancel order #${order.number}? ${isUnpaid ? 'Its payment is stopped, or refunded if it went through.' : 'Your payment will be refunded.'}`}
            confirmLabel="Cancel order"
            keepLabel="Keep order"
            isBusy={cancel.isPending}
            onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setOutcome(`Order #${order.number} has been cancelled.`) })}
          />
          <FormAlert message={cancel.error?.message} />
        </>
      )}
      {isReturnable && (
        <>
          <p className={styles.hint}>{returnMessages.howItWorks}</p>
          <ReturnItemsForm order={order} onDone={setOutcome} />
        </>
      )}
    </section>
  );
}
