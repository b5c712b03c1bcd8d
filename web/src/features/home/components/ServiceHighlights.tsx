import type { ComponentType } from 'react';
import { serviceHighlights } from '@shop/core/policy-links';
import { Link } from '../../../components/Link.tsx';
import { CoinIcon, LockIcon, ReturnIcon, TruckIcon } from '../../../components/icons.tsx';
import styles from './ServiceHighlights.module.css';

const icons: Record<(typeof serviceHighlights)[number]['title'], ComponentType> = {
  'Free Shipping': TruckIcon,
  'Easy Returns': ReturnIcon,
  'Secure Payment': LockIcon,
  'Money Back Guarantee': CoinIcon,
};

export function ServiceHighlights() {
  return (
    <section className="section" aria-label="Our services">
      <ul className={`container ${styles.grid}`}>
        {serviceHighlights.map(({ title, text, policy }, index) => {
          const Icon = icons[title];
          return (
            <li key={title}>
              <Link to={`/policies/${policy}`} className={styles.card} data-tone={index}>
                <span className={styles.icon}>
                  <Icon />
                </span>
                <div>
                  <h2>{title}</h2>
                  <p>{text}</p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
