import type { ReactNode } from 'react';
import { ColumnHeading, type Column, type Sorting } from './ColumnHeading.tsx';
import styles from './Table.module.css';

type Props<Sort extends string> = {
  /** The headings before the last column, which holds each row's action (a delete control). */
  columns: readonly Column<Sort>[];
  /** The table's sort, for the columns that sort. */
  sorting: Sorting<Sort>;
  /** The rows: a PictureCell first and the action cell (.end) last, as the phone layout expects. */
  children: ReactNode;
};

/** A dashboard list of things an admin manages; on phones each row becomes a list item (Table.module.css). */
export function CompactTable<Sort extends string>({ columns, sorting, children }: Props<Sort>) {
  return (
    <div className={styles.frame}>
      <table className={`${styles.table} ${styles.compact}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHeading key={column.label} column={column} sorting={sorting} />
            ))}
            <th scope="col" className={styles.end}>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const pictureSizes = { thumb: 56, avatar: 44 } as const;

type PictureProps = {
  /** The column's heading, for the phone layout. */
  label: string;
  /** A square product thumbnail or a round avatar. */
  kind: keyof typeof pictureSizes;
  src: string;
  srcSet: string;
};

/** The picture a compact row starts with; decorative, since the row names the thing next to it. */
export function PictureCell({ label, kind, src, srcSet }: PictureProps) {
  const size = pictureSizes[kind];
  return (
    <td data-label={label} className={styles.media}>
      <img className={styles[kind]} src={src} srcSet={srcSet} sizes={`${size}px`} alt="" width={size} height={size} loading="lazy" />
    </td>
  );
}
