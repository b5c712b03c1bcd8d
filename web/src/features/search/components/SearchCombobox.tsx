// The header's search box: an ARIA combobox (downshift) offering categories and product names as the
// visitor types, in a listbox grouped under "Categories" and "Products". Arrow keys move through both groups,
// Enter opens the highlighted category or product (or the shop's results for the text), Escape closes the
// list and then the box.
import { useCombobox } from 'downshift';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductSuggestions } from '@shop/core/products';
import { SEARCH_MAX_CHARS } from '@shop/core/constants';
import { formatPence } from '@shop/core/money';
import { SearchIcon } from '../../../components/icons.tsx';
import { useSuggestions } from '../api/suggestions.ts';
import styles from './SearchCombobox.module.css';

type ProductSuggestion = ProductSuggestions['items'][number];
type CategorySuggestion = ProductSuggestions['categories'][number];
type Suggestion = ProductSuggestion | CategorySuggestion;

const isCategory = (item: Suggestion): item is CategorySuggestion => 'label' in item;
const pathOf = (item: Suggestion) => (isCategory(item) ? `/shop?category=${item.category}` : `/shop/${item.id}`);
const keyOf = (item: Suggestion) => (isCategory(item) ? `category-${item.category}` : item.id);

type Props = { id: string; onClose: () => void };

export function SearchCombobox({ id, onClose }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const suggestions = useSuggestions(text);
  const categories = text.trim() === '' ? [] : (suggestions.data?.categories ?? []);
  const products = text.trim() === '' ? [] : (suggestions.data?.items ?? []);
  // Downshift counts the options in the order shown: the categories, then the products.
  const items: Suggestion[] = [...categories, ...products];
  const groups = [
    { name: 'Categories', items: categories, first: 0 },
    { name: 'Products', items: products, first: categories.length },
  ].filter((group) => group.items.length > 0);
  const inputId = `${id}-input`;
  const combobox = useCombobox<Suggestion>({
    id,
    inputId,
    items,
    inputValue: text,
    itemToString: (item) => (item ? (isCategory(item) ? item.label : item.productName) : ''),
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onClose();
      void navigate(pathOf(selectedItem));
    },
  });

  // The box opens at the visitor's request: typing starts at once. Downshift keeps the input's ref.
  useEffect(() => document.getElementById(inputId)?.focus(), [inputId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && combobox.highlightedIndex < 0 && text.trim() !== '') {
      event.preventDefault();
      onClose();
      void navigate(`/shop?q=${encodeURIComponent(text.trim())}`);
    } else if (event.key === 'Escape' && !combobox.isOpen) {
      onClose();
    }
  };

  const isWaiting = text.trim() !== '' && (suggestions.isFetching || suggestions.isPending);
  const status = text.trim() === '' || isWaiting ? '' : items.length === 0 ? 'No products match.' : `${items.length} suggestions`;

  return (
    <div className={styles.search}>
      <label className="visually-hidden" {...combobox.getLabelProps()}>
        Search products
      </label>
      <span className={styles.box}>
        <SearchIcon />
        <input
          {...combobox.getInputProps({ onKeyDown })}
          type="search"
          placeholder="Search products..."
          maxLength={SEARCH_MAX_CHARS}
          enterKeyHint="search"
        />
      </span>
      <div className={styles.list} {...combobox.getMenuProps()} hidden={!combobox.isOpen || items.length === 0}>
        {combobox.isOpen &&
          groups.map((group) => (
            <ul key={group.name} role="group" aria-labelledby={`${id}-${group.name}`} className={styles.group}>
              <li role="presentation" id={`${id}-${group.name}`} className={styles.groupLabel}>
                {group.name}
              </li>
              {group.items.map((item, offset) => {
                const index = group.first + offset;
                return (
                  <li
                    key={keyOf(item)}
                    className={`${styles.option} ${combobox.highlightedIndex === index ? styles.highlighted : ''}`}
                    {...combobox.getItemProps({ item, index })}
                  >
                    {isCategory(item) ? (
                      <span>{item.label}</span>
                    ) : (
                      <>
                        <img className={styles.thumbnail} src={item.imgUrl} alt="" width="40" height="40" loading="lazy" decoding="async" />
                        <span className={styles.product}>
                          <span data-name>{item.productName}</span>
                          <span className={styles.category}>{item.category}</span>
                        </span>
                        <span className={styles.price}>{formatPence(item.price)}</span>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          ))}
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
