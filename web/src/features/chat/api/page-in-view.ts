// The page the widget is on, as the chat service reads it: a product's page (/shop/:id) or one of the
// customer's orders (/orders/:id). The assistant then knows what "this one" or "it" means.
import { chatPageSchema, type ChatPage } from '@shop/core/chat';

const pagePatterns: [RegExp, (id: string) => unknown][] = [
  [/^\/shop\/([^/]+)\/?$/, (productId) => ({ kind: 'product', productId })],
  [/^\/orders\/([^/]+)\/?$/, (orderId) => ({ kind: 'order', orderId })],
];

export function pageInView(pathname: string): ChatPage | undefined {
  for (const [pattern, page] of pagePatterns) {
    const id = pattern.exec(pathname)?.[1];
    if (id === undefined) continue;
    const parsed = chatPageSchema.safeParse(page(id));
    return parsed.success ? parsed.data : undefined;
  }
  return undefined;
}
