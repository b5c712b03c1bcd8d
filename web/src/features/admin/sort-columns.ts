// A table column the server can sort by, either way: which sort its heading shows, and the sort a click
// on it asks for (ascending first, then the other way at each click).
export type SortPair<Sort extends string> = { ascending: Sort; descending: Sort };

export function columnSortState<Sort extends string>(column: SortPair<Sort>, sort: Sort): 'ascending' | 'descending' | undefined {
  if (sort === column.ascending) return 'ascending';
  if (sort === column.descending) return 'descending';
  return undefined;
}

export const toggledSort = <Sort extends string>(column: SortPair<Sort>, sort: Sort): Sort =>
  sort === column.ascending ? column.descending : column.ascending;
