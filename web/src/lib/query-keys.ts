// The cache keys more than one feature reads or writes. Each starts with its live-feed topic (core/events),
// so the feed's change events refresh them.
import type { CallInput } from '@shop/core/api/endpoint';
import type { api } from '@shop/core/api/contract';

export type ProductListParams = NonNullable<CallInput<typeof api.products.list>['query']>;

export const productKeys = {
  all: ['products'] as const,
  lists: ['products', 'list'] as const,
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

export const orderKeys = {
  mine: ['orders', 'list'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  everyones: ['orders', 'all'] as const,
  everyonesPage: (filters: object) => ['orders', 'all', filters] as const,
};

/** The signed-in account's address book, read by Settings and the checkout. */
export const addressKeys = {
  book: ['addresses'] as const,
};
