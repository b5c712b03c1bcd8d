/** The product page's picture width (its img sizes), which the page's preload hint must match. */
export const PRODUCT_IMAGE_SIZES = '(max-width: 760px) 92vw, 520px';

/** The gallery's thumbnails: 64 px wide, the smallest variant. */
export const THUMBNAIL_SIZES = '64px';
