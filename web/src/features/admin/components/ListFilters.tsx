import type { ReactNode } from 'react';
import styles from './ListFilters.module.css';

type Props = {
  /** The search box's label ("Search orders"), and its hint. */
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  /** More controls before the search box (a status filter). */
  children?: ReactNode;
};

/** The bar above an admin list: its filters and a search box; the list below answers as they change. */
export function ListFilters({ searchLabel, searchPlaceholder, search, onSearch, children }: Props) {
  return (
    <form className={styles.filters} role="search" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      {children}
      <label className={styles.field}>
        <span>{searchLabel}</span>
        <input
          type="search"
          placeholder={searchPlaceholder}
          value={search}
          maxLength={100}
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
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
