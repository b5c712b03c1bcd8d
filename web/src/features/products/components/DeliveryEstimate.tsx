import { Link } from 'react-router-dom';
import type { Category } from '@shop/core/constants';
import { deliveryEstimate } from '@shop/core/policies';
import { TruckIcon } from '../../../components/icons.tsx';
import styles from './ProductSummary.module.css';

// Dates are whole days in UK time, which the policy module counts as UTC.
const dayName = (day: Date) => day.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** When an order placed now would arrive, by the delivery policy's rule, and a link to the policy. */
export function DeliveryEstimate({ category }: { category: Category }) {
  const { earliest, latest } = deliveryEstimate(category, new Date());
  return (
    <div className={styles.delivery}>
      <TruckIcon />
      <p>
        <span data-testid="delivery-estimate">
          Free delivery: order now to receive it between {dayName(earliest)} and {dayName(latest)}.
        </span>{' '}
        <Link to="/policies/delivery">Delivery policy</Link>
      </p>
    </div>
  );
}
