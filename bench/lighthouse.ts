// Lighthouse performance scores of pages, in Debian's Chromium (CHROME_PATH), with the default
// mobile profile (simulated slow 4G and a mid-range phone). Each page is measured RUNS times and the
// median reported with the range, as Lighthouse's own guide on score variance advises: on this shared
// two-core machine one run can swing by several points. Each page also reports the median of Lighthouse's
// benchmarkIndex (its measure of the machine's CPU speed, from the report's environment), so scores taken
// on machines of different speed can be told apart.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath } from '@shop/test-support/chrome';
import { percentile } from './stats.ts';

const RUNS = 3;

export type PageScore = { median: number; min: number; max: number; benchmarkIndex: number };

export async function lighthouseScores(urls: readonly string[]): Promise<Record<string, PageScore>> {
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
    const scores: Record<string, PageScore> = {};
    for (const url of urls) {
      const runs: number[] = [];
      const benchmarkIndexes: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        runs.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
        benchmarkIndexes.push(Math.round(result?.lhr.environment.benchmarkIndex ?? 0));
      }
      scores[url] = {
        median: percentile(runs, 0.5),
        min: Math.min(...runs),
        max: Math.max(...runs),
        benchmarkIndex: percentile(benchmarkIndexes, 0.5),
      };
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
