/** The product page's picture width (its img sizes), which the page's preload hint must match. */
export const PRODUCT_IMAGE_SIZES = '(max-width: 760px) 92vw, 520px';
