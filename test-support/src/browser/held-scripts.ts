// A page the server drew is on screen before the app's code arrives; these hold that code back so a test can
// act on the drawn page first, as a visitor on a slow line would.
import type { Page } from '@playwright/test';

/** Holds back the scripts whose names match until the returned function is called. */
export async function holdScripts(page: Page, names: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(names, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the app's code back until the returned function is called. */
export const holdAppCode = (page: Page) => holdScripts(page, /\/assets\/app-[\w-]+\.js$/);
