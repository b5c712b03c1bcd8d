import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { pictureMessages } from '@shop/core/product-picture-texts';
import type { ProductPicture } from '@shop/core/product-pictures';
import type { Product } from '@shop/core/products';
import { useIsHydrated } from '../../../first-load/hydration.tsx';
import { PRODUCT_IMAGE_SIZES } from '../image-sizes.ts';
import styles from './ProductGallery.module.css';

// The lightbox (its dialog, keys and zoom) loads when a shopper is about to open it, never with the page.
const loadLightbox = () => import('./Lightbox.tsx');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/** The product's pictures, or its one picture for a product saved before galleries. */
const picturesOf = (product: Pick<Product, 'pictures' | 'imgUrl' | 'imgSrcSet' | 'productName'>): ProductPicture[] =>
  product.pictures.length > 0
    ? product.pictures
    : [{ id: 'picture', imgUrl: product.imgUrl, imgSrcSet: product.imgSrcSet, alt: product.productName }];

/** A thumbnail's picture: the smallest variant (the first of the srcset), sharp enough at 64 px on any screen. */
const smallestOf = ({ imgUrl, imgSrcSet }: ProductPicture) => imgSrcSet.split(',')[0]?.trim().split(' ')[0] || imgUrl;

/** A picture to bring up from outside the gallery (a colour chosen); a new request each time, even for the same one. */
export type PictureRequest = { at: number };

/**
 * The product's pictures: one at a time in a strip that snaps (a phone swipes through it), thumbnails below that
 * show each, and a zoom into a lightbox. The first picture is the page's largest paint: drawn by the server,
 * loaded eagerly at high priority. The server draws only that one (and the thumbnails): the others join the
 * strip once the app has hydrated the page, and load lazily, so the page's HTML stays small.
 */
export function ProductGallery({ product, className, show }: { product: Product; className?: string; show?: PictureRequest }) {
  const pictures = picturesOf(product);
  const slides = useIsHydrated() ? pictures : pictures.slice(0, 1);
  const [shown, setShown] = useState(0);
  const [zoomedAt, setZoomedAt] = useState<number | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const zoomButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const total = pictures.length;

  // A picture asked for from outside (a colour chosen) is shown, once per request, as the page renders with it.
  const [request, setRequest] = useState(show);
  if (show !== request) {
    setRequest(show);
    if (show && show.at < total) setShown(show.at);
  }
  // The strip follows the picture shown: a thumbnail or the lightbox picks one, and one picked while the strip
  // held only the first (the app still taking the page over) is scrolled to once the others have joined it.
  // A swipe moves the strip first and `shown` after it, so the strip is already there.
  useEffect(() => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    if (Math.round(element.scrollLeft / element.clientWidth) !== shown) {
      // A shopper who asks for less motion gets the picture at once.
      const isCalm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollTo({ left: shown * element.clientWidth, behavior: isCalm ? 'instant' : 'smooth' });
    }
  }, [shown, slides.length]);
  /** The picture the strip has snapped to, after a swipe or a scroll. */
  const followScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (index !== shown && index >= 0 && index < total) setShown(index);
  };
  const closeLightbox = (at: number) => {
    setZoomedAt(null);
    setShown(at);
    // Focus goes back to the picture the shopper was on when the lightbox closed.
    zoomButtons.current[at]?.focus();
  };

  return (
    <div className={`${styles.gallery} ${className ?? ''}`} role="group" aria-label={pictureMessages.galleryLabel(product.productName)}>
      <div className={styles.strip} ref={strip} onScroll={followScroll}>
        {slides.map((picture, index) => (
          <button
            key={picture.id}
            type="button"
            ref={(button) => {
              zoomButtons.current[index] = button;
            }}
            className={styles.slide}
            // The slides out of view stay out of the tab order: the thumbnails reach them.
            tabIndex={index === shown ? 0 : -1}
            onPointerEnter={() => void loadLightbox()}
            onFocus={() => void loadLightbox()}
            onClick={() => setZoomedAt(index)}
          >
            <img
              className={styles.picture}
              src={picture.imgUrl}
              srcSet={picture.imgSrcSet || undefined}
              sizes={PRODUCT_IMAGE_SIZES}
              alt={picture.alt}
              width="640"
              height="640"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
            <span className="visually-hidden">{pictureMessages.zoom(index + 1, total)}</span>
          </button>
        ))}
      </div>
      {total > 1 && (
        <ul className={styles.thumbnails}>
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={pictureMessages.showPicture(index + 1, total)}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setShown(index)}
              >
                <img src={smallestOf(picture)} alt="" width="64" height="64" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomedAt !== null && (
        <Suspense fallback={null}>
          <Lightbox
            title={pictureMessages.lightboxLabel(product.productName)}
            pictures={pictures}
            start={zoomedAt}
            onClose={closeLightbox}
          />
        </Suspense>
      )}
    </div>
  );
}
