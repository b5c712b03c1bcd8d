// An order's invoice and credit notes as PDF downloads: the order's owner and admins may have them; to anyone
// else the order does not exist, as for reading it.
import { and, eq } from 'drizzle-orm';
import { invoiceTexts } from '@shop/core/invoice-texts';
import { orderMessages, type Order } from '@shop/core/orders';
import type { UserRow } from '../auth/index.ts';
import { type Db, orders } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { findOrders } from './read-orders.ts';
import { creditNotePdf, invoicePdf } from './invoice-pdf.ts';

export type PdfFile = { fileName: string; bytes: Buffer };

async function visibleOrder(db: Db, user: UserRow, orderId: string): Promise<Order> {
  const where = user.isAdmin ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, user.id));
  const [order] = await findOrders(db, { where, limit: 1 });
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}

export async function invoiceFile(db: Db, user: UserRow, orderId: string): Promise<PdfFile> {
  const order = await visibleOrder(db, user, orderId);
  if (!order.invoice) throw notFound(invoiceTexts.notInvoiced);
  return { fileName: invoiceTexts.fileName(order.invoice.number), bytes: await invoicePdf(order, order.invoice) };
}

export async function creditNoteFile(db: Db, user: UserRow, orderId: string, noteId: string): Promise<PdfFile> {
  const order = await visibleOrder(db, user, orderId);
  const note = order.creditNotes.find(({ id }) => id === noteId);
  if (!note) throw notFound(invoiceTexts.noCreditNote);
  return { fileName: invoiceTexts.fileName(note.number), bytes: await creditNotePdf(order, note) };
}
