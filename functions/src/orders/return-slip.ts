// A return's printable slip, for the parcel: the return and order numbers, the items and quantities, where to
// send them (the returns address the policy page gives) and a QR code of the return number for the warehouse
// to scan. Valid once the return is accepted; before, the shopper is told it awaits acceptance. Only the
// order's owner and admins get it; anyone else is answered 404 like a missing order.
import { and, eq } from 'drizzle-orm';
import { SHOP_NAME } from '@shop/core/constants';
import { orderMessages, type Order } from '@shop/core/orders';
import { returnMessages, type OrderReturn } from '@shop/core/orders/returns';
import { returnsTerms } from '@shop/core/policies';
import { lineName } from '@shop/core/variant-choice';
import type { UserRow } from '../auth/index.ts';
import { type Db, orders } from '../db/index.ts';
import { conflict, notFound } from '../errors.ts';
import { newPdfDocument } from './invoice-pdf.ts';
import { loadOrder } from './read-orders.ts';

export type ReturnSlip = { number: string; pdf: Buffer };

async function drawSlip(order: Order, ret: OrderReturn): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toBuffer(ret.number, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const doc = await newPdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${SHOP_NAME} returns slip ${ret.number}`, Author: SHOP_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(22).text(`${SHOP_NAME} returns slip`);
  doc.image(qr, doc.page.width - 56 - 120, 56, { width: 120 });
  doc.moveDown(0.5).font('Helvetica').fontSize(13);
  doc.text(`Return number: ${ret.number}`);
  doc.text(`Order number: #${order.number}`);
  doc.text(`Customer: ${order.billing.name}`);
  doc.moveDown().font('Helvetica-Bold').text('Items in this parcel');
  doc.font('Helvetica');
  for (const { lineId, quantity } of ret.lines) {
    const item = order.items.find((candidate) => candidate.id === lineId);
    if (item) doc.text(`${quantity} × ${lineName(item.productName, item.variantLabel)}${item.sku ? ` (SKU ${item.sku})` : ''}`);
  }
  doc.moveDown().font('Helvetica-Bold').text('Send the parcel to');
  doc.font('Helvetica').text(returnsTerms.address);
  doc.moveDown().fontSize(11).text('Put this slip inside the parcel with the items. We email you when they arrive, and refund you then.');
  doc.end();
  return done;
}

export async function returnSlip(db: Db, ids: { orderId: string; returnId: string }, user: UserRow): Promise<ReturnSlip> {
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, ids.orderId), user.isAdmin ? undefined : eq(orders.userId, user.id)));
  if (!owned) throw notFound(orderMessages.notFound);
  const order = await loadOrder(db, ids.orderId);
  const ret = order.returns.find((candidate) => candidate.id === ids.returnId);
  if (!ret) throw notFound(returnMessages.notFound);
  if (ret.status === 'requested') throw conflict(returnMessages.slipAwaitingAcceptance, { code: 'slip_not_ready' });
  if (ret.status === 'declined') throw conflict(returnMessages.slipDeclined, { code: 'slip_not_ready' });
  return { number: ret.number, pdf: await drawSlip(order, ret) };
}
