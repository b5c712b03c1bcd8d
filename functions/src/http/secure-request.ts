// Whether the browser reached us over HTTPS (directly or through a proxy that says so): cookies set on such
// a request are marked Secure.
import type { Context } from 'hono';

export const isSecureRequest = (c: Context): boolean =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
