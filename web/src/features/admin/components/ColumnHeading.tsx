// A table's column heading. A column the server can sort by holds a button (for keyboard and screen-reader
// users as much as for the mouse) that sorts by it, then the other way; the heading says which way it sorts
// (aria-sort) and an arrow shows it.
import { columnSortState, toggledSort, type SortPair } from '../sort-columns.ts';
import styles from './Table.module.css';

export type Column<Sort extends string> = { label: string; sort?: SortPair<Sort> };

/** The table's sort and how to change it, for the columns that sort. */
export type Sorting<Sort extends string> = { sort: Sort; onSort: (sort: Sort) => void };

const arrows = { ascending: '▲', descending: '▼', none: '↕' } as const;

export function ColumnHeading<Sort extends string>({ column, sorting }: { column: Column<Sort>; sorting?: Sorting<Sort> }) {
  if (!column.sort || !sorting) return <th scope="col">{column.label}</th>;
  const pair = column.sort;
  const state = columnSortState(pair, sorting.sort);
  return (
    <th scope="col" aria-sort={state}>
      <button type="button" className={styles.sortButton} onClick={() => sorting.onSort(toggledSort(pair, sorting.sort))}>
        {column.label}
        <span aria-hidden="true" className={state ? styles.sortArrowActive : styles.sortArrow}>
          {arrows[state ?? 'none']}
        </span>
      </button>
    </th>
  );
}
