// Lighthouse performance scores of pages, in Debian's Chromium (CHROME_PATH), with the default
// mobile profile (simulated slow 4G and a mid-range phone). Each page is measured RUNS times and the
// median reported with the range, as Lighthouse's own guide on score variance advises: on this shared
// two-core machine one run can swing by several points. Each page also reports the median of Lighthouse's
// benchmarkIndex (its measure of the machine's CPU speed, from the report's environment), so scores taken
// on machines of different speed can be told apart. A run Lighthouse could not finish (its report's
// runtimeError, once in a few dozen runs here) is not a score of 0: it is run again, and reported.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath } from '@shop/test-support/chrome';
import { percentile } from './stats.ts';

const RUNS = 3;
/** Runs Lighthouse could not finish, at most, before a page's figures are given up. */
const MAX_FAILED_RUNS = 3;

export type PageScore = { median: number; min: number; max: number; benchmarkIndex: number; failedRuns: string[] };

/** One run's score and the metrics it comes from, in milliseconds (CLS unitless). */
export type LighthouseRun = {
  url: string;
  score: number;
  benchmarkIndex: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
};

export type LighthouseOptions = {
  /**
   * Lighthouse's CPU slowdown for its simulated phone, 4 by default. A higher one stands for a slower
   * machine than this: about 7 for one with half this one's benchmarkIndex.
   */
  cpuSlowdown?: number;
  /** Told of each finished run, as it ends. */
  onRun?: (run: LighthouseRun) => void;
};

/** Lighthouse's default mobile throttling (slow 4G), with `cpuSlowdown` in place of its CPU factor. */
const mobileThrottling = (cpuSlowdown: number) => ({
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: cpuSlowdown,
});

export async function lighthouseScores(
  urls: readonly string[],
  { cpuSlowdown, onRun }: LighthouseOptions = {},
): Promise<Record<string, PageScore>> {
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
      const failedRuns: string[] = [];
      while (runs.length < RUNS) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
          ...(cpuSlowdown === undefined ? {} : { throttling: mobileThrottling(cpuSlowdown) }),
        });
        const score = result?.lhr.categories.performance?.score;
        if (!result || result.lhr.runtimeError || typeof score !== 'number') {
          failedRuns.push(result?.lhr.runtimeError?.code ?? 'no report');
          if (failedRuns.length >= MAX_FAILED_RUNS) throw new Error(`Lighthouse could not measure ${url}: ${failedRuns.join(', ')}`);
          continue;
        }
        const run = { score: Math.round(score * 100), benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex) };
        runs.push(run.score);
        benchmarkIndexes.push(run.benchmarkIndex);
        const metric = (audit: string) => result.lhr.audits[audit]?.numericValue ?? Number.NaN;
        onRun?.({
          url,
          ...run,
          fcp: Math.round(metric('first-contentful-paint')),
          lcp: Math.round(metric('largest-contentful-paint')),
          tbt: Math.round(metric('total-blocking-time')),
          si: Math.round(metric('speed-index')),
          cls: metric('cumulative-layout-shift'),
        });
      }
      scores[url] = {
        median: percentile(runs, 0.5),
        min: Math.min(...runs),
        max: Math.max(...runs),
        benchmarkIndex: percentile(benchmarkIndexes, 0.5),
        failedRuns,
      };
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
