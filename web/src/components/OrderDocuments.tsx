import { creditNotePath, invoicePath, invoiceTexts } from '@shop/core/invoice-texts';
import type { Order } from '@shop/core/orders';
import styles from './OrderDocuments.module.css';

/** The order's VAT invoice and its credit notes, side by side, as PDF downloads; nothing before it is paid. */
export function OrderDocuments({ order }: { order: Order }) {
  if (!order.invoice) return null;
  return (
    <ul className={styles.documents} aria-label="Invoice and credit notes">
      <li>
        <a href={invoicePath(order.id)} download data-testid="invoice-link">
          {invoiceTexts.invoiceLink}
        </a>
        <span className={styles.number}> {order.invoice.number}</span>
      </li>
      {order.creditNotes.map((note) => (
        <li key={note.id}>
          <a href={creditNotePath(order.id, note.id)} download data-testid="credit-note-link">
            {invoiceTexts.creditNoteLink(note.number)}
          </a>
        </li>
      ))}
    </ul>
  );
}
