import { CATEGORIES } from '@shop/core/constants';
import type { ShopParams } from '../shop-params.ts';
import { SearchIcon } from '../../../components/icons.tsx';
import styles from './ShopFilters.module.css';

export type ShopFilterValues = Pick<ShopParams, 'category' | 'sort' | 'q'>;

type Props = { values: ShopFilterValues; onChange: (change: Partial<ShopFilterValues>) => void };

const sortLabels: Record<ShopFilterValues['sort'], string> = {
  default: 'Default',
  lowest: 'Price: lowest first',
  highest: 'Price: highest first',
  trending: 'Trending: best rated first',
  newest: 'Newest first',
};

export function ShopFilters({ values, onChange }: Props) {
  return (
    <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
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
    </form>
  );
}
