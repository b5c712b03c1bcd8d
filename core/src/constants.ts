// Business constants (docs/spec.md, Business constants and limits), in one place for web and functions.

export const SHOP_NAME = 'Multimart';
export const CHATBOT_NAME = 'Multimart Assistant';

export const CATEGORIES = ['sofa', 'mobile', 'chair', 'watch', 'wireless'] as const;
export type Category = (typeof CATEGORIES)[number];

/** default, lowest, highest and trending are the shop's sorts; newest feeds New Arrivals. */
export const PRODUCT_SORTS = ['default', 'lowest', 'highest', 'trending', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SEARCH_MAX_CHARS = 100;

export const REVIEW_PAGE_SIZE = 5;
export const TRENDING_SIZE = 8;
export const STAR_MIN = 1;
export const STAR_MAX = 5;

/** 3 May 2024 00:00:00, read as UK local time (BST, UTC+1). */
export const COUNTDOWN_TARGET = new Date('2024-05-03T00:00:00+01:00');

export const SHOP_TOAST_MS = 3000;
export const CHAT_TOAST_MS = 5000;

export const SHIPPING_PENCE = 0;
export const RETURNS_DAYS = 30;
export const MONEY_BACK_DAYS = 60;
/** How long a shopper has to confirm a payment (3-D Secure included) before an unpaid order closes by itself. */
export const PAYMENT_EXPIRY_MINUTES = 30;

export const RESUMABLE_THRESHOLD_BYTES = 262144;
export const MAX_CHUNK_BYTES = 33554432;
export const UPLOAD_RETRY_DEADLINE_MS = 600000;
export const OPERATION_RETRY_DEADLINE_MS = 120000;
