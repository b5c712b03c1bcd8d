// The database schema: the single source of truth; migrations in ./migrations are generated from it.
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OWNER_ANSWER_CHANGES } from '@shop/core/owner-answers';
import { SENTIMENTS } from '@shop/core/chat';
import { CATEGORIES } from '@shop/core/constants';
import { DISCOUNT_KINDS } from '@shop/core/discounts/rules';
import { ORDER_ACTORS, ORDER_STATUSES } from '@shop/core/order-lifecycle';
import { USER_CHANGES } from '@shop/core/users';
import { REFUND_STATUSES } from '@shop/core/orders';
import { RETURN_STATUSES } from '@shop/core/orders/returns';
import { TICKET_AUTHORS, TICKET_STATUSES } from '@shop/core/support';
import type { ProductOption } from '@shop/core/variants';

export const categoryEnum = pgEnum('product_category', CATEGORIES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

// Descending indexes are NULLS FIRST, as ORDER BY ... DESC is: otherwise PostgreSQL cannot walk them
// for a newest-first page and sorts the whole table instead.
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productName: text('product_name').notNull(),
    shortDesc: text('short_desc').notNull(),
    description: text('description').notNull(),
    category: categoryEnum('category').notNull(),
    price: integer('price').notNull(),
    imgUrl: text('img_url').notNull(),
    imgSrcSet: text('img_src_set').notNull(),
    ratings: integer('ratings')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    /**
     * Units on the shelf; checkout takes them out in the same transaction that creates the order. For a
     * product sold in variants, the sum of theirs, kept so by every write that changes a variant's stock.
     */
    stock: integer('stock').notNull().default(0),
    /** What the product is sold in, with the values in the order the product page offers them; [] for none. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    index('products_stock_idx').on(t.stock),
    index('products_category_idx').on(t.category),
    index('products_avg_rating_idx').on(t.avgRating.desc().nullsFirst()),
    index('products_price_idx').on(t.price),
    index('products_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // No pending list: the embedded database has no autovacuum to flush one, and every search would scan it.
    index('products_name_trgm_idx')
      .using('gin', sql`lower(${t.productName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** One combination of a product's option values that the shop sells, with its own SKU, stock and price. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** One value per option of the product, in its option order. */
    optionValues: text('option_values').array().notNull(),
    stock: integer('stock').notNull().default(0),
    /** Pence; null sells the variant at its product's price. */
    price: integer('price'),
    /** Where the variant comes in the admin's list. */
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_idx').on(sql`lower(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_price_positive', sql`${t.price} IS NULL OR ${t.price} > 0`),
  ],
);

/**
 * A product's pictures in the order its page shows them (position 0 first); the first is also the product's
 * imgUrl and imgSrcSet, which every write of the pictures keeps so.
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imgUrl: text('img_url').notNull(),
    imgSrcSet: text('img_src_set').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [index('product_pictures_product_idx').on(t.productId, t.position)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    photoUrl: text('photo_url').notNull().default(''),
    photoSrcSet: text('photo_src_set').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set while an admin has blocked the account: it cannot log in, and its sessions were ended. */
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date', precision: 3 }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index('users_created_at_idx').on(t.createdAt)],
);

