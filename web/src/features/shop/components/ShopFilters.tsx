import { useRef } from 'react';
import { CATEGORIES, STAR_MAX, STAR_MIN } from '@shop/core/constants';
import type { ShopParams } from '../shop-params.ts';
import { SearchIcon } from '../../../components/icons.tsx';
import { PriceRange } from './PriceRange.tsx';
import styles from './ShopFilters.module.css';

export type ShopFilterValues = Omit<ShopParams, 'page'>;

type Props = {
  values: ShopFilterValues;
  onChange: (change: Partial<ShopFilterValues>) => void;
  /** Shown while any filter narrows the list: puts every filter back to its default. */
  onClear?: () => void;
};

const sortLabels: Record<ShopFilterValues['sort'], string> = {
  default: 'Default',
  lowest: 'Price: lowest first',
  highest: 'Price: highest first',
  trending: 'Trending: best rated first',
  newest: 'Newest first',
};

const ratingChoices = Array.from({ length: STAR_MAX - STAR_MIN }, (_, index) => STAR_MAX - 1 - index);

export function ShopFilters({ values, onChange, onClear }: Props) {
  // Clear filters leaves with the button it was pressed on: the focus goes to the first filter.
  const firstFilter = useRef<HTMLSelectElement>(null);
  const clear = (reset: () => void) => {
    reset();
    firstFilter.current?.focus();
  };
  return (
    <form className={styles.filters} role="search" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <label className={styles.field}>
        <span>Filter by category</span>
        <select
          ref={firstFilter}
          value={values.category}
          onChange={(event) => onChange({ category: event.target.value as ShopFilterValues['category'] })}
        >
          <option value="all">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category[0]?.toUpperCase() + category.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>Sort by</span>
        <select value={values.sort} onChange={(event) => onChange({ sort: event.target.value as ShopFilterValues['sort'] })}>
          {(['default', 'lowest', 'highest', 'trending'] as const).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </label>
      <label className={`${styles.field} ${styles.search}`}>
        <span>Search products</span>
        <span className={styles.searchBox}>
          <input
            type="search"
            placeholder="Search by name..."
            value={values.q}
            maxLength={100}
            onChange={(event) => onChange({ q: event.target.value })}
          />
          <SearchIcon />
        </span>
      </label>
      <PriceRange min={values.min} max={values.max} onChange={onChange} />
      <label className={styles.field}>
        <span>Minimum rating</span>
        <select
          value={values.rating ?? ''}
          onChange={(event) => onChange({ rating: event.target.value === '' ? undefined : Number(event.target.value) })}
        >
          <option value="">Any rating</option>
          {ratingChoices.map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? 'star' : 'stars'} & up
            </option>
          ))}
        </select>
      </label>
      {onClear && (
        <button type="button" className={`button ${styles.clear}`} onClick={() => clear(onClear)}>
          Clear filters
        </button>
      )}
    </form>
  );
}
