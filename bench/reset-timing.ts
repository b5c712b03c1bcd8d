// Whether a password-reset request's time tells an account from a stranger: on a server of its own (limits
// raised so every request is admitted), requests for the sample shopper's address and for addresses nobody
// has alternate, and the medians of each are compared. A ratio near 1 tells nothing.
import { startServerProcess } from '@shop/test-support/server-process';

const REQUESTS_EACH = 150;
/** The sample shopper every first start creates (README). */
const SHOPPER_EMAIL = 'shopper@multimart.example';

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchResetTiming() {
  const server = await startServerProcess({ DATABASE_URL: '', LOGIN_CLIENT_LIMIT: '100000', PASSWORD_RESET_EMAIL_LIMIT: '100000' });
  try {
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/auth/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`password reset answered ${response.status}`);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < REQUESTS_EACH; i++) {
      known.push(await ask(SHOPPER_EMAIL));
      unknown.push(await ask(`nobody-${i}@example.com`));
    }
    const knownMs = median(known);
    const unknownMs = median(unknown);
    return { knownMs, unknownMs, ratio: knownMs / unknownMs, requests: REQUESTS_EACH };
  } finally {
    await server.stop();
  }
}
