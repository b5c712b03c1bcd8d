// The tags link previews read (Open Graph for most apps, Twitter's own for X): a drawn landing page's
// title, description, address and picture. The address is the one the page was drawn at, the shop's own
// (PUBLIC_URL), so a forged Host header never reaches a page that is kept and sent to everyone.
import { SHOP_NAME } from '@shop/core/constants';
import { escapeText } from './html-escape.ts';
import type { DrawnPage } from './page-render.ts';

type Head = NonNullable<DrawnPage['head']>;

const property = (name: string, content: string) => `<meta property="${name}" content="${escapeText(content)}" />`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeText(content)}" />`;

/** The Open Graph and Twitter tags of a page drawn at `url` (its query left out: one page, one address). */
export function socialTags(head: Head, url: URL): string {
  const image = head.image === undefined ? undefined : new URL(head.image, url.origin).href;
  const tags = [
    property('og:site_name', SHOP_NAME),
    property('og:type', head.type ?? 'website'),
    property('og:url', `${url.origin}${url.pathname}`),
    property('og:title', head.title),
    property('og:description', head.description),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
  ];
  if (image) tags.push(property('og:image', image), named('twitter:image', image));
  return tags.join('');
}
