// The words on a VAT invoice and a credit note, their download links and file names.
import { formatPence } from './money.ts';

export const invoiceTexts = {
  invoiceTitle: 'VAT invoice',
  creditNoteTitle: 'Credit note',
  invoiceLink: 'Invoice',
  creditNoteLink: (number: string) => `Credit note ${number}`,
  invoiceNumber: (number: string) => `Invoice number: ${number}`,
  creditNoteNumber: (number: string) => `Credit note number: ${number}`,
  againstInvoice: (number: string) => `For invoice ${number}`,
  date: (day: string) => `Date: ${day}`,
  orderNumber: (number: number) => `Order #${number}`,
  billedTo: 'Billed to',
  columns: ['Item', 'Qty', 'Net', 'VAT', 'Total'] as const,
  discount: (code: string, discount: number) => `Discount ${code}: -${formatPence(discount)} (shared over the lines above)`,
  vatAt: (ratePercent: number) => `VAT at ${ratePercent}%`,
  net: 'Total before VAT',
  total: 'Total',
  refunded: 'Amount refunded',
  reason: (reason: string) => `Reason: ${reason}`,
  fileName: (number: string) => `${number}.pdf`,
  notInvoiced: 'This order has no invoice: an invoice is issued when an order is paid.',
  noCreditNote: 'This order has no such credit note.',
} as const;

/** "29 November 2026" in UK time, as an invoice dates itself. */
export const invoiceDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' });

/** Where the order's invoice and credit notes are downloaded (the API's `orders.invoice` and `orders.creditNote`). */
export const invoicePath = (orderId: string) => `/api/orders/${orderId}/invoice`;
export const creditNotePath = (orderId: string, noteId: string) => `/api/orders/${orderId}/credit-notes/${noteId}`;
