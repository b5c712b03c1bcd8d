// A web app on another origin (WEB_ORIGIN) talks to this chat service with the browser's cookies, which hold
// the visitor's conversation; any other origin is not allowed.
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '@shop/test-support/file-test-app';

const WEB_ORIGIN = 'https://shop.example';

const t = await fileTestApp({ WEB_ORIGIN });

const preflight = (origin: string) =>
  t.app.request('/chat/conversation', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET' },
  });

describe('the chat service across origins', () => {
  it("lets the shop's web origin send its cookies", async () => {
    const answer = await preflight(WEB_ORIGIN);
    expect(answer.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('allows no other origin', async () => {
    const answer = await preflight('https://elsewhere.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
