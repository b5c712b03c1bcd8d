// Turns order rows into the Order the API answers with.
import type { Order } from '@shop/core/orders';
import type { orderItems, orders } from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    items: items.map(({ productId, productName, imgUrl, price, quantity, totalPrice }) => ({
      productId,
      productName,
      imgUrl,
      price,
      quantity,
      totalPrice,
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
    totalQuantity: row.totalQuantity,
    subtotal: row.subtotal,
    shipping: row.shipping,
    total: row.total,
    paymentMessage: row.paymentMessage,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
