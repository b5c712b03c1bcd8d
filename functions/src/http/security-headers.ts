// Security headers on every response: a Content-Security-Policy with no remote scripts (Stripe's origins
// only when Stripe is configured) and one inline script, the drawn pages' early-clicks.ts, allowed by its
// hash; no framing, no MIME sniffing, a strict referrer. They are the same for every response, so the HTTP
// server sets them once per response (node-server.ts) instead of each answer building them again.
import { earlyClicksHash } from '../first-load/early-clicks.ts';

const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

function contentSecurityPolicy(allowStripe: boolean): string {
  const stripe = (origins: string[]) => (allowStripe ? origins : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", earlyClicksHash, ...stripe(STRIPE_SCRIPTS)]],
    // React sets a few style attributes (skeleton sizes, toast timers); styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['connect-src', ["'self'", ...stripe(STRIPE_API)]],
    ['frame-src', allowStripe ? STRIPE_FRAMES : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function securityHeaders({ allowStripe }: { allowStripe: boolean }): Map<string, string> {
  return new Map([
    ['Content-Security-Policy', contentSecurityPolicy(allowStripe)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
  ]);
}
