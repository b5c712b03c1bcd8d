import { MAX_OPTIONS } from '@shop/core/variants';
import { variantLabel } from '@shop/core/variant-choice';
import { TextField } from '../../../components/TextField.tsx';
import type { VariantsInput } from '../variants-input.ts';
import styles from './VariantsEditor.module.css';

/** A variant's cell: a small labelled input and its message. */
function Cell({
  heading,
  label,
  value,
  error,
  onChange,
  inputMode,
}: {
  /** The column's heading, shown above the input where the table is laid out as cards (phones). */
  heading: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'decimal';
}) {
  return (
    <td data-label={heading}>
      <input
        aria-label={label}
        value={value}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && <span className={styles.error}>{error}</span>}
    </td>
  );
}

/**
 * Options (Colour, Size...) with their values, and a row per combination of values: the variants the shop
 * sells, each with its SKU, stock and, when it differs, its own price.
 */
export function VariantsEditor({ input }: { input: VariantsInput }) {
  const { options, variants, setOptions, setVariant, errorOf } = input;
  const changeOption = (index: number, change: Partial<(typeof options)[number]>) =>
    setOptions(options.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const listError = errorOf(null);
  return (
    <fieldset className={styles.editor}>
      <legend>Options and variants</legend>
      <p className={styles.hint}>
        Sold in colours, sizes or storage? Add up to {MAX_OPTIONS} options, their values separated by commas. Each combination is a variant
        with its own SKU, stock and, if it differs, price.
      </p>
      {options.map((row, index) => (
        <div key={index} className={styles.option}>
          <TextField
            label={`Option ${index + 1}`}
            placeholder="Colour"
            value={row.name}
            onChange={(event) => changeOption(index, { name: event.currentTarget.value })}
          />
          <TextField
            label={`Values of option ${index + 1}`}
            placeholder="Black, Oatmeal"
            value={row.values}
            onChange={(event) => changeOption(index, { values: event.currentTarget.value })}
          />
          <button
            type="button"
            className={`button button-light ${styles.remove}`}
            onClick={() => setOptions(options.filter((_, i) => i !== index))}
          >
            Remove option {index + 1}
          </button>
        </div>
      ))}
      {options.length < MAX_OPTIONS && (
        <button
          type="button"
          className={`button button-light ${styles.add}`}
          onClick={() => setOptions([...options, { name: '', values: '' }])}
        >
          Add option
        </button>
      )}
      {variants.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Variants ({variants.length})</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">SKU</th>
                <th scope="col">Stock</th>
                <th scope="col">Price (£)</th>
              </tr>
            </thead>
            <tbody>
              {variants.map((row, index) => {
                const label = variantLabel(row.values);
                return (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <Cell
                      heading="SKU"
                      label={`SKU of ${label}`}
                      value={row.sku}
                      error={errorOf(index, 'sku')}
                      onChange={(sku) => setVariant(index, { ...row, sku })}
                    />
                    <Cell
                      heading="Stock"
                      label={`Stock of ${label}`}
                      value={row.stock}
                      inputMode="numeric"
                      error={errorOf(index, 'stock')}
                      onChange={(stock) => setVariant(index, { ...row, stock })}
                    />
                    <Cell
                      heading="Price (£)"
                      label={`Price of ${label} (empty for the product's price)`}
                      value={row.price}
                      inputMode="decimal"
                      error={errorOf(index, 'price')}
                      onChange={(price) => setVariant(index, { ...row, price })}
                    />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {listError && (
        <p className={styles.listError} role="alert">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
