// Chat notifications (top-right, closing after 5000 ms): they explain a failed chat call in the server's own
// words, beside the fixed "Error connecting to the chat service." banner (a rate limit, for instance, says when to try again).
import type { ToastOptions } from 'react-toastify';
import { CHAT_TOAST_MS } from '@shop/core/constants';
import { ApiRequestError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';

export const chatToast: ToastOptions = {
  position: 'top-right',
  autoClose: CHAT_TOAST_MS,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
};

export function explainChatFailure(error: unknown): void {
  if (error instanceof ApiRequestError) notify('error', error.message, chatToast);
}
