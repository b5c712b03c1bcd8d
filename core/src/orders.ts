// Orders: what the checkout sends and what the order API answers, shared by web and functions.
import { z } from 'zod';
import { deliveryChoiceSchema, type DeliveryAddress } from './addresses.ts';
import { billingSchema, type Billing } from './billing.ts';
import { cardSchema } from './card.ts';
import { discountCodeSchema } from './discounts/code.ts';
import { keysetPageQuerySchema, type KeysetPage } from './keyset.ts';
import { MAX_LINE_QUANTITY } from './cart.ts';
import { productIdSchema } from './products.ts';
import type { OrderReturn, ReturnStatus } from './orders/returns.ts';
import { variantMessages } from './variants.ts';
import { CARRIER_MAX, ORDER_NOTE_MAX, ORDER_STATUSES, TRACKING_NUMBER_MAX, type OrderActor, type OrderStatus } from './order-lifecycle.ts';

export { ORDER_STATUSES, type OrderStatus } from './order-lifecycle.ts';
export { returnRequestSchema, type ReturnRequest } from './orders/returns.ts';
export { MAX_LINE_QUANTITY } from './cart.ts';

export const MAX_ORDER_LINES = 50;
/** Stripe's largest amount for a GBP charge: £999,999.99. */
export const MAX_ORDER_TOTAL = 99_999_999;
/** Shipping is always free. */
export const SHIPPING_PENCE = 0;

export const orderMessages = {
  emptyCart: 'Your cart is empty. Add a product before you pay.',
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
  tooManyLines: `An order holds at most ${MAX_ORDER_LINES} different products.`,
  unknownProduct: 'A product in your cart is no longer sold. Open your cart to see the update, then pay again.',
  totalTooLarge: 'An order can total at most £999,999.99. Remove some items and pay again.',
  idempotencyKey: 'The checkout key must be 16 to 100 letters, digits, "-" or "_".',
  idempotencyReused: 'This checkout was already used for a different cart. Press Pay again to place a new order.',
  notFound: 'Order not found.',
} as const;

const quantitySchema = z
  .number({ error: orderMessages.quantity })
  .int(orderMessages.quantity)
  .min(1, orderMessages.quantity)
  .max(MAX_LINE_QUANTITY, orderMessages.quantity);

/**
 * A cart line as the browser sends it: the product, and the variant chosen when the product is sold in
 * variants. Any price it adds is dropped: prices come from the database.
 */
export const orderLineInputSchema = z.object({
  productId: productIdSchema,
  variantId: z.uuid({ error: variantMessages.noLongerSold }).optional(),
  quantity: quantitySchema,
});

export const paymentInputSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('test-card'), card: cardSchema }).strict(),
  z.object({ method: z.literal('stripe') }).strict(),
]);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const orderRequestSchema = z
  .object({
    items: z
      .array(orderLineInputSchema, { error: orderMessages.emptyCart })
      .min(1, orderMessages.emptyCart)
      .max(MAX_ORDER_LINES, orderMessages.tooManyLines),
    billing: billingSchema,
    idempotencyKey: z.string({ error: orderMessages.idempotencyKey }).regex(/^[A-Za-z0-9_-]{16,100}$/, orderMessages.idempotencyKey),
    payment: paymentInputSchema,
    /** One code per order, or none. */
    discountCode: discountCodeSchema.optional(),
    /** Where the order goes; none: to the billing address. */
    delivery: deliveryChoiceSchema.optional(),
  })
  .strict();
export type OrderRequest = z.infer<typeof orderRequestSchema>;
export type OrderRequestInput = z.input<typeof orderRequestSchema>;

export const orderIdSchema = z.uuid({ error: orderMessages.notFound });

export type OrderLine = {
  /** The line's own id, for returns and refunds of some of an order's lines. */
  id: string;
  /** null once the product has been deleted from the catalogue; the line keeps its name and price. */
  productId: string | null;
  productName: string;
  /** The variant bought (null for a product without variants, or once the variant is removed; the label and SKU stay). */
  variantId: string | null;
  /** "Oatmeal" or "Black / 256 GB"; null for a product without variants. */
  variantLabel: string | null;
  sku: string | null;
  imgUrl: string;
  price: number;
  quantity: number;
  totalPrice: number;
  /** This line's share of the order's discount, in pence: paid for it is totalPrice - discount (`paidLines`). */
  discount: number;
};

