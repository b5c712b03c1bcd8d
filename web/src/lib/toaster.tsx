// Mounts the one toast container (in its own root) the first time a toast is shown.
import { createRoot } from 'react-dom/client';
import { toast, ToastContainer, type Id, type ToastOptions } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toaster.css';
import type { ToastKind } from './toast.ts';

let isMounted = false;

function mountContainer(): void {
  if (isMounted) return;
  isMounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  // At most three at once: a burst of actions should not bury the page under a column of notes.
  createRoot(host).render(<ToastContainer position="top-right" newestOnTop theme="colored" limit={3} />);
}

/** The toast showing each message (by kind and text) until it starts to leave. */
const showing = new Map<string, Id>();

/**
 * A message already on screen is shown once: repeating it restarts its timer instead of stacking a copy.
 * Repeated while its toast is leaving, it gets a new toast: react-toastify ignores a toast whose id is still
 * on its way out, which left a shopper's second "Add to Cart" unconfirmed.
 */
export function showToast(kind: ToastKind, message: string, options: ToastOptions): void {
  mountContainer();
  const key = `${kind}:${message}`;
  // The container subscribes on mount; give it a frame before the first toast.
  requestAnimationFrame(() => {
    const current = showing.get(key);
    if (current !== undefined) {
      toast.update(current, { ...options, render: message });
      return;
    }
    showing.set(key, toast[kind](message, { ...options, onClose: () => showing.delete(key) }));
  });
}
