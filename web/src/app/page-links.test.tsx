import { cleanup, render } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Link } from '../components/Link.tsx';
import { followPageLinks } from './page-links.ts';

const navigate = vi.fn((_to: string, _options: { replace: boolean }) => Promise.resolve());

beforeAll(() => followPageLinks(navigate));
afterEach(() => {
  cleanup();
  navigate.mockClear();
  window.history.replaceState(null, '', '/home');
});

/** Clicks the only link on the page; true when the browser would have followed it itself (it is then stopped). */
function click(init: MouseEventInit = {}): boolean {
  const link = document.querySelector('a');
  if (!link) throw new Error('no link drawn');
  let isLeftToBrowser = false;
  const stopBrowser = (event: Event) => {
    isLeftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stopBrowser, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return isLeftToBrowser;
}

describe('page links', () => {
  it('follows a plain click through the router, without reloading', () => {
    render(<Link to="/shop?category=chair#grid">Chairs</Link>);
    expect(click()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/shop?category=chair#grid', { replace: false });
  });

  it('replaces the history entry for the page already open', () => {
    render(<Link to="/home">Home</Link>);
    click();
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it.each([
    ['a click with a modifier (a new tab)', { ctrlKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_name, init) => {
    render(<Link to="/shop">Shop</Link>);
    expect(click(init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a link that opens elsewhere, a download, or one whose own handler took the click', () => {
    render(
      <Link to="/shop" target="_blank">
        Shop
      </Link>,
    );
    expect(click()).toBe(true);
    cleanup();
    render(
      <Link to="/files/receipt.pdf" download>
        Receipt
      </Link>,
    );
    expect(click()).toBe(true);
    cleanup();
    render(
      <Link to="/shop" onClick={(event) => event.preventDefault()}>
        Shop
      </Link>,
    );
    click();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a plain <a> (a mail link, another site) to the browser', () => {
    render(<a href="/files/a.webp">Picture</a>);
    expect(click()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
