// The product's pictures large, in a modal dialog: Escape or Close closes it (focus goes back where it was),
// Tab stays inside it, the arrow keys and a swipe move between pictures, and a picture can be zoomed in to pan.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { pictureMessages } from '@shop/core/product-picture-texts';
import type { ProductPicture } from '@shop/core/product-pictures';
import styles from './Lightbox.module.css';

/** How far a finger or a pointer must travel sideways for a swipe to change the picture. */
const SWIPE_PX = 40;

type Props = {
  title: string;
  pictures: readonly ProductPicture[];
  start: number;
  /** Called with the picture shown when the lightbox closed. */
  onClose: (at: number) => void;
};

export function Lightbox({ title, pictures, start, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [at, setAt] = useState(start);
  const [isZoomed, setIsZoomed] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const titleId = useId();
  const total = pictures.length;
  const picture = pictures[at] ?? pictures[0];

  const stage = useRef<HTMLDivElement>(null);

  // A modal dialog: the page behind is inert, so Tab and screen readers stay inside it.
  useEffect(() => dialog.current?.showModal(), []);
  // Zoomed in, the view starts at the picture's middle, where the shopper was looking.
  useEffect(() => {
    const element = stage.current;
    if (!isZoomed || !element) return;
    element.scrollTo({ left: (element.scrollWidth - element.clientWidth) / 2, top: (element.scrollHeight - element.clientHeight) / 2 });
  }, [isZoomed]);

  const go = (by: -1 | 1) => {
    setIsZoomed(false);
    setAt((current) => (current + by + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') return keepTabInside(event);
    if (total < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  /** Tab from the last control goes to the first, Shift+Tab from the first to the last, not to the browser's bar. */
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    const controls = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const [first, last] = [controls[0], controls.at(-1)];
    const edge = event.shiftKey ? first : last;
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = isZoomed ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || total < 2) return;
    const travelled = event.clientX - from;
    if (Math.abs(travelled) >= SWIPE_PX) go(travelled < 0 ? 1 : -1);
  };

  if (!picture) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // However it closed (Escape, the Close button), the parent unmounts it and puts focus back.
      onClose={() => onClose(at)}
    >
      <header className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.count} aria-live="polite">
          {pictureMessages.pictureOf(at + 1, total)}
        </p>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} autoFocus>
          {pictureMessages.close}
        </button>
      </header>
      <div
        ref={stage}
        className={`${styles.stage} ${isZoomed ? styles.zoomed : ''}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <button
          type="button"
          className={styles.zoom}
          aria-pressed={isZoomed}
          aria-label={isZoomed ? 'Zoom out' : 'Zoom in'}
          onClick={() => setIsZoomed((zoomed) => !zoomed)}
        >
          <img
            key={picture.id}
            className={styles.picture}
            src={picture.imgUrl}
            srcSet={picture.imgSrcSet || undefined}
            sizes={isZoomed ? '200vw' : '100vw'}
            alt={picture.alt}
            draggable={false}
          />
        </button>
      </div>
      <p className={styles.caption}>{picture.alt}</p>
      {total > 1 && (
        <div className={styles.steps}>
          <button type="button" className={styles.step} aria-label={pictureMessages.previous} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span> Previous
          </button>
          <button type="button" className={styles.step} aria-label={pictureMessages.next} onClick={() => go(1)}>
            Next <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
