// An order's VAT invoice and its credit notes: what each line paid split into net and VAT, and the documents'
// numbers. The order's VAT is worked out once on its total after the discount (`includedVat`, half up); each
// line gets its share of that in proportion to what it paid, by the same largest-remainder split as a
// discount (`shareDiscount`), so the lines always add up to the order's VAT.
import { includedVat } from '../money.ts';
import { shareDiscount } from './paid-lines.ts';

export type InvoiceLineInput = {
  productName: string;
  variantLabel: string | null;
  quantity: number;
  price: number;
  totalPrice: number;
  discount: number;
};

/** A line as the invoice shows it: `gross` is what was paid for it (after its share of the discount) = net + vat. */
export type InvoiceLine = InvoiceLineInput & { gross: number; vat: number; net: number };

export function invoiceLines(order: { items: readonly InvoiceLineInput[]; total: number }, ratePercent: number): InvoiceLine[] {
  const grosses = order.items.map((item) => item.totalPrice - item.discount);
  const vats = shareDiscount(
    grosses.map((gross) => ({ totalPrice: gross, isEligible: true })),
    includedVat(order.total, ratePercent),
  );
  return order.items.map((item, index) => {
    const gross = grosses[index] ?? 0;
    const vat = vats[index] ?? 0;
    return { ...item, gross, vat, net: gross - vat };
  });
}

const numbered = (prefix: string, value: number) => `${prefix}-${String(value).padStart(6, '0')}`;

/** "INV-000042": invoices are numbered 1, 2, 3... with no gaps, in the order orders were paid. */
export const invoiceNumberText = (value: number) => numbered('INV', value);
/** "CN-000007": credit notes have their own sequence, in the order refunds were made. */
export const creditNoteNumberText = (value: number) => numbered('CN', value);
