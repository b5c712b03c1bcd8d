import { useId } from 'react';
import type { Product } from '@shop/core/products';
import { isChoosable } from '@shop/core/variant-choice';
import styles from './VariantPicker.module.css';

type Props = {
  product: Pick<Product, 'options' | 'variants'>;
  chosen: readonly string[];
  onChoose: (index: number, value: string) => void;
};

/**
 * One group of choices per option (Colour, Size...), as radio buttons: a value sold out with the earlier
 * choices is shown struck through and cannot be chosen.
 */
export function VariantPicker({ product, chosen, onChoose }: Props) {
  // Names the radio groups: shorter in the page's HTML than the product's id, and as unique.
  const groupName = useId();
  return (
    <div className={styles.picker}>
      {product.options.map((option, index) => (
        <fieldset key={option.name} className={styles.option}>
          <legend>
            {option.name}: <strong>{chosen[index] ?? 'none available'}</strong>
          </legend>
          <div className={styles.values}>
            {option.values.map((value) => {
              const isAvailable = isChoosable(product.variants, chosen, index, value);
              return (
                <label key={value} className={`${styles.value} ${isAvailable ? '' : styles.soldOut}`}>
                  <input
                    type="radio"
                    name={`${groupName}-${index}`}
                    value={value}
                    checked={chosen[index] === value}
                    disabled={!isAvailable}
                    onChange={() => onChoose(index, value)}
                  />
                  <span>{value}</span>
                  {!isAvailable && <span className="visually-hidden"> (sold out)</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
