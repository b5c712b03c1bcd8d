// Finds the Chromium the tests and benchmarks drive; nothing is ever downloaded. Undefined lets Playwright
// use its own browser where one is installed.
import { existsSync } from 'node:fs';

const firstThere = (candidates: (string | undefined)[]) => candidates.find((candidate) => candidate && existsSync(candidate));

/**
 * The browser for the end-to-end tests: CHROME_PATH, then Debian's chromium-headless-shell, then its full
 * chromium. The headless shell is what Playwright itself runs headless tests in: it opens no browser
 * windows of its own, and the suite runs about a third faster in it (34 accessibility tests: 2.6 against 4.0 min).
 */
export function findChrome(): string | undefined {
  return firstThere([process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/** The full browser, as shoppers run it, for the benchmarks (Lighthouse, page weight): CHROME_PATH, then Debian's chromium. */
export function chromePath(): string {
  const found = firstThere([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
  if (!found) throw new Error('No Chromium found: install Debian chromium or set CHROME_PATH.');
  return found;
}
