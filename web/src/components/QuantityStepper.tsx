import { cartTexts } from '@shop/core/checkout-texts';
import { MinusIcon, PlusIcon } from './icons.tsx';
import styles from './QuantityStepper.module.css';

type Props = {
  productName: string;
  quantity: number;
  /** The most it may reach: the plus button is disabled there. */
  max: number;
  onDecrease: () => void;
  onIncrease: () => void;
};

/** Minus and plus around a quantity: minus is disabled at 1 (a line never goes below 1), plus at the most allowed. */
export function QuantityStepper({ productName, quantity, max, onDecrease, onIncrease }: Props) {
  return (
    <div className={styles.stepper} role="group" aria-label={cartTexts.quantity(productName)}>
      <button
        type="button"
        className="icon-button"
        aria-label={cartTexts.decrease(productName)}
        disabled={quantity <= 1}
        onClick={onDecrease}
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
        disabled={quantity >= max}
        onClick={onIncrease}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
