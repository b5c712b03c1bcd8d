// The products this browser has looked at, kept in localStorage (nothing is sent to the server).
import { readViewed, withViewed } from '@shop/core/recently-viewed';

const STORAGE_KEY = 'multimart.recentlyViewed';

/** Newest first; empty where storage is blocked or holds something else. */
export function recentlyViewed(): string[] {
  try {
    return readViewed(localStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

export function rememberViewed(id: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(withViewed(recentlyViewed(), id)));
  } catch {
    // Storage blocked or full: the shop works the same without the list.
  }
}
