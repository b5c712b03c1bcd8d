import styles from './ResultCount.module.css';

/** "24 products", "1 product": how many match the filters, across every page. */
export function ResultCount({ total }: { total: number | undefined }) {
  return (
    <p className={styles.count} role="status">
      {total === undefined ? '' : `${total} ${total === 1 ? 'product' : 'products'}`}
    </p>
  );
}