/** Who changed an account's role or block, and when; gone with the account, and kept (without its author) when the admin is deleted. */
export const userChanges = pgTable(
  'user_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    change: text('change', { enum: USER_CHANGES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_changes_user_idx').on(t.userId, t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie's token: a database leak does not leak usable sessions. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    text: text('text').notNull(),
    rating: integer('rating').notNull(),
    /** Whether the reviewer had a paid order of the product when the review was written or last edited. */
    isVerifiedBuyer: boolean('is_verified_buyer').notNull().default(false),
    // Millisecond precision, so the keyset cursor (a JavaScript date) names a row exactly.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    // One review per account and product; a deleted account's reviews (no user) do not count.
    uniqueIndex('reviews_one_per_account_idx').on(t.productId, t.userId),
    index('reviews_page_idx').on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * A conversation with the chatbot: a logged-in customer's belongs to the account (`user_id`), a visitor's
 * to the browser holding the cookie whose sha256 is `visitor_key`. Its id alone opens nothing. `focus` is
 * what follow-ups refer to; `customer_seen_at` is when the customer last saw it, for the unread badge.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key'),
    focus: jsonb('focus').notNull().default({}),
    customerSeenAt: timestamp('customer_seen_at', { withTimezone: true, mode: 'date', precision: 3 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_updated_at_idx').on(t.updatedAt),
    index('chat_conversations_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('chat_conversations_visitor_key_idx').on(t.visitorKey),
  ],
);

export const chatTurns = pgTable(
  'chat_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id').references(() => chatConversations.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    response: text('response').notNull(),
    source: text('source').notNull(),
    intent: text('intent'),
    latencyMs: integer('latency_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_turns_created_at_idx').on(t.createdAt), index('chat_turns_conversation_idx').on(t.conversationId, t.createdAt)],
);

export const chatFeedback = pgTable(
  'chat_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    response: text('response').notNull(),
    sentiment: text('sentiment', { enum: SENTIMENTS }).notNull(),
    source: text('source').notNull(),
    intent: text('intent'),
    /** The conversation the rated reply was in, so the assistant's report knows which conversations went badly. */
    conversationId: uuid('conversation_id').references(() => chatConversations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_feedback_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('chat_feedback_conversation_idx').on(t.conversationId),
  ],
);

/**
 * An answer the shop's owner wrote, with the example questions it answers: the assistant gives it to a
 * question close enough to the examples. Disabled, it is kept but not given.
 */
export const ownerAnswers = pgTable(
  'owner_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    /** An optional link shown under the answer: a label and a path within the shop. */
    linkLabel: text('link_label'),
    linkPath: text('link_path'),
    examples: jsonb('examples').$type<string[]>().notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('owner_answers_updated_at_idx').on(t.updatedAt.desc().nullsFirst())],
);

