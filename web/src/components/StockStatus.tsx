import { stockLabel, stockLevel } from '@shop/core/stock';
import styles from './StockStatus.module.css';

/** "In stock", "Only N left" or "Out of stock", worded and decided by core's stock rule. */
export function StockStatus({ stock, className }: { stock: number; className?: string | undefined }) {
  return <span className={`${styles.stock} ${styles[stockLevel(stock)]} ${className ?? ''}`}>{stockLabel(stock)}</span>;
}
