import type { ReactNode } from 'react';
import styles from './ListFilters.module.css';

type SearchBox = {
  /** The search box's label ("Search orders"), and its hint. */
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
};

type Props = {
  /** More controls before the search box (a status filter). */
  children?: ReactNode;
} & (SearchBox | { onSearch?: undefined });

/** The bar above an admin list: its filters and, for a list the server searches, a search box; the list answers as they change. */
export function ListFilters({ children, ...box }: Props) {
  return (
    <form className={styles.filters} role="search" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      {children}
      {box.onSearch && (
        <label className={styles.field}>
          <span>{box.searchLabel}</span>
          <input
            type="search"
            placeholder={box.searchPlaceholder}
            value={box.search}
            maxLength={100}
            onChange={(event) => box.onSearch(event.target.value)}
          />
        </label>
      )}
    </form>
  );
}

type SelectProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/** A labelled choice in the filter bar. */
export function FilterSelect<Value extends string>({ label, value, options, onChange }: SelectProps<Value>) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
