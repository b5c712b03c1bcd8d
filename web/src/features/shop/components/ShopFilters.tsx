import { useState } from 'react';
import { CATEGORIES, STAR_MAX, STAR_MIN } from '@shop/core/constants';
import type { ShopParams } from '../shop-params.ts';
import { SearchIcon } from '../../../components/icons.tsx';
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

const poundsText = (pounds: number | undefined) => (pounds === undefined ? '' : String(pounds));

/**
 * A price typed digit by digit would add a history entry per key: the price range is sent when the
 * visitor leaves the field or presses Enter. Keyed by the address bar's value, so Back refills it.
 */
function PriceField({
  label,
  pounds,
  onCommit,
}: {
  label: string;
  pounds: number | undefined;
  onCommit: (pounds: number | undefined) => void;
}) {
  const [draft, setDraft] = useState(poundsText(pounds));
  const commit = () => {
    const value = draft.trim() === '' ? undefined : Number(draft);
    if (value !== pounds && (value === undefined || Number.isFinite(value))) onCommit(value);
  };
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder="£"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
    </label>
  );
}

export function ShopFilters({ values, onChange, onClear }: Props) {
  return (
    <form className={styles.filters} role="search" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <label className={styles.field}>
        <span>Filter by category</span>
        <select value={values.category} onChange={(event) => onChange({ category: event.target.value as ShopFilterValues['category'] })}>
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
      <PriceField key={`min-${values.min}`} label="Min price (£)" pounds={values.min} onCommit={(min) => onChange({ min })} />
      <PriceField key={`max-${values.max}`} label="Max price (£)" pounds={values.max} onCommit={(max) => onChange({ max })} />
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
        <button type="button" className={`button ${styles.clear}`} onClick={onClear}>
          Clear filters
        </button>
      )}
    </form>
  );
}
