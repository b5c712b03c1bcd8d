import { useEffect } from 'react';

/** Steps back when deletions leave the page shown past the last page (the last row of the last page went). */
export function usePageInRange(page: number, setPage: (page: number) => void, total: number | undefined, pageSize: number): void {
  useEffect(() => {
    if (total === undefined) return;
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    if (page > lastPage) setPage(lastPage);
  }, [page, setPage, total, pageSize]);
}
