import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long the new page is watched for its heading (its data loading), after which the focus is left as it is. */
const HEADING_WAIT_MS = 5000;

/** Focuses the page's heading, once there is one and unless it has the focus already. */
function focusHeading(main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading || document.activeElement === heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * Whether the focus is still where following the link left it: nowhere, on the link (in the header or the
 * page), or on a heading this hook focused. Anywhere else the shopper has moved on, and it stays.
 */
const focusIsLeftOver = (link: Element | null) => {
  const focused = document.activeElement;
  return focused === null || focused === document.body || focused === link || !focused.isConnected || focused.tagName === 'H1';
};

/**
 * After following a link to another page, the focus goes to the new page's heading, so a screen reader
 * reads where the shopper is and the keyboard starts from there. A change of the query alone (the shop's
 * filters) is not another page and leaves the focus in the filter being typed in; the page load does not move it.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    const link = document.activeElement;
    // A dialog (the chat) keeps the focus it has.
    if (!main || link?.closest('[role="dialog"]')) return;
    // The old page's heading may still be there for a moment: the new one takes the focus when it comes.
    const follow = () => {
      if (focusIsLeftOver(link)) focusHeading(main);
      else observer.disconnect();
    };
    const observer = new MutationObserver(follow);
    observer.observe(main, { childList: true, subtree: true });
    follow();
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
