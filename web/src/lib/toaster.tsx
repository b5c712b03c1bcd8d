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
  createRoot(host).render(<ToastContainer position="top-right" newestOnTop theme="colored" />);
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions): void {
  mountContainer();
  // The container subscribes on mount; give it a frame before the first toast.
  requestAnimationFrame(() => toast[kind](message, options));
}
