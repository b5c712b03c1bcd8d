import { useState } from 'react';
import { Link } from 'react-router-dom';
import { orderExportMessages, type AllOrdersQuery } from '@shop/core/all-orders';
import { ORDER_EXPORT_PATH, PRODUCT_EXPORT_PATH } from '@shop/core/catalogue-csv';
import { searchOf } from '../../../lib/api-url.ts';
import styles from './CsvActions.module.css';

/** All Products' file actions: the catalogue as a CSV download, and the import page. */
export function ProductCsvActions() {
  return (
    <div className={styles.actions}>
      <a className={`button button-light ${styles.outlined}`} href={PRODUCT_EXPORT_PATH} download data-testid="export-products">
        Export CSV
      </a>
      <Link className={`button button-light ${styles.outlined}`} to="/dashboard/import-products">
        Import CSV
      </Link>
    </div>
  );
}

/** The orders of the list's filter as a CSV download, from and to a day (either may stay empty). */
export function OrderCsvExport({ status, q }: Pick<AllOrdersQuery, 'status' | 'q'>) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const isBackwards = from !== '' && to !== '' && from > to;
  const href = `${ORDER_EXPORT_PATH}${searchOf({ status: status === 'all' ? undefined : status, q, from, to })}`;
  return (
    <fieldset className={styles.export}>
      <legend>Export the orders shown as CSV</legend>
      <label className={styles.day}>
        <span>From</span>
        <input type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label className={styles.day}>
        <span>To</span>
        <input
          type="date"
          value={to}
          min={from || undefined}
          aria-invalid={isBackwards}
          aria-describedby={isBackwards ? 'order-export-range' : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </label>
      {isBackwards ? (
        <p id="order-export-range" className={styles.problem} role="alert">
          {orderExportMessages.range}
        </p>
      ) : (
        <a className={`button button-light ${styles.outlined}`} href={href} download data-testid="export-orders">
          Export CSV
        </a>
      )}
    </fieldset>
  );
}
