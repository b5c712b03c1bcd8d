// axe-core scans for the accessibility suite: WCAG 2.0 and 2.1, levels A and AA. A failure lists each
// serious or critical rule with the elements it found, so the message alone says what to fix.
//
// axe runs in the page itself, put there once per document, and reports violations only. The Playwright
// wrapper (@axe-core/playwright) put its 650 KB script into the page twice per scan and, by default,
// finished every scan in a new blank page: 1.6-2.6 s a scan where this takes 0.5-1 s.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { default as axe, AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type Violation = AxeResults['violations'][number];

function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`);
  return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * Waits until nothing on the page is still moving in, such as a toast's entrance: a scan mid-fade measures
 * colours blended with what is behind them. Endless animations (spinners) and a toast's timer bar, which runs
 * until the toast closes, are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return (
        animation.playState !== 'running' ||
        animation.effect?.getComputedTiming().endTime === Infinity ||
        target?.classList.contains('Toastify__progress-bar')
      );
    }),
  );
}

async function scan(page: Page): Promise<Violation[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Runs in the browser, where the injected script defined `axe`.
  const results = await page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), OPTIONS);
  return results.violations;
}

/** Scans the page as it is now and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const blocking = (await scan(page)).filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(blocking.length, `axe on ${what} (${page.url()}):\n${blocking.map(describe).join('\n')}`).toBe(0);
}
