import { describe, expect, it } from 'vitest';
import { columnSortState, toggledSort } from './sort-columns.ts';

const price = { ascending: 'price_asc', descending: 'price_desc' } as const;
const placed = { ascending: 'oldest', descending: 'newest' } as const;

describe('sortable column headings', () => {
  it('say which way their column sorts the table, and nothing when another column does', () => {
    expect(columnSortState(price, 'price_asc')).toBe('ascending');
    expect(columnSortState(price, 'price_desc')).toBe('descending');
    expect(columnSortState(price, 'newest')).toBeUndefined();
    expect(columnSortState(placed, 'newest')).toBe('descending');
  });

  it('sort ascending first, then toggle between the two ways', () => {
    expect(toggledSort(price, 'newest')).toBe('price_asc');
    expect(toggledSort(price, 'price_asc')).toBe('price_desc');
    expect(toggledSort(price, 'price_desc')).toBe('price_asc');
    expect(toggledSort(placed, 'newest')).toBe('oldest');
  });
});
