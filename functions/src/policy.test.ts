import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AuthEnv } from './auth/index.ts';
import { authorize } from './policy.ts';

/** A route guarded by `authorize(action)` on an app that never reads who is asking. */
const unidentified = (action: Parameters<typeof authorize>[0]) =>
  new Hono<AuthEnv>().get('/', authorize(action), (c) => c.text('answered')).onError((error, c) => c.text(error.message, 500));

describe('authorize where the visitor was not read', () => {
  it('lets an action open to anyone through', async () => {
    const answer = await unidentified('products.read').request('/');
    expect(await answer.text()).toBe('answered');
  });

  it('refuses, as a fault of the app, to guard an action only some may take', async () => {
    const answer = await unidentified('orders.readOwn').request('/');
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain('see VISITOR_AREAS in app.ts');
  });
});
