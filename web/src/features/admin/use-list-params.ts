// An admin table's search, sort, page and any other filter as the address bar holds them
// (`?q=lamp&sort=price_asc&page=2`, `?status=paid`), so a reload, a shared link or Back shows the same rows.
// Values the table does not know fall back to the defaults; typing replaces the entry instead of adding one
// per key; any change but the page's goes back to page 1.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ListParams<Sort extends string> = { page: number; sort: Sort; search: string };

export function readListParams<Sort extends string>(params: URLSearchParams, sorts: readonly Sort[]): ListParams<Sort> {
  const page = Number(params.get('page') ?? '1');
  const [fallback] = sorts;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: sorts.find((sort) => sort === params.get('sort')) ?? (fallback as Sort),
    search: params.get('q') ?? '',
  };
}

/** The first of `sorts` is the default, left out of the address. */
export function useListParams<Sort extends string>(sorts: readonly Sort[]) {
  const [params, setParams] = useSearchParams();
  const current = readListParams(params, sorts);
  const change = useCallback(
    (key: string, value: string, isDefault: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (isDefault) next.delete(key);
          else next.set(key, value);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: key === 'q' },
      ),
    [setParams],
  );
  return {
    ...current,
    params,
    /** Sets another filter of the table (`status`), left out of the address at its default. */
    setFilter: change,
    setPage: useCallback((page: number) => change('page', String(page), page === 1), [change]),
    setSort: useCallback((sort: Sort) => change('sort', sort, sort === sorts[0]), [change, sorts]),
    setSearch: useCallback((text: string) => change('q', text, text === ''), [change]),
  };
}
