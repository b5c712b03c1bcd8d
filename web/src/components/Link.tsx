// A link to a page of the app: a plain <a>, which the app follows without reloading the page
// (app/page-links.ts). React Router's own Link resolves its address and makes its handlers on every render;
// a landing page draws dozens of links, and taking a page the server drew over spent 40% of its time in them.
import type { AnchorHTMLAttributes } from 'react';

/** Marks the links the app follows itself; any other <a> (a file, mail, another site) the browser follows. */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function Link({ to, ...props }: Props) {
  return <a href={to} {...{ [PAGE_LINK_ATTRIBUTE]: '' }} {...props} />;
}
