import { cartTexts } from '@shop/core/checkout-texts';
import { MinusIcon, PlusIcon } from '../../../components/icons.tsx';
import { useCartActions } from '../../../state/cart/cart-store.tsx';
import styles from './QuantityStepper.module.css';

/** Minus and plus around the quantity; minus is disabled at 1 because a line never goes below 1. */
export function QuantityStepper({ id, productName, quantity }: { id: string; productName: string; quantity: number }) {
  const send = useCartActions();
  return (
    <div className={styles.stepper} role="group" aria-label={cartTexts.quantity(productName)}>
      <button
        type="button"
        className="icon-button"
        aria-label={cartTexts.decrease(productName)}
        disabled={quantity <= 1}
        onClick={() => send({ type: 'decrease', id })}
      >
        <MinusIcon />
      </button>
      <output aria-live="polite" data-testid="quantity">
        {quantity}
      </output>
      <button
        type="button"
        className="icon-button"
        aria-label={cartTexts.increase(productName)}
        onClick={() => send({ type: 'increase', id })}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
