// The database schema: the single source of truth; migrations in ./migrations are generated from it.
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CATEGORIES } from '@shop/core/constants';

export const categoryEnum = pgEnum('product_category', CATEGORIES);

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
    createdAt: createdAt(),
  },
  (t) => [
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    index('products_category_idx').on(t.category),
    index('products_avg_rating_idx').on(t.avgRating.desc()),
    index('products_price_idx').on(t.price),
    index('products_created_at_idx').on(t.createdAt.desc()),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.productName}) gin_trgm_ops`),
  ],
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
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index('users_created_at_idx').on(t.createdAt)],
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
    // Millisecond precision, so the keyset cursor (a JavaScript date) names a row exactly.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_page_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const chatTurns = pgTable(
  'chat_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    response: text('response').notNull(),
    source: text('source').notNull(),
    intent: text('intent'),
    latencyMs: integer('latency_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_turns_created_at_idx').on(t.createdAt)],
);

export const chatFeedback = pgTable(
  'chat_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    response: text('response').notNull(),
    sentiment: text('sentiment', { enum: ['positive', 'neutral', 'negative'] }).notNull(),
    source: text('source').notNull(),
    intent: text('intent'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_feedback_created_at_idx').on(t.createdAt.desc())],
);
