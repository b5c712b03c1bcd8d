// Mounts the one toast container (in its own root) the first time a toast is shown.
import { createRoot } from 'react-dom/client';
import { toast, ToastContainer, type ToastOptions } from 'react-toastify';
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

/** A message already on screen is shown once: repeating it restarts its timer instead of stacking a copy. */
export function showToast(kind: ToastKind, message: string, options: ToastOptions): void {
  mountContainer();
  const toastId = `${kind}:${message}`;
  // The container subscribes on mount; give it a frame before the first toast.
  requestAnimationFrame(() => {
    if (toast.isActive(toastId)) toast.update(toastId, { ...options, render: message });
    else toast[kind](message, { ...options, toastId });
  });
}
