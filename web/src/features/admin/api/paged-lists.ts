// Taking a deleted row out of every cached page of a list, so the table answers at once. The pages after
// it would shift up by one: they are marked stale and fetched again when next shown.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Page<Item> = { items: Item[]; total: number };

export function removeFromPages<Item>(queryClient: QueryClient, listKey: QueryKey, isRemoved: (item: Item) => boolean): void {
  queryClient.setQueriesData<Page<Item>>({ queryKey: listKey }, (page) => {
    if (!page || !page.items.some(isRemoved)) return page;
    return { ...page, items: page.items.filter((item) => !isRemoved(item)), total: page.total - 1 };
  });
  void queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' });
}
