import { useState } from 'react';
import { orderTexts } from '@shop/core/checkout-texts';
import { availableTransitions, type OrderStatus } from '@shop/core/order-lifecycle';
import type { Order } from '@shop/core/orders';
import { leftToRefund, PART_REFUNDABLE_STATUSES } from '@shop/core/orders/refunds';
import { returnMessages, type OrderReturn } from '@shop/core/orders/returns';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { returnAnchor } from '../../../components/OrderReturns.tsx';
import { useTransitionOrder } from '../api/orders.ts';
import { PartRefundForm } from './PartRefundForm.tsx';
import { ShipOrderForm } from './ShipOrderForm.tsx';
import styles from './OrderAdmin.module.css';

/** The buttons of the moves an admin may make from each status; shipping has its own form. */
const actionLabels: Partial<Record<OrderStatus, string>> = {
  processing: 'Start processing',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  refunded: 'Refund',
};

type WaitingReturn = OrderReturn & { status: 'requested' | 'accepted' };
const waitsForAdmin = (ret: OrderReturn): ret is WaitingReturn => ret.status === 'requested' || ret.status === 'accepted';

/**
 * What the admin may do next with the order, as core's lifecycle allows; each move is announced. A return
 * waiting on the admin is decided beside it under Returns, so the panel points there.
 */
export function OrderAdminActions({ order }: { order: Order }) {
  const transition = useTransitionOrder(order.id);
  const [outcome, setOutcome] = useState('');
  const next = availableTransitions(order.status, 'admin', new Date(), order.deliveredAt ? new Date(order.deliveredAt) : null);
  const waitingReturns = order.returns.filter(waitsForAdmin);
  const canRefundPart = PART_REFUNDABLE_STATUSES.includes(order.status) && leftToRefund(order) > 0;

  const move = (to: OrderStatus) =>
    transition.mutateAsync({ to }).then((changed) => setOutcome(`Order #${changed.number} is now ${orderTexts.status[changed.status]}.`));

  return (
    <section className={styles.actions} aria-labelledby="admin-actions-title">
      <h2 id="admin-actions-title">Actions</h2>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
      {waitingReturns.length > 0 && (
        <ul className={styles.waiting}>
          {waitingReturns.map((ret) => (
            <li key={ret.id}>
              <a href={`#${returnAnchor(ret.number)}`}>{returnMessages.waitingForAdmin(ret.number, ret.status)}</a>
            </li>
          ))}
        </ul>
      )}
      {next.length === 0 && waitingReturns.length === 0 && !canRefundPart && (
        <p className={styles.muted}>Nothing is left to do with this order.</p>
      )}
      <div className={styles.buttons}>
        {next.map((to) => {
          const label = actionLabels[to];
          if (!label) return null;
          const isFinal = to === 'refunded' || to === 'cancelled';
          return (
            <ConfirmButton
              key={to}
              label={label}
              busyLabel="Saving..."
              question={
                isFinal
                  ? `${label} for order #${order.number}? The payment of the order is refunded to the customer's card.`
                  : `${label} for order #${order.number}? The customer is told.`
              }
              confirmLabel={label}
              keepLabel="Not now"
              tone={isFinal ? 'danger' : 'plain'}
              isBusy={transition.isPending}
              onConfirm={() => void move(to).catch(() => undefined)}
            />
          );
        })}
      </div>
      {next.includes('shipped') && (
        <ShipOrderForm
          isBusy={transition.isPending}
          onShip={(shipment) =>
            transition
              .mutateAsync({ to: 'shipped', ...shipment })
              .then((changed) => setOutcome(`Order #${changed.number} is now ${orderTexts.status[changed.status]}.`))
          }
        />
      )}
      {canRefundPart && <PartRefundForm order={order} />}
      {/* The ship form shows its own refusals beside its fields. */}
      <FormAlert message={transition.variables?.to === 'shipped' ? undefined : transition.error?.message} />
    </section>
  );
}
