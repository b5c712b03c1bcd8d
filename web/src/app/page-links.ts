// Follows the app's page links (components/Link.tsx) without reloading the page, as React Router's Link
// would: a plain left click on a link of this site goes through the router; a click with a modifier, a link
// that opens elsewhere, or one whose own handler took the click is the browser's.
import { PAGE_LINK_ATTRIBUTE } from '../components/Link.tsx';

type Navigate = (to: string, options: { replace: boolean }) => Promise<void>;

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function followPageLinks(navigate: Navigate): void {
  document.addEventListener('click', (event) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>(`a[${PAGE_LINK_ATTRIBUTE}]`);
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin)
      return;
    event.preventDefault();
    const to = `${link.pathname}${link.search}${link.hash}`;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // The page already open is not a new step for Back.
    void navigate(to, { replace: to === here });
  });
}
