// On a phone the chat button floats over the page's bottom corner, where the cart's and the checkout's
// buttons and totals, and the forms' words, pass as the page scrolls: while one of them is under it, the button
// steps aside (it is hidden, and neither clicked nor tabbed to), and comes back once the corner is clear.
import { useEffect, useState, type RefObject } from 'react';

/** Widths at which the button floats over the content rather than beside it. */
const PHONE_QUERY = '(max-width: 760px)';

/**
 * What the button never covers: the page's buttons, the totals marked `data-total`, and the words of a form or
 * a card and the messages that answer them (Settings' forms: what deleting an account does, a link sent).
 */
const KEPT_CLEAR = [
  'main button',
  'main a.button',
  'main [data-total]',
  'main form p',
  'main section > p',
  'main [role="status"]',
  'main [role="alert"]',
  'footer button',
  'footer a.button',
].join(', ');

const meets = (a: DOMRect, b: DOMRect) =>
  b.width > 0 && b.height > 0 && b.right > a.left && b.left < a.right && b.bottom > a.top && b.top < a.bottom;

function coversSomething(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  return Array.from(document.querySelectorAll(KEPT_CLEAR)).some(
    (element) => !button.contains(element) && meets(box, element.getBoundingClientRect()),
  );
}

/** Whether the button should step aside now; checked at each scroll, resize and change of the page's size. */
export function useStepsAside(button: RefObject<HTMLElement | null>): boolean {
  const [isAside, setAside] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY);
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = button.current;
      // A button that has the focus stays: hiding it would drop the keyboard's place.
      setAside(element !== null && phone.matches && document.activeElement !== element && coversSomething(element));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [button]);
  return isAside;
}
