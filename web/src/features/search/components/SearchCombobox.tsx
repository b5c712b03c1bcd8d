// The header's search box: an ARIA combobox (downshift) offering product names as the visitor types.
// Arrow keys move through them, Enter opens the highlighted product (or the shop's results for the text),
// Escape closes the list and then the box.
import { useCombobox } from 'downshift';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductSuggestions } from '@shop/core/products';
import { SEARCH_MAX_CHARS } from '@shop/core/constants';
import { SearchIcon } from '../../../components/icons.tsx';
import { useSuggestions } from '../api/suggestions.ts';
import styles from './SearchCombobox.module.css';

type Suggestion = ProductSuggestions['items'][number];

type Props = { id: string; onClose: () => void };

export function SearchCombobox({ id, onClose }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const suggestions = useSuggestions(text);
  const items = text.trim() === '' ? [] : (suggestions.data?.items ?? []);
  const inputId = `${id}-input`;
  const combobox = useCombobox<Suggestion>({
    id,
    inputId,
    items,
    inputValue: text,
    itemToString: (item) => item?.productName ?? '',
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onClose();
      void navigate(`/shop/${selectedItem.id}`);
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
      <ul className={styles.list} {...combobox.getMenuProps()} hidden={!combobox.isOpen || items.length === 0}>
        {combobox.isOpen &&
          items.map((item, index) => (
            <li
              key={item.id}
              className={`${styles.option} ${combobox.highlightedIndex === index ? styles.highlighted : ''}`}
              {...combobox.getItemProps({ item, index })}
            >
              <span>{item.productName}</span>
              <span className={styles.category}>{item.category}</span>
            </li>
          ))}
      </ul>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
