// axe-core scans for the accessibility suite: WCAG 2.0 and 2.1, levels A and AA. A failure lists each
// serious or critical rule with the elements it found, so the message alone says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`);
  return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}

/** Scans the page as it is now and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(blocking.length, `axe on ${what} (${page.url()}):\n${blocking.map(describe).join('\n')}`).toBe(0);
}