/**
 * One step of an order's timeline; `from` is null for the order's creation. A return's step names the return
 * ("R-1001") and where it went; the order's status may stay the same.
 */
export type OrderEvent = {
  at: string;
  from: OrderStatus | null;
  to: OrderStatus;
  by: OrderActor;
  note: string | null;
  returnStep: { number: string; status: ReturnStatus } | null;
};

/**
 * Money given back through the payment provider: pending until the provider confirms it (succeeded);
 * retrying while the provider cannot be reached; failed when it can never go through that way (the
 * provider refused it, or the shop no longer takes payments through the provider that was paid), with the
 * reason in `failure` for the admin, who then refunds the customer by hand.
 */
export const REFUND_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type OrderRefund = { amount: number; status: RefundStatus; failure: string | null; createdAt: string };
/** An admin's refund of part or all of the order: an amount, or lines and quantities, with the reason. */
export type OrderPartRefund = OrderRefund & { id: string; reason: string; lines: Array<{ lineId: string; quantity: number }> };

export type Order = {
  id: string;
  number: number;
  status: OrderStatus;
  /** Oldest first. */
  events: OrderEvent[];
  carrier: string | null;
  trackingNumber: string | null;
  refund: OrderRefund | null;
  /** The admin's refunds of part of the order, oldest first. */
  refunds: OrderPartRefund[];
  /** The shopper's returns of some or all of the items, oldest first. */
  returns: OrderReturn[];
  deliveredAt: string | null;
  items: OrderLine[];
  /** As entered at the time; plain text, so an old order still reads if the list of countries changes. */
  billing: { [Field in keyof Billing]: string };
  /** The order's own copy of where it goes, taken when it was placed; null: to the billing address. */
  delivery: DeliveryAddress | null;
  totalQuantity: number;
  subtotal: number;
  /** The discount code used, null without one; `discount` is what it took off the subtotal, in pence. */
  discountCode: string | null;
  discount: number;
  shipping: number;
  /** subtotal - discount + shipping. */
  total: number;
  /** Why the payment failed, for the shopper. */
  paymentMessage: string | null;
  card: { brand: string; last4: string } | null;
  createdAt: string;
  paidAt: string | null;
  /** The VAT rate its prices include, a whole percentage fixed when it was placed. */
  vatRatePercent: number;
  /** Its VAT invoice, from when it was paid; null before (and for orders paid before invoices were issued). */
  invoice: { number: string; issuedAt: string } | null;
  /** A credit note for each refund of an invoiced order, oldest first; `refundId` names the admin's refund, null for a cancel's or return's. */
  creditNotes: Array<{ id: string; number: string; refundId: string | null; amount: number; issuedAt: string }>;
};

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} cannot be empty.`)
    .max(max, `${label} is at most ${max} characters.`)
    .optional();

/** POST /api/admin/orders/:id/transition: where the admin moves the order, with tracking when it ships. */
export const orderTransitionSchema = z
  .object({
    to: z.enum(ORDER_STATUSES, { error: `Choose a status: ${ORDER_STATUSES.join(', ')}.` }),
    carrier: optionalText('Carrier', CARRIER_MAX),
    trackingNumber: optionalText('Tracking number', TRACKING_NUMBER_MAX),
    note: optionalText('Note', ORDER_NOTE_MAX),
  })
  .strict();
export type OrderTransition = z.infer<typeof orderTransitionSchema>;

/** POST /api/orders: the order, and for Stripe the secret the browser confirms the payment with. */
export type PlacedOrder = { order: Order; clientSecret: string | null };

/** My orders come this many at a time, newest first; the next page continues after the last one shown. */
export const OWN_ORDERS_PAGE_SIZE = 10;

/** GET /api/orders: a page of the shopper's own orders. */
export type OrderList = KeysetPage<Order>;

export const ownOrdersQuerySchema = keysetPageQuerySchema(OWN_ORDERS_PAGE_SIZE);
export type OwnOrdersQuery = z.infer<typeof ownOrdersQuerySchema>;
