// Which kept product queries a product's change on the live feed can alter. A product's own page always; the
// admin's table (it shows every stock figure) always; a shopper's list (home, a category, a search, the search
// box's suggestions) only when the change can alter what it shows: a listed change of a product it shows, or
// one that can bring a product into it, move it or take it out, in the list's category or in any when the list
// spans them all. An order that leaves a sofa "In stock" refetches no list; one that makes it "Only 3 left"
// refetches the lists showing it; a new chair refetches the chair lists and those of every category.
import type { Query } from '@tanstack/react-query';
import type { FeedChange } from '@shop/core/events';

type Shown = { items?: readonly { id: string }[] } | undefined;

/** A list's category from its key (['products', 'list', params] or ['products', 'suggestions', text]): 'all' for any. */
function categoryOf(key: readonly unknown[]): string {
  const params = key[1] === 'list' ? key[2] : undefined;
  const category = typeof params === 'object' && params !== null && 'category' in params ? params.category : undefined;
  return typeof category === 'string' ? category : 'all';
}

/** Whether the shopper's list kept under `key`, showing `shown`, can be altered by `change` (a product's, named). */
function listTouched(change: FeedChange, key: readonly unknown[], shown: Shown): boolean {
  if (change.kind === 'own') return false;
  // Not read yet (or read and failed): nothing kept to keep.
  if (!shown?.items) return true;
  if (shown.items.some((product) => product.id === change.id)) return true;
  if (change.inPlace) return false;
  const category = categoryOf(key);
  return !change.categories || category === 'all' || change.categories.some((one) => one === category);
}

/** Whether `query` is one the product change `change` (which names its product) may have altered. */
export function isTouchedByProductChange(change: FeedChange, query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const key = query.queryKey;
  if (key[0] !== 'products') return false;
  if (key[1] === 'detail') return key[2] === change.id;
  // The admin's table, kept under the lists, shows every product's stock.
  const isShoppersList = (key[1] === 'list' && typeof key[2] === 'object') || key[1] === 'suggestions';
  return isShoppersList ? listTouched(change, key, query.state.data as Shown) : true;
}
