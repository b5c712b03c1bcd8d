import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { earlyClicksScript } from '../first-load/early-clicks.ts';
import { securityHeaders } from './security-headers.ts';

const scriptSources = (allowStripe: boolean) =>
  (securityHeaders({ allowStripe }).get('Content-Security-Policy') ?? '')
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1);

describe('the Content-Security-Policy', () => {
  it("allows the shop's own scripts and the drawn pages' one inline script, by its hash, and nothing inline else", () => {
    const inline = /^<script>(.*)<\/script>$/s.exec(earlyClicksScript)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(scriptSources(false)).toEqual(["'self'", hash]);
    expect(scriptSources(true)).toEqual(["'self'", hash, 'https://js.stripe.com']);
  });
});
