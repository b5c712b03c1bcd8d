import type { Category } from '@shop/core/constants';
import { shortDayName } from '@shop/core/day-name';
import { deliveryEstimate } from '@shop/core/policies';
import { Link } from '../../../components/Link.tsx';
import { TruckIcon } from '../../../components/icons.tsx';
import styles from './ProductSummary.module.css';

/** When an order placed now would arrive, by the delivery policy's rule (whole days in UK time, counted as UTC), and a link to the policy. */
export function DeliveryEstimate({ category }: { category: Category }) {
  const { earliest, latest } = deliveryEstimate(category, new Date());
  return (
    <div className={styles.delivery}>
      <TruckIcon />
      <p>
        <span data-testid="delivery-estimate">
          Free delivery: order now to receive it between {shortDayName(earliest)} and {shortDayName(latest)}.
        </span>{' '}
        <Link to="/policies/delivery">Delivery policy</Link>
      </p>
    </div>
  );
}
