// The page the widget is on (a product's or one of the customer's orders) as the conversation's focus: when
// the customer arrives on a new page, or says "this", its product or order is what the next question is
// about. An id that is not in the catalogue, or not one of the customer's orders, simply matches nothing.
import type { ChatPage } from '@shop/core/chat';
import type { Focus } from '../conversations/index.ts';

const saysThisPattern = /\bthis\b/i;

export function withPageInView(focus: Focus, page: ChatPage | undefined, message: string): Focus {
  if (!page) return focus;
  const id = page.kind === 'product' ? page.productId : page.orderId;
  if (focus.page === id && !saysThisPattern.test(message)) return focus;
  return page.kind === 'product'
    ? { ...focus, page: id, productId: page.productId, category: undefined, kind: undefined }
    : { ...focus, page: id, orderId: page.orderId };
}
