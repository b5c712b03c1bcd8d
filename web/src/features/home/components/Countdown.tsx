import { useEffect, useState } from 'react';
import { COUNTDOWN_TARGET } from '@shop/core/constants';
import { countdownTo, type Countdown as Remaining } from '@shop/core/countdown';
import type { Product } from '@shop/core/products';
import { Link } from '../../../components/Link.tsx';
import { ProductImage } from '../../../components/ProductImage.tsx';
import styles from './Countdown.module.css';

const units: { key: keyof Remaining; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

function useCountdown(target: Date): Remaining {
  const [remaining, setRemaining] = useState(() => countdownTo(target, new Date()));
  useEffect(() => {
    if (target.getTime() <= Date.now()) return;
    const timer = setInterval(() => {
      const next = countdownTo(target, new Date());
      setRemaining(next);
      if (target.getTime() <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return remaining;
}

export function Countdown({ product }: { product: Product | undefined }) {
  const remaining = useCountdown(COUNTDOWN_TARGET);
  return (
    <section className={styles.band} aria-labelledby="offer-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.eyebrow}>Limited Offers</p>
          <h2 id="offer-title">{product?.productName ?? 'Quality Armchair'}</h2>
          <dl className={styles.clock} aria-label="Time left in the offer">
            {units.map(({ key, label }) => (
              <div key={key} className={styles.unit}>
                <dd data-testid={`countdown-${key}`}>{String(remaining[key]).padStart(2, '0')}</dd>
                <dt>{label}</dt>
              </div>
            ))}
          </dl>
          <Link to="/shop" className="button button-light">
            Visit Store
          </Link>
        </div>
        {product ? (
          <ProductImage product={product} sizes="(max-width: 760px) 70vw, 360px" className={styles.image} />
        ) : (
          <div className={styles.image} aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
