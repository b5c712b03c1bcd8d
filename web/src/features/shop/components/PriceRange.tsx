import { useEffect, useId, useRef, useState } from 'react';
import { productMessages } from '@shop/core/product-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { isPriceRangeInverted } from '../shop-params.ts';
import styles from './ShopFilters.module.css';

/** How long the typing rests before the range is applied: one history entry per price, not per key. */
export const PRICE_DELAY_MS = 400;

type Range = { min?: number | undefined; max?: number | undefined };
type Drafts = { min: string; max: string };

const poundsText = (pounds: number | undefined) => (pounds === undefined ? '' : String(pounds));
const drafts = ({ min, max }: Range): Drafts => ({ min: poundsText(min), max: poundsText(max) });

/** A typed price: undefined when empty or not a number of pounds. */
function readPounds(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

const readRange = (typed: Drafts): Range => ({ min: readPounds(typed.min), max: readPounds(typed.max) });

/**
 * The min and max price fields: the range is applied once the typing rests; a minimum above the maximum is
 * not applied but marked on both fields with the reason. A change of the address bar (Back, Clear filters)
 * refills them; the range they applied themselves does not, so a key typed meanwhile is kept.
 */
export function PriceRange({ min, max, onChange }: Range & { onChange: (range: Range) => void }) {
  const [typed, setTyped] = useState(() => drafts({ min, max }));
  const applied = useRef<Range>({ min, max });
  const settled = useDebouncedValue(typed, PRICE_DELAY_MS);
  const messageId = useId();

  useEffect(() => {
    if (applied.current.min === min && applied.current.max === max) return;
    applied.current = { min, max };
    setTyped(drafts({ min, max }));
  }, [min, max]);

  useEffect(() => {
    const range = readRange(settled);
    if (isPriceRangeInverted(range) || (range.min === applied.current.min && range.max === applied.current.max)) return;
    applied.current = range;
    onChange(range);
  }, [settled, onChange]);

  const isInverted = isPriceRangeInverted(readRange(typed));
  const field = (end: keyof Drafts, label: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder="£"
        value={typed[end]}
        aria-invalid={isInverted || undefined}
        aria-describedby={isInverted ? messageId : undefined}
        onChange={(event) => setTyped((current) => ({ ...current, [end]: event.target.value }))}
      />
    </label>
  );
  return (
    <>
      {field('min', 'Min price (£)')}
      {field('max', 'Max price (£)')}
      <p id={messageId} className={styles.rangeMessage} aria-live="polite">
        {isInverted ? productMessages.minAboveMax : ''}
      </p>
    </>
  );
}
