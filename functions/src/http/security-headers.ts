// Security headers on every response: a Content-Security-Policy with no inline or remote scripts
// (Stripe's origins only when Stripe is configured), no framing, no MIME sniffing, a strict referrer.
import { secureHeaders } from 'hono/secure-headers';

const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

export function securityHeaders({ allowStripe }: { allowStripe: boolean }) {
  const stripe = (origins: string[]) => (allowStripe ? origins : []);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripe(STRIPE_SCRIPTS)],
      // React sets a few style attributes (skeleton sizes, toast timers); styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", ...stripe(STRIPE_API)],
      frameSrc: stripe(STRIPE_FRAMES).length > 0 ? stripe(STRIPE_FRAMES) : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  });
}
