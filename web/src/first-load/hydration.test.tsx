import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS } from '@shop/core/server-rendered-page';
import { holdInput } from './held-input.ts';
import { HydrateLater, useIsHydrated, whileHydrating } from './hydration.tsx';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

/** A price filter as the shop has it: its own draft, sent on Enter. */
function PriceField({ onCommit }: { onCommit: (price: string) => void }) {
  const [draft, setDraft] = useState('');
  return (
    <input
      aria-label="Min price"
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && onCommit(draft)}
    />
  );
}

function Badge() {
  // What only the browser knows: the server drew 0.
  const count = useIsHydrated() ? 3 : 0;
  return <span aria-label={`Cart, ${count} items`}>{count}</span>;
}

function Page() {
  return (
    <div>
      <Badge />
      <Counter name="first" />
      <HydrateLater>
        <section>
          <Counter name="later" />
          <HydrateLater>
            <p>
              <Counter name="inner" />
            </p>
          </HydrateLater>
        </section>
      </HydrateLater>
    </div>
  );
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((element) => element.textContent?.startsWith(name));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The page as the server draws it: the same HTML as a first render here, but for the browser's cart. */
function drawnPage(): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<Page />);
  const badge = root.querySelector('span');
  if (!badge) throw new Error('no badge drawn');
  badge.textContent = '0';
  badge.setAttribute('aria-label', 'Cart, 0 items');
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window[EARLY_CLICKS];
});

describe('taking over a page the server drew', () => {
  it('takes the parts that wait over one per task, keeping their HTML, and shows browser-only values last', async () => {
    const root = drawnPage();
    const later = root.querySelector('section');

    const takenOver = whileHydrating(() => hydrateRoot(root, <Page />));
    button('first').click();
    button('later').click();
    await Promise.resolve();
    expect(button('first').textContent).toBe('first 1');
    // The part that waited was still the server's HTML when clicked.
    expect(button('later').textContent).toBe('later 0');
    expect(root.querySelector('span')?.getAttribute('aria-label')).toBe('Cart, 0 items');

    await takenOver;
    button('later').click();
    button('inner').click();
    await vi.waitFor(() => {
      expect(button('later').textContent).toBe('later 1');
      expect(button('inner').textContent).toBe('inner 1');
    });
    // Taken over in place: the same elements, and the browser's value once every part is taken over.
    expect(root.querySelector('section')).toBe(later);
    expect(root.querySelector('span')?.getAttribute('aria-label')).toBe('Cart, 3 items');
  });

  it('holds a click made before the page is taken over, and replays it once it is', async () => {
    const root = drawnPage();
    const replayInput = holdInput();
    button('later').click();
    const takenOver = whileHydrating(() => hydrateRoot(root, <Page />));
    button('inner').click();
    expect(button('inner').textContent).toBe('inner 0');
    await takenOver;
    await replayInput();
    expect(button('later').textContent).toBe('later 1');
    expect(button('inner').textContent).toBe('inner 1');
    // Taken over: clicks are the page's own again.
    button('first').click();
    await Promise.resolve();
    expect(button('first').textContent).toBe('first 1');
  });

  it("replays, first, the clicks the page's inline script held before its first script ran", async () => {
    const root = drawnPage();
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).textContent ?? ''));
    let stopped = false;
    window[EARLY_CLICKS] = () => {
      stopped = true;
      return [button('first')];
    };
    const replayInput = holdInput();
    expect(stopped).toBe(true);
    button('later').click();
    await whileHydrating(() => hydrateRoot(root, <Page />));
    await replayInput();
    expect(clicked).toEqual(['first 0', 'later 0']);
    expect(button('first').textContent).toBe('first 1');
    expect(button('later').textContent).toBe('later 1');
  });

  it('gives a field what was typed in it before the page was taken over, then presses its Enter again', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const committed: string[] = [];
    const form = <PriceField onCommit={(price) => committed.push(price)} />;
    root.innerHTML = renderToString(form);
    const replayInput = holdInput();
    const field = root.querySelector('input');
    if (!field) throw new Error('no field drawn');
    // The visitor types 150 and presses Enter into the server's HTML.
    field.value = '150';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await whileHydrating(() => hydrateRoot(root, form));
    expect(committed).toEqual([]);
    await replayInput();
    expect(committed).toEqual(['150']);
    expect(root.querySelector('input')?.value).toBe('150');
  });
});
