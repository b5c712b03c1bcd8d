// Lighthouse performance scores of pages, in Debian's Chromium (CHROME_PATH), with the default
// mobile profile (simulated slow 4G and a mid-range phone).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath } from '../tests/support/chrome.ts';

export async function lighthouseScores(urls: readonly string[]): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const scores: Record<string, number> = {};
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      scores[url] = Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
