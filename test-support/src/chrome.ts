// Finds the Chromium the tests and benchmarks drive: CHROME_PATH, then Debian's package. Undefined
// lets Playwright use its own browser where one is installed; nothing is ever downloaded.
import { existsSync } from 'node:fs';

export function findChrome(): string | undefined {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

export function chromePath(): string {
  const found = findChrome();
  if (!found) throw new Error('No Chromium found: install Debian chromium or set CHROME_PATH.');
  return found;
}