/** Every change to the owner's answers, with who made it and when; kept after the answer is deleted. */
export const ownerAnswerChanges = pgTable(
  'owner_answer_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerId: uuid('answer_id').notNull(),
    change: text('change', { enum: OWNER_ANSWER_CHANGES }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The answer as it stood after the change (before it, for a deletion). */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('owner_answer_changes_answer_idx').on(t.answerId, t.createdAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order number people read on the confirmation page and in "My orders". */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    // Kept when the account is deleted, so sales figures stay true.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the lines and billing details: the same key with a different cart is refused, not replayed. */
    requestHash: text('request_hash').notNull(),
    status: orderStatusEnum('status').notNull().default('pending'),
    billingName: text('billing_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    billingPhone: text('billing_phone').notNull(),
    billingStreetAddress: text('billing_street_address').notNull(),
    billingCity: text('billing_city').notNull(),
    billingPostalCode: text('billing_postal_code').notNull(),
    billingCountry: text('billing_country').notNull(),
    // The order's own copy of where it goes, all set or all null (null: to the billing address). A copy, not
    // a reference: editing or deleting the address book's entry later leaves the order as it was placed.
    deliveryName: text('delivery_name'),
    deliveryPhone: text('delivery_phone'),
    deliveryStreetAddress: text('delivery_street_address'),
    deliveryCity: text('delivery_city'),
    deliveryPostalCode: text('delivery_postal_code'),
    deliveryCountry: text('delivery_country'),
    totalQuantity: integer('total_quantity').notNull(),
    subtotal: integer('subtotal').notNull(),
    /** The discount code the order used, as the shopper typed it in capitals; null without one. */
    discountCode: text('discount_code'),
    /** Pence taken off the subtotal by the code, shared over the lines it applies to (order_items.discount). */
    discount: integer('discount').notNull().default(0),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    paymentProvider: text('payment_provider', { enum: ['test', 'stripe'] }).notNull(),
    paymentReference: text('payment_reference'),
    /** Why a payment failed, in words the shopper can act on (e.g. "Your card was declined."). */
    paymentMessage: text('payment_message'),
    // Only the brand and last four digits of a card are ever kept.
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    // Millisecond precision, so a keyset cursor (a JavaScript date) names a row exactly.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date', precision: 3 }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** The money given back, in pence; the outbox's refund job asks the payment provider for it. */
    refundAmount: integer('refund_amount'),
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    /** Why the refund was given up, for the admin (only when refundStatus is "failed"). */
    refundFailure: text('refund_failure'),
    refundReference: text('refund_reference'),
    refundCreatedAt: timestamp('refund_created_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** The VAT rate its prices include, a whole percentage, fixed when it was placed (the VAT_RATE_PERCENT setting then). */
    vatRatePercent: integer('vat_rate_percent').notNull().default(20),
    /** Its VAT invoice's number, from the gap-free `invoice` counter, given in the transaction that marks it paid. */
    invoiceNumber: integer('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_invoice_number_idx').on(t.invoiceNumber),
    index('orders_status_idx').on(t.status),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // A code's uses are counted from its orders, in all and by one account (docs/spec.md, Discount codes).
    index('orders_discount_code_user_idx').on(t.discountCode, t.userId),
    check(
      'orders_totals_nonnegative',
      sql`${t.subtotal} >= 0 AND ${t.shipping} >= 0 AND ${t.totalQuantity} > 0 AND ${t.discount} >= 0 AND ${t.discount} <= ${t.subtotal}`,
    ),
    check('orders_total_sum', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.shipping}`),
    check('orders_card_last4', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
    check(
      'orders_delivery_whole',
      sql`num_nulls(${t.deliveryName}, ${t.deliveryPhone}, ${t.deliveryStreetAddress}, ${t.deliveryCity}, ${t.deliveryPostalCode}, ${t.deliveryCountry}) IN (0, 6)`,
    ),
  ],
);

/** An account's address book: delivery addresses it keeps for checkout, one of them at most the default. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A discount code the admin set up. Its uses are the orders placed with it (orders.discount_code) that did
 * not fail; placing an order locks the code's row first, so racing shoppers take its last use one at a time.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** In capitals, as orders.discount_code keeps it; never renamed, so an order's code still names this row. */
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** A whole percentage (1 to 100) or an amount in pence. */
    value: integer('value').notNull(),
    minSpend: integer('min_spend').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date', precision: 3 }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Empty for every category. */
    categories: categoryEnum('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isPaused: boolean('is_paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    index('discount_codes_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    check('discount_codes_value', sql`${t.value} >= 1 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`),
    check(
      'discount_codes_limits',
      sql`${t.minSpend} >= 0 AND coalesce(${t.maxUses}, 1) >= 1 AND coalesce(${t.maxUsesPerCustomer}, 1) >= 1`,
    ),
    check('discount_codes_dates', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // An order outlives its products: the name, picture and price at purchase are copied here.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** The variant bought, null for a product without variants or once the variant is removed; its label and SKU stay. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantLabel: text('variant_label'),
    sku: text('sku'),
    imgUrl: text('img_url').notNull(),
    /** Unit price at purchase, in pence. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    totalPrice: integer('total_price').notNull(),
    /** This line's share of the order's discount, in pence: what was paid for it is total_price - discount. */
    discount: integer('discount').notNull().default(0),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    index('order_items_variant_id_idx').on(t.variantId),
    check('order_items_price_nonnegative', sql`${t.price} >= 0`),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_total_price', sql`${t.totalPrice} = ${t.price} * ${t.quantity}`),
    check('order_items_discount_range', sql`${t.discount} >= 0 AND ${t.discount} <= ${t.totalPrice}`),
  ],
);

/**
 * Money an admin gave back on part or all of an order, on top of (never beyond) what was paid: by lines
 * and quantities or as an amount, with the reason. Each is its own payment-provider refund, keyed by its id.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** In pence. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The lines and quantities refunded, empty for a refund of an amount. */
    lines: jsonb('lines').$type<{ lineId: string; quantity: number }[]>().notNull().default([]),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    failure: text('failure'),
    reference: text('reference'),
    /** Whether its lines' units went back on the shelf (a refund before shipping): a later cancel does not put them back twice. */
    restocked: boolean('restocked').notNull().default(false),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId, t.createdAt), check('order_refunds_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * The last number given in each gap-free series of documents (`invoice`, `credit_note`). A number is taken by
 * adding one to its row inside the transaction that issues the document, so the row stays locked until that
 * transaction ends and a rolled-back one gives its number back: no gaps and no repeats, unlike a sequence.
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series', { enum: ['invoice', 'credit_note'] }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A credit note: money given back on an invoiced order, with its own gap-free number. `refundId` names the
 * admin's refund of part or all of the order; null for the refund of what was left when the order was
 * cancelled or its return refunded (orders.refund_amount).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    refundId: uuid('refund_id').references(() => orderRefunds.id, { onDelete: 'cascade' }),
    /** In pence, VAT included. */
    amount: integer('amount').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.number),
    uniqueIndex('credit_notes_refund_idx').on(t.refundId),
    index('credit_notes_order_idx').on(t.orderId, t.number),
    check('credit_notes_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A hand-over to a person: the conversation's transcript so far, then the agents' replies. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ticket number the customer is told. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 5001 }),
    conversationId: uuid('conversation_id').references(() => chatConversations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    /** The address a visitor left at the hand-over, which the team's replies are emailed to. */
    contactEmail: text('contact_email'),
    /** The admin the ticket is assigned to, and who last assigned (or unassigned) it, when. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assignedById: uuid('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date', precision: 3 }),
    createdAt: createdAt(),
    // The last activity, which the Support page lists by; millisecond precision, so its keyset cursor names a row exactly.
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_tickets_number_idx').on(t.number),
    index('support_tickets_conversation_idx').on(t.conversationId),
    index('support_tickets_status_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('support_tickets_updated_at_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('support_tickets_assignee_idx').on(t.assigneeId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** The support team's saved short replies, inserted into a ticket's reply box; kept when their author is deleted. */
export const supportCannedReplies = pgTable(
  'support_canned_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('support_canned_replies_title_idx').on(t.title)],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: TICKET_AUTHORS }).notNull(),
    text: text('text').notNull(),
    // Millisecond precision keeps a transcript in the order it was written.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * The shopper's return of some or all of an order's items: requested, then accepted (its slip is then valid),
 * declined with a reason, or received. Its number ("R-1001") comes from its own sequence.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    declineReason: text('decline_reason'),
    /** The order's lines and how many units of each go back. */
    lines: jsonb('lines').$type<{ lineId: string; quantity: number }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId, t.createdAt), uniqueIndex('order_returns_number_idx').on(t.number)],
);

export const orderActorEnum = pgEnum('order_actor', ORDER_ACTORS);

/** An order's timeline: one row per status change, written in the transaction that changes the status. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    actor: orderActorEnum('actor').notNull(),
    /** Who did it, when a person did; kept as null when the account is deleted. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** A return's step: which return, and where it went (the order's status may not change). */
    returnNumber: integer('return_number'),
    returnStatus: text('return_status', { enum: RETURN_STATUSES }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const productsRelations = relations(products, ({ many }) => ({ variants: many(productVariants) }));
export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
}));

/** An order with its lines and timeline, read in one query (`db.query.orders.findMany({ with: ... })`). */
export const ordersRelations = relations(orders, ({ many }) => ({
  items: many(orderItems),
  events: many(orderEvents),
  refunds: many(orderRefunds),
  returns: many(orderReturns),
  creditNotes: many(creditNotes),
}));
export const orderReturnsRelations = relations(orderReturns, ({ one }) => ({
  order: one(orders, { fields: [orderReturns.orderId], references: [orders.id] }),
}));
export const creditNotesRelations = relations(creditNotes, ({ one }) => ({
  order: one(orders, { fields: [creditNotes.orderId], references: [orders.id] }),
}));
export const orderRefundsRelations = relations(orderRefunds, ({ one }) => ({
  order: one(orders, { fields: [orderRefunds.orderId], references: [orders.id] }),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}));
export const orderEventsRelations = relations(orderEvents, ({ one }) => ({
  order: one(orders, { fields: [orderEvents.orderId], references: [orders.id] }),
}));

/**
 * The transactional outbox: work to do after a commit (an email, a refund), written in the same
 * transaction as the change that calls for it, and done by the background worker with retries.
 */
/** An email, a refund, files to delete once the change that left them unused committed, alerts, replies, reset links. */
export const OUTBOX_KINDS = ['email', 'refund', 'files', 'restock', 'supportReply', 'passwordReset'] as const;

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** Set when the job is given up (it can never succeed, or failed too many times): it is not tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date', precision: 3 }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** sha256 of the token in the emailed link: a database leak does not leak usable links. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId), index('password_reset_tokens_expires_idx').on(t.expiresAt)],
);

/** A change of an account's email waiting for its link, sent to the new address, to be opened. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    /** sha256 of the token in the emailed link, as for password resets. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the account moves to once the link is opened; checked again then, since another account may have taken it meanwhile. */
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId), index('email_change_tokens_expires_idx').on(t.expiresAt)],
);

/** Addresses to tell, once, when a sold-out product or variant is back on the shelf; deleted when told. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for a product sold without variants. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower case, so one address asks once. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('stock_alerts_target_email').on(t.productId, t.variantId, t.email).nullsNotDistinct()],
);
