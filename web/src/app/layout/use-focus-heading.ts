import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page's heading may take to appear (its data loading) before the focus is left where it is. */
const HEADING_WAIT_MS = 5000;

/** Whether the focus is somewhere the shopper chose to stay: a dialog (the chat) still on the page. */
const focusIsKept = () => {
  const focused = document.activeElement;
  return focused !== null && focused !== document.body && focused.isConnected && focused.closest('[role="dialog"]') !== null;
};

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

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
    if (!main || focusIsKept() || focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
