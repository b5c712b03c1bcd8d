import { useEffect, useMemo, useRef, useState } from 'react';
import { MAX_PRODUCT_PICTURES } from '@shop/core/product-pictures';
import { PictureField } from '../../../components/PictureField.tsx';
import formStyles from '../../../components/Form.module.css';
import type { PictureRow, PicturesInput } from '../pictures-input.ts';
import styles from './PicturesEditor.module.css';

/** A row's picture: the product's own, or a preview of the file chosen. */
function Thumbnail({ row }: { row: PictureRow }) {
  const previewUrl = useMemo(() => (row.file ? URL.createObjectURL(row.file) : null), [row.file]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  return <img className={styles.thumbnail} src={previewUrl ?? row.url} alt="" width="72" height="72" />;
}

/**
 * The product's pictures in the order its page shows them (the first is the one cards and the cart show):
 * each with its alt text and buttons to move it up or down or remove it, and a chooser for one more, up to
 * MAX_PRODUCT_PICTURES. A moved picture keeps the keyboard's focus, and the move is announced.
 */
export function PicturesEditor({ input, progress }: { input: PicturesInput; progress: number | null }) {
  const { rows, add, remove, move, setAlt, errorOf } = input;
  // A new chooser after each picture added: a file input's own value cannot be emptied.
  const [chooserKey, setChooserKey] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  /** The row just moved, whose button takes the focus once it is drawn in its new place. */
  const focusAfterMove = useRef<{ key: string; by: -1 | 1 } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const row = list.current?.querySelector(`[data-key="${CSS.escape(moved.key)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.by}"]:not(:disabled)`);
    // At the top or the bottom the same button is disabled: the other one keeps the focus in the row.
    (same ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  });

  const moveRow = (index: number, by: -1 | 1) => {
    const row = rows[index];
    if (!row) return;
    move(index, by);
    focusAfterMove.current = { key: row.key, by };
    setAnnouncement(`Picture moved to place ${index + by + 1} of ${rows.length}.`);
  };
  const removeRow = (index: number) => {
    remove(index);
    setAnnouncement(`Picture ${index + 1} removed; ${rows.length - 1} left.`);
  };

  const listError = errorOf(null);
  const isFull = rows.length >= MAX_PRODUCT_PICTURES;
  return (
    <fieldset className={styles.editor} aria-describedby="pictures-hint">
      <legend>Product pictures</legend>
      <p id="pictures-hint" className={styles.hint}>
        Up to {MAX_PRODUCT_PICTURES} pictures, each described for people who cannot see it. The first is the one the shop shows everywhere.
      </p>
      {rows.length > 0 && (
        <ol className={styles.list} ref={list} aria-label="Pictures in the order the product page shows them">
          {rows.map((row, index) => {
            const position = index + 1;
            const altError = errorOf(index);
            return (
              <li key={row.key} data-key={row.key} className={styles.row}>
                <Thumbnail row={row} />
                <div className={styles.alt}>
                  <label htmlFor={`picture-alt-${row.key}`}>{`Alt text for picture ${position}`}</label>
                  <input
                    id={`picture-alt-${row.key}`}
                    value={row.alt}
                    placeholder="What the picture shows"
                    aria-invalid={altError ? true : undefined}
                    aria-describedby={altError ? `picture-alt-${row.key}-error` : undefined}
                    onChange={(event) => setAlt(index, event.currentTarget.value)}
                  />
                  {altError && (
                    <span id={`picture-alt-${row.key}-error`} className={formStyles.error}>
                      {altError}
                    </span>
                  )}
                </div>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className="button button-light"
                    data-move="-1"
                    disabled={index === 0}
                    aria-label={`Move picture ${position} up`}
                    onClick={() => moveRow(index, -1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="button button-light"
                    data-move="1"
                    disabled={index === rows.length - 1}
                    aria-label={`Move picture ${position} down`}
                    onClick={() => moveRow(index, 1)}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className="button button-light"
                    aria-label={`Remove picture ${position}`}
                    onClick={() => removeRow(index)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {isFull ? (
        <>
          <p className={styles.hint}>{`${MAX_PRODUCT_PICTURES} of ${MAX_PRODUCT_PICTURES} pictures: remove one to add another.`}</p>
          {listError && <p className={formStyles.error}>{listError}</p>}
        </>
      ) : (
        <PictureField
          key={chooserKey}
          label={rows.length === 0 ? 'Add a picture' : 'Add another picture'}
          name="pictures"
          file={null}
          progress={progress}
          error={listError}
          onFileChange={(file) => {
            if (!file) return;
            add(file);
            setChooserKey((key) => key + 1);
            setAnnouncement(`Picture ${rows.length + 1} added: describe it in its alt text.`);
          }}
        />
      )}
    </fieldset>
  );
}
