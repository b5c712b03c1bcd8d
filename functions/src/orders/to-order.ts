// Turns order rows into the Order the API answers with.
import type { Order } from '@shop/core/orders';
import { creditNoteNumberText, invoiceNumberText } from '@shop/core/orders/invoice';
import { returnNumber } from '@shop/core/orders/returns';
import type { creditNotes, orderEvents, orderItems, orderRefunds, orderReturns, orders } from '../db/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type OrderReturnRow = typeof orderReturns.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The order's copy of its delivery address; null when it goes to the billing address. */
function deliveryOf(row: OrderRow): Order['delivery'] {
  const { deliveryName, deliveryPhone, deliveryStreetAddress, deliveryCity, deliveryPostalCode, deliveryCountry } = row;
  if (deliveryName === null || deliveryPhone === null || deliveryStreetAddress === null) return null;
  if (deliveryCity === null || deliveryPostalCode === null || deliveryCountry === null) return null;
  return {
    name: deliveryName,
    phone: deliveryPhone,
    streetAddress: deliveryStreetAddress,
    city: deliveryCity,
    postalCode: deliveryPostalCode,
    country: deliveryCountry,
  };
}

function refundOf(row: OrderRow): Order['refund'] {
  if (row.refundAmount === null || !row.refundStatus || !row.refundCreatedAt) return null;
  return { amount: row.refundAmount, status: row.refundStatus, failure: row.refundFailure, createdAt: row.refundCreatedAt.toISOString() };
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  refunds: OrderRefundRow[],
  returns: OrderReturnRow[],
  notes: CreditNoteRow[],
): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    events: events.map((event) => ({
      at: event.createdAt.toISOString(),
      from: event.fromStatus,
      to: event.toStatus,
      by: event.actor,
      note: event.note,
      returnStep:
        event.returnNumber !== null && event.returnStatus !== null
          ? { number: returnNumber(event.returnNumber), status: event.returnStatus }
          : null,
    })),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    refund: refundOf(row),
    refunds: refunds.map(({ id, amount, reason, lines, status, failure, createdAt }) => ({
      id,
      amount,
      reason,
      lines,
      status,
      failure,
      createdAt: createdAt.toISOString(),
    })),
    returns: returns.map(({ id, number, status, reason, declineReason, lines, createdAt }) => ({
      id,
      number: returnNumber(number),
      status,
      reason,
      declineReason,
      lines,
      createdAt: createdAt.toISOString(),
    })),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    items: items.map(({ id, productId, productName, variantId, variantLabel, sku, imgUrl, price, quantity, totalPrice, discount }) => ({
      id,
      productId,
      productName,
      variantId,
      variantLabel,
      sku,
      imgUrl,
      price,
      quantity,
      totalPrice,
      discount,
    })),
    billing: {
      name: row.billingName,
      email: row.billingEmail,
      phone: row.billingPhone,
      streetAddress: row.billingStreetAddress,
      city: row.billingCity,
      postalCode: row.billingPostalCode,
      country: row.billingCountry,
    },
    delivery: deliveryOf(row),
    totalQuantity: row.totalQuantity,
    subtotal: row.subtotal,
    discountCode: row.discountCode,
    discount: row.discount,
    shipping: row.shipping,
    total: row.total,
    paymentMessage: row.paymentMessage,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    vatRatePercent: row.vatRatePercent,
    invoice:
      row.invoiceNumber !== null && row.invoicedAt
        ? { number: invoiceNumberText(row.invoiceNumber), issuedAt: row.invoicedAt.toISOString() }
        : null,
    creditNotes: notes.map(({ id, number, refundId, amount, issuedAt }) => ({
      id,
      number: creditNoteNumberText(number),
      refundId,
      amount,
      issuedAt: issuedAt.toISOString(),
    })),
  };
}
