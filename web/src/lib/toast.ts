// Toasts. react-toastify (and its container) load on the first toast, off the first page's critical path.
import type { ToastOptions } from 'react-toastify';
import { SHOP_TOAST_MS } from '@shop/core/constants';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Shop toasts: top-right, closing after 3000 ms. */
export const shopToast: ToastOptions = { autoClose: SHOP_TOAST_MS };

export function notify(kind: ToastKind, message: string, options: ToastOptions = shopToast): void {
  void import('./toaster.tsx').then(({ showToast }) => showToast(kind, message, options));
}
