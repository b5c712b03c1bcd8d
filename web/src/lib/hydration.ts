// A page the server drew arrives as HTML, and the app takes it over (hydrates it) instead of drawing it again.
// Its first render must draw exactly what the server drew: Preact keeps the server's attributes as they are,
// so a value only this browser knows (the cart in its storage, the products it viewed) would leave a stale
// label behind. Such values wait for useIsHydrated.
import { useSyncExternalStore } from 'react';

/** On the server nothing is taken over; in the browser, true except while the app takes the HTML over. */
let isHydrated = typeof window !== 'undefined';
const listeners = new Set<() => void>();

/** Runs the app's takeover of the server's HTML; renders inside it draw what the server drew. */
export function whileHydrating(hydrate: () => void): void {
  isHydrated = false;
  try {
    hydrate();
  } finally {
    isHydrated = true;
    for (const listener of listeners) listener();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False while the app takes over the server's HTML (and on the server), true once it has. */
export const useIsHydrated = (): boolean => useSyncExternalStore(subscribe, () => isHydrated);
