// The web app's pages, as its router names them. The server answers any other address 404 (with the app,
// which shows its not-found page) rather than 200: a search engine would otherwise index every mistyped link.
export const PAGE_PATHS = [
  '/',
  '/home',
  '/shop',
  '/shop/:id',
  '/cart',
  '/setting',
  '/checkout',
  '/orders',
  '/orders/:id',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/policies/:slug',
  '/dashboard',
  '/dashboard/all-products',
  '/dashboard/add-products',
  '/dashboard/import-products',
  '/dashboard/products/:id',
  '/dashboard/users',
  '/dashboard/discount-codes',
  '/dashboard/orders',
  '/dashboard/orders/:id',
  '/dashboard/orders/:id/packing',
  '/dashboard/chat',
  '/dashboard/support',
  '/dashboard/support/:id',
  '/dashboard/unanswered',
  '/dashboard/answers',
  '/dashboard/assistant',
] as const;

/** A shopper's order page (login first for a visitor): where emails send them, rather than to the order's private downloads. */
export const orderPagePath = (orderId: string) => `/orders/${orderId}`;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const PAGES = PAGE_PATHS.map(segmentsOf);

/** Whether a path (a trailing slash allowed) is one of the app's pages. */
export function isPagePath(path: string): boolean {
  const segments = segmentsOf(path);
  return PAGES.some(
    (page) => page.length === segments.length && page.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
