// The idempotency key of the checkout attempt in progress, kept for the browser tab's session so a
// reload in the middle of paying sends the same key again and gets the same order back.
const STORAGE_KEY = 'multimart.checkout-key';

export function loadCheckoutKey(): string {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // Storage blocked: the key lives as long as the page.
  }
  return crypto.randomUUID();
}

export function saveCheckoutKey(key: string | null): void {
  try {
    if (key) sessionStorage.setItem(STORAGE_KEY, key);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // As above: nothing to keep across reloads.
  }
}
