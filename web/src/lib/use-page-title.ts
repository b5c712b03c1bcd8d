import { createContext, useContext, useEffect } from 'react';
import { SHOP_NAME } from '@shop/core/constants';

/** What search results and link previews show for each page; a page not listed here gets the shop's own line. */
const DESCRIPTIONS: Record<string, string> = {
  Home: `${SHOP_NAME}: sofas, chairs, phones, watches and wireless gadgets, delivered free across the United Kingdom.`,
  Shop: `Browse every ${SHOP_NAME} product: filter by category, price and rating, sort by price or popularity, and search by name.`,
  Cart: `Your ${SHOP_NAME} cart: change quantities, see your subtotal and go on to a secure checkout.`,
  Checkout: `Pay securely for your ${SHOP_NAME} order: billing details, card payment and free delivery.`,
  Login: `Log in to your ${SHOP_NAME} account to check out, follow your orders and review products.`,
  Signup: `Create a ${SHOP_NAME} account with a name and a picture to check out faster and review products.`,
  Settings: `Change the name and picture of your ${SHOP_NAME} account.`,
};
const SHOP_DESCRIPTION = `${SHOP_NAME}: sofas, chairs, phones, watches and wireless gadgets, chosen with care and delivered free in the UK.`;

function setDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/** A page's document title and meta description, and what a link preview shows besides (drawn pages only). */
export type PageHead = { title: string; description: string } & PagePreview;

/** The picture a link to the page shows (a path on the shop), and whether the page is a product's. */
export type PagePreview = { image?: string | undefined; type?: 'website' | 'product' };

/** Where the server notes the head of the page it draws (app/server.tsx); the browser sets its own. */
export const DrawnPageHead = createContext<PageHead | null>(null);

/**
 * The document title "<Shop name> - <page title>" and the page's meta description:
 * `description` when given (a product's own words), else the one written for that page.
 */
const pageHead = (pageTitle: string, description?: string): PageHead => ({
  title: `${SHOP_NAME} - ${pageTitle}`,
  description: description ?? DESCRIPTIONS[pageTitle] ?? SHOP_DESCRIPTION,
});

/**
 * Sets the page's title and description (pageHead); the shop's name alone while the title is not known yet.
 * A page the server draws also notes its preview, which the server turns into Open Graph and Twitter tags.
 */
export function usePageTitle(pageTitle: string | undefined, description?: string, preview: PagePreview = {}): void {
  const drawnHead = useContext(DrawnPageHead);
  if (drawnHead && pageTitle) Object.assign(drawnHead, pageHead(pageTitle, description), preview);
  useEffect(() => {
    if (!pageTitle) {
      document.title = SHOP_NAME;
      return;
    }
    const head = pageHead(pageTitle, description);
    document.title = head.title;
    setDescription(head.description);
  }, [pageTitle, description]);
}
