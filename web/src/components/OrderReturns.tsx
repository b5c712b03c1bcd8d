import type { ReactNode } from 'react';
import type { Order } from '@shop/core/orders';
import { returnMessages, returnSlipPath, returnStatusLabels, type OrderReturn } from '@shop/core/orders/returns';
import { lineName } from '@shop/core/variant-choice';
import styles from './OrderReturns.module.css';

/** A return's place on the order page (its id), which the admin's Actions panel links to. */
export const returnAnchor = (number: string) => `return-${number}`;

/**
 * The order's returns, oldest first: each with its number, status, items and reason, why it was declined,
 * and its slip once accepted (before, that it awaits acceptance). `actions` adds the admin's buttons.
 */
export function OrderReturns({ order, actions }: { order: Order; actions?: (ret: OrderReturn) => ReactNode }) {
  if (order.returns.length === 0) return null;
  return (
    <section aria-labelledby="returns-title" className={styles.list} data-testid="order-returns">
      <h3 id="returns-title">Returns</h3>
      <ul>
        {order.returns.map((ret) => (
          <li key={ret.id} id={returnAnchor(ret.number)} className={styles.return} data-testid={`return-${ret.number}`}>
            <p className={styles.heading}>
              <span>Return {ret.number}</span>
              <span className={`${styles.badge} ${styles[ret.status]}`}>{returnStatusLabels[ret.status]}</span>
            </p>
            <ul className={styles.items} aria-label={`Items in return ${ret.number}`}>
              {ret.lines.map(({ lineId, quantity }) => {
                const item = order.items.find((candidate) => candidate.id === lineId);
                return <li key={lineId}>{`${quantity} × ${item ? lineName(item.productName, item.variantLabel) : 'an item'}`}</li>;
              })}
            </ul>
            <p>Reason: {ret.reason}</p>
            {ret.declineReason && <p>Declined because: {ret.declineReason}</p>}
            {ret.status === 'requested' && <p className={styles.muted}>{returnMessages.slipAwaitingAcceptance}</p>}
            {(ret.status === 'accepted' || ret.status === 'received') && (
              <p>
                <a href={returnSlipPath(order.id, ret.id)} download={`return-${ret.number}.pdf`}>
                  Download returns slip {ret.number} (PDF)
                </a>
              </p>
            )}
            {actions && <div className={styles.actions}>{actions(ret)}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
