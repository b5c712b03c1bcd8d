// The policy as a matrix: every endpoint the app serves under /api and /chat, for an
// anonymous visitor, a shopper and an admin. The table is checked against the app's own route list, so a
// new endpoint without a row here fails the test instead of going unguarded.
import { inspectRoutes } from 'hono/dev';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { ADMIN_REQUIRED, isAllowed, policy, SIGN_IN_REQUIRED, type Action, type Role } from './policy.ts';
import { logIn, signUp } from '@shop/test-support/accounts';
import { signUpAdmin } from '@shop/test-support/admin';
import { insertProduct } from '@shop/test-support/data-generators';
import { pngPicture } from '@shop/test-support/pictures';
import { sampleDelivery } from '@shop/test-support/sample-delivery';
import { fileTestApp } from '@shop/test-support/file-test-app';
import type { TestApp } from '@shop/test-support/test-app';

const ROLES: Role[] = ['anonymous', 'user', 'admin'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Fixture = { t: TestApp; productId: string; cookie?: string; freshCookie: () => Promise<string | undefined> };
type Probe = { path: string; method?: string; headers?: Record<string, string>; body?: unknown };

/** `allowed` is the status a role the policy lets through gets: 400 or 404 show the request got past the guard. */
type Row = { action: Action | 'none'; allowed: number; probe: (fixture: Fixture) => Probe | Promise<Probe> };

const tusCreate = (size: number): Probe => ({
  path: '/api/uploads',
  method: 'POST',
  headers: {
    'tus-resumable': '1.0.0',
    'upload-length': String(size),
    'upload-metadata': `filetype ${Buffer.from('image/png').toString('base64')}`,
  },
});

async function send(t: TestApp, cookie: string | undefined, probe: Probe): Promise<Response> {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...probe.headers };
  if (probe.body !== undefined) headers['content-type'] = 'application/json';
  return t.app.request(probe.path, {
    method: probe.method ?? 'GET',
    headers,
    body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
}

const endpoints: Record<string, Row> = {
  'ALL /api/uploads': { action: 'uploads.create', allowed: 201, probe: async () => tusCreate((await pngPicture()).length) },
  'ALL /api/uploads/*': {
    action: 'uploads.create',
    allowed: 200,
    // Each asks of its own upload: a visitor sends back the upload cookie its upload was started with.
    probe: async ({ t, cookie }) => {
      const created = await send(t, cookie, tusCreate(100));
      const visitorCookie = created.headers.get('set-cookie')?.split(';')[0];
      return {
        path: new URL(created.headers.get('location') ?? '', 'http://x').pathname,
        method: 'HEAD',
        headers: { 'tus-resumable': '1.0.0', ...(visitorCookie ? { cookie: visitorCookie } : {}) },
      };
    },
  },
  'GET /api/auth/session': { action: 'account.read', allowed: 200, probe: () => ({ path: '/api/auth/session' }) },
  'POST /api/auth/signup': {
    action: 'account.signup',
    allowed: 400,
    probe: () => ({ path: '/api/auth/signup', method: 'POST', body: {} }),
  },
  'POST /api/auth/login': { action: 'account.login', allowed: 400, probe: () => ({ path: '/api/auth/login', method: 'POST', body: {} }) },
  'POST /api/auth/password-reset': {
    action: 'account.passwordReset',
    allowed: 202,
    probe: () => ({ path: '/api/auth/password-reset', method: 'POST', body: { email: 'nobody@example.com' } }),
  },
  'POST /api/auth/password-reset/confirm': {
    action: 'account.passwordReset',
    allowed: 400,
    probe: () => ({
      path: '/api/auth/password-reset/confirm',
      method: 'POST',
      body: { token: 'x'.repeat(43), password: 'a new password' },
    }),
  },
  'POST /api/auth/logout': { action: 'account.logout', allowed: 200, probe: () => ({ path: '/api/auth/logout', method: 'POST' }) },
  'GET /api/account/export': { action: 'account.export', allowed: 200, probe: () => ({ path: '/api/account/export' }) },
  'GET /api/account/addresses': { action: 'addresses.readOwn', allowed: 200, probe: () => ({ path: '/api/account/addresses' }) },
  'POST /api/account/addresses': {
    action: 'addresses.editOwn',
    allowed: 400,
    probe: () => ({ path: '/api/account/addresses', method: 'POST', body: {} }),
  },
  'PATCH /api/account/addresses/:id': {
    action: 'addresses.editOwn',
    allowed: 404,
    probe: () => ({ path: `/api/account/addresses/${UNKNOWN_ID}`, method: 'PATCH', body: sampleDelivery }),
  },
  'DELETE /api/account/addresses/:id': {
    action: 'addresses.editOwn',
    allowed: 404,
    probe: () => ({ path: `/api/account/addresses/${UNKNOWN_ID}`, method: 'DELETE' }),
  },
  'DELETE /api/account': { action: 'account.delete', allowed: 400, probe: () => ({ path: '/api/account', method: 'DELETE', body: {} }) },
  'POST /api/auth/password': {
    action: 'account.passwordChange',
    allowed: 400,
    probe: () => ({ path: '/api/auth/password', method: 'POST', body: {} }),
  },
  'POST /api/auth/email': {
    action: 'account.emailChange',
    allowed: 400,
    probe: () => ({ path: '/api/auth/email', method: 'POST', body: {} }),
  },
  'POST /api/auth/email/confirm': {
    action: 'account.emailConfirm',
    allowed: 400,
    probe: () => ({ path: '/api/auth/email/confirm', method: 'POST', body: { token: 'x'.repeat(43) } }),
  },
  'PATCH /api/auth/profile': {
    action: 'profile.update',
    allowed: 400,
    probe: () => ({ path: '/api/auth/profile', method: 'PATCH', body: {} }),
  },
  'GET /api/products': { action: 'products.read', allowed: 200, probe: () => ({ path: '/api/products' }) },
  'GET /api/suggestions': { action: 'products.read', allowed: 200, probe: () => ({ path: '/api/suggestions?q=a' }) },
  'GET /api/products/:id': { action: 'products.read', allowed: 200, probe: ({ productId }) => ({ path: `/api/products/${productId}` }) },
  'POST /api/products': { action: 'products.create', allowed: 400, probe: () => ({ path: '/api/products', method: 'POST', body: {} }) },
  'DELETE /api/products/:id': {
    action: 'products.delete',
    allowed: 404,
    probe: () => ({ path: `/api/products/${UNKNOWN_ID}`, method: 'DELETE' }),
  },
  'GET /api/products/:id/reviews': {
    action: 'reviews.read',
    allowed: 200,
    probe: ({ productId }) => ({ path: `/api/products/${productId}/reviews` }),
  },
  'POST /api/products/:id/reviews': {
    action: 'reviews.create',
    allowed: 400,
    probe: ({ productId }) => ({ path: `/api/products/${productId}/reviews`, method: 'POST', body: {} }),
  },
  'POST /api/products/:id/stock-alerts': {
    action: 'stockAlerts.create',
    allowed: 400,
    probe: ({ productId }) => ({ path: `/api/products/${productId}/stock-alerts`, method: 'POST', body: {} }),
  },
  'GET /api/products/:id/reviews/mine': {
    action: 'reviews.readOwn',
    allowed: 200,
    probe: ({ productId }) => ({ path: `/api/products/${productId}/reviews/mine` }),
  },
  'PATCH /api/products/:id/reviews/mine': {
    action: 'reviews.editOwn',
    allowed: 400,
    probe: ({ productId }) => ({ path: `/api/products/${productId}/reviews/mine`, method: 'PATCH', body: {} }),
  },
  'DELETE /api/products/:id/reviews/mine': {
    action: 'reviews.deleteOwn',
    allowed: 404,
    probe: ({ productId }) => ({ path: `/api/products/${productId}/reviews/mine`, method: 'DELETE' }),
  },
  'GET /api/events': { action: 'live.read', allowed: 200, probe: () => ({ path: '/api/events' }) },
  'POST /api/orders': { action: 'orders.create', allowed: 400, probe: () => ({ path: '/api/orders', method: 'POST', body: {} }) },
  'POST /api/quotes': {
    action: 'orders.quote',
    allowed: 400,
    probe: () => ({ path: '/api/quotes', method: 'POST', body: {} }),
  },
  'GET /api/orders': { action: 'orders.readOwn', allowed: 200, probe: () => ({ path: '/api/orders' }) },
  'GET /api/orders/:id': { action: 'orders.readOwn', allowed: 404, probe: () => ({ path: `/api/orders/${UNKNOWN_ID}` }) },
  'POST /api/orders/:id/confirm': {
    action: 'orders.create',
    allowed: 404,
    probe: () => ({ path: `/api/orders/${UNKNOWN_ID}/confirm`, method: 'POST' }),
  },
  'POST /api/orders/:id/cancel': {
    action: 'orders.cancelOwn',
    allowed: 404,
    probe: () => ({ path: `/api/orders/${UNKNOWN_ID}/cancel`, method: 'POST' }),
  },
  'POST /api/orders/:id/returns': {
    action: 'orders.returnOwn',
    allowed: 404,
    probe: () => ({ path: `/api/orders/${UNKNOWN_ID}/returns`, method: 'POST', body: { reason: 'Too small' } }),
  },
  'GET /api/orders/:id/returns/:returnId/slip': {
    action: 'orders.returnSlip',
    allowed: 404,
    probe: () => ({ path: `/api/orders/${UNKNOWN_ID}/returns/${UNKNOWN_ID}/slip` }),
  },
  'GET /api/orders/:id/invoice': {
    action: 'orders.readDocuments',
    allowed: 404,
    probe: () => ({ path: `/api/orders/${UNKNOWN_ID}/invoice` }),
  },
  'GET /api/orders/:id/credit-notes/:noteId': {
    action: 'orders.readDocuments',
    allowed: 404,
    probe: () => ({ path: `/api/orders/${UNKNOWN_ID}/credit-notes/${UNKNOWN_ID}` }),
  },
  'GET /api/payments/config': { action: 'orders.create', allowed: 200, probe: () => ({ path: '/api/payments/config' }) },
  // The test app takes payments in test mode, where the webhook is off: 404 shows the request got past the guard.
  'POST /api/payments/stripe/webhook': {
    action: 'payments.webhook',
    allowed: 404,
    probe: () => ({ path: '/api/payments/stripe/webhook', method: 'POST', body: {} }),
  },
  'GET /api/admin/dashboard': { action: 'dashboard.read', allowed: 200, probe: () => ({ path: '/api/admin/dashboard' }) },
  'GET /api/admin/orders': { action: 'orders.readAll', allowed: 200, probe: () => ({ path: '/api/admin/orders' }) },
  'GET /api/admin/orders/:id': { action: 'orders.readAll', allowed: 404, probe: () => ({ path: `/api/admin/orders/${UNKNOWN_ID}` }) },
  'POST /api/admin/orders/:id/transition': {
    action: 'orders.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/orders/${UNKNOWN_ID}/transition`, method: 'POST', body: { to: 'processing' } }),
  },
  'POST /api/admin/orders/:id/refunds': {
    action: 'orders.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/orders/${UNKNOWN_ID}/refunds`, method: 'POST', body: { reason: 'Goodwill', amount: 100 } }),
  },
  'POST /api/admin/orders/:id/returns/:returnId/accept': {
    action: 'orders.manageReturns',
    allowed: 404,
    probe: () => ({ path: `/api/admin/orders/${UNKNOWN_ID}/returns/${UNKNOWN_ID}/accept`, method: 'POST' }),
  },
  'POST /api/admin/orders/:id/returns/:returnId/decline': {
    action: 'orders.manageReturns',
    allowed: 404,
    probe: () => ({
      path: `/api/admin/orders/${UNKNOWN_ID}/returns/${UNKNOWN_ID}/decline`,
      method: 'POST',
      body: { reason: 'Worn' },
    }),
  },
  'POST /api/admin/orders/:id/returns/:returnId/receive': {
    action: 'orders.manageReturns',
    allowed: 404,
    probe: () => ({ path: `/api/admin/orders/${UNKNOWN_ID}/returns/${UNKNOWN_ID}/receive`, method: 'POST' }),
  },
  'GET /api/admin/products': { action: 'products.manage', allowed: 200, probe: () => ({ path: '/api/admin/products' }) },
  'GET /api/admin/exports/products': { action: 'products.export', allowed: 200, probe: () => ({ path: '/api/admin/exports/products' }) },
  'GET /api/admin/exports/orders': { action: 'orders.export', allowed: 200, probe: () => ({ path: '/api/admin/exports/orders' }) },
  // The file is the body; an empty one is refused once past the guard.
  'POST /api/admin/imports/products/check': {
    action: 'products.import',
    allowed: 400,
    probe: () => ({ path: '/api/admin/imports/products/check', method: 'POST', headers: { 'content-type': 'text/csv' } }),
  },
  'POST /api/admin/imports/products': {
    action: 'products.import',
    allowed: 400,
    probe: () => ({ path: '/api/admin/imports/products', method: 'POST', headers: { 'content-type': 'text/csv' } }),
  },
  'PATCH /api/admin/products/:id': {
    action: 'products.update',
    allowed: 404,
    probe: () => ({ path: `/api/admin/products/${UNKNOWN_ID}`, method: 'PATCH', body: { stock: 3 } }),
  },
  'GET /api/admin/users': { action: 'users.list', allowed: 200, probe: () => ({ path: '/api/admin/users' }) },
  'PATCH /api/admin/users/:id': {
    action: 'users.update',
    allowed: 404,
    probe: () => ({ path: `/api/admin/users/${UNKNOWN_ID}`, method: 'PATCH', body: { blocked: true } }),
  },
  'DELETE /api/admin/users/:id': {
    action: 'users.delete',
    allowed: 404,
    probe: () => ({ path: `/api/admin/users/${UNKNOWN_ID}`, method: 'DELETE' }),
  },
  'GET /api/admin/discount-codes': { action: 'discountCodes.manage', allowed: 200, probe: () => ({ path: '/api/admin/discount-codes' }) },
  'POST /api/admin/discount-codes': {
    action: 'discountCodes.manage',
    allowed: 400,
    probe: () => ({ path: '/api/admin/discount-codes', method: 'POST', body: {} }),
  },
  'PATCH /api/admin/discount-codes/:id': {
    action: 'discountCodes.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/discount-codes/${UNKNOWN_ID}`, method: 'PATCH', body: { isPaused: true } }),
  },
  'GET /api/admin/discount-codes/:id/uses': {
    action: 'discountCodes.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/discount-codes/${UNKNOWN_ID}/uses` }),
  },
  'GET /api/admin/chat-feedback': { action: 'chat.analytics', allowed: 200, probe: () => ({ path: '/api/admin/chat-feedback' }) },
  'GET /api/admin/tickets': {
    action: 'support.manage',
    allowed: 200,
    probe: () => ({ path: '/api/admin/tickets?status=open&limit=5&cursor=2026-01-01T00:00:00.000Z_00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/admin/tickets/:id': {
    action: 'support.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/tickets/${UNKNOWN_ID}` }),
  },
  'POST /api/admin/tickets/:id/replies': {
    action: 'support.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/tickets/${UNKNOWN_ID}/replies`, method: 'POST', body: { text: 'Hello' } }),
  },
  'GET /api/admin/tickets/:id/orders': {
    action: 'support.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/tickets/${UNKNOWN_ID}/orders` }),
  },
  'PATCH /api/admin/tickets/:id': {
    action: 'support.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/tickets/${UNKNOWN_ID}`, method: 'PATCH', body: { assigneeId: null } }),
  },
  'GET /api/admin/canned-replies': { action: 'support.manage', allowed: 200, probe: () => ({ path: '/api/admin/canned-replies' }) },
  'POST /api/admin/canned-replies': {
    action: 'support.manage',
    allowed: 400,
    probe: () => ({ path: '/api/admin/canned-replies', method: 'POST', body: {} }),
  },
  'PATCH /api/admin/canned-replies/:id': {
    action: 'support.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/canned-replies/${UNKNOWN_ID}`, method: 'PATCH', body: { title: 'Hi', text: 'Hello' } }),
  },
  'DELETE /api/admin/canned-replies/:id': {
    action: 'support.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/canned-replies/${UNKNOWN_ID}`, method: 'DELETE' }),
  },
  'GET /api/admin/assistant/answers': { action: 'assistant.teach', allowed: 200, probe: () => ({ path: '/api/admin/assistant/answers' }) },
  'POST /api/admin/assistant/answers': {
    action: 'assistant.teach',
    allowed: 400,
    probe: () => ({ path: '/api/admin/assistant/answers', method: 'POST', body: {} }),
  },
  'POST /api/admin/assistant/answers/try': {
    action: 'assistant.teach',
    allowed: 200,
    probe: () => ({
      path: '/api/admin/assistant/answers/try',
      method: 'POST',
      body: { question: 'gift wrap?', examples: ['Do you gift wrap?'] },
    }),
  },
  'PATCH /api/admin/assistant/answers/:id': {
    action: 'assistant.teach',
    allowed: 404,
    probe: () => ({ path: `/api/admin/assistant/answers/${UNKNOWN_ID}`, method: 'PATCH', body: { isEnabled: false } }),
  },
  'DELETE /api/admin/assistant/answers/:id': {
    action: 'assistant.teach',
    allowed: 404,
    probe: () => ({ path: `/api/admin/assistant/answers/${UNKNOWN_ID}`, method: 'DELETE' }),
  },
  'GET /api/admin/assistant/answers/:id/changes': {
    action: 'assistant.teach',
    allowed: 200,
    probe: () => ({ path: `/api/admin/assistant/answers/${UNKNOWN_ID}/changes` }),
  },
  'GET /api/admin/assistant/unanswered': {
    action: 'chat.analytics',
    allowed: 200,
    probe: () => ({ path: '/api/admin/assistant/unanswered?days=7' }),
  },
  'GET /api/admin/assistant/report': { action: 'chat.analytics', allowed: 200, probe: () => ({ path: '/api/admin/assistant/report' }) },
  'GET /api/admin/support-agents': { action: 'support.manage', allowed: 200, probe: () => ({ path: '/api/admin/support-agents' }) },
  'POST /api/admin/tickets/:id/close': {
    action: 'support.manage',
    allowed: 404,
    probe: () => ({ path: `/api/admin/tickets/${UNKNOWN_ID}/close`, method: 'POST' }),
  },
  'POST /chat/get': { action: 'chat.use', allowed: 200, probe: () => ({ path: '/chat/get', method: 'POST', body: { message: 'hello' } }) },
  'POST /chat/feedback': { action: 'chat.use', allowed: 400, probe: () => ({ path: '/chat/feedback', method: 'POST', body: {} }) },
  'GET /chat/conversations/:id/replies': {
    action: 'chat.use',
    allowed: 200,
    probe: () => ({ path: `/chat/conversations/${UNKNOWN_ID}/replies` }),
  },
  'GET /chat/conversation': { action: 'chat.use', allowed: 200, probe: () => ({ path: '/chat/conversation' }) },
  'POST /chat/conversation/seen': { action: 'chat.use', allowed: 200, probe: () => ({ path: '/chat/conversation/seen', method: 'POST' }) },
};

let productId: string;
const accounts: Partial<Record<Role, { email: string; password: string; cookie: string }>> = {};

const t = await fileTestApp({ CHAT_RATE_LIMIT: '1000', LOGIN_CLIENT_LIMIT: '1000' });

beforeAll(async () => {
  productId = (await insertProduct(t.database.db)).id;
  const password = 'matrix password';
  const user = await signUp(t, { password });
  const admin = await signUpAdmin(t);
  accounts.user = { email: user.user.email, password, cookie: user.cookie };
  accounts.admin = { email: admin.user.email, password: 'correct horse battery', cookie: admin.cookie };
});

function fixtureFor(role: Role): Fixture {
  const account = accounts[role];
  return {
    t,
    productId,
    cookie: account?.cookie,
    // Logging out ends the session it is sent with, so that probe gets a session of its own.
    freshCookie: async () => account && (await logIn(t, account.email, account.password)).cookie,
  };
}

function expectedStatus(row: Row, role: Role): number {
  if (row.action === 'none' || isAllowed(role, row.action)) return row.allowed;
  return role === 'anonymous' ? 401 : 403;
}

describe('the policy matrix', () => {
  it('has a row for every endpoint under /api and /chat, and no row for an endpoint that is gone', () => {
    const served = new Set(
      inspectRoutes(t.app)
        .filter((route) => !route.isMiddleware && /^\/(api|chat)(\/|$)/.test(route.path))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(
      [...served].filter((route) => !(route in endpoints)),
      'endpoints without a row in the policy matrix',
    ).toEqual([]);
    expect(
      Object.keys(endpoints).filter((route) => !served.has(route)),
      'rows for endpoints the app does not serve',
    ).toEqual([]);
  });

  it('guards some endpoint with every action of the policy', () => {
    const used = new Set(Object.values(endpoints).map((row) => row.action));
    expect(Object.keys(policy).filter((action) => !used.has(action as Action))).toEqual([]);
  });

  const cases = Object.entries(endpoints).flatMap(([route, row]) => ROLES.map((role) => [route, role, row] as const));

  it.each(cases)('%s as %s', async (route, role, row) => {
    const fixture = fixtureFor(role);
    const cookie = route === 'POST /api/auth/logout' ? await fixture.freshCookie() : fixture.cookie;
    const response = await send(t, cookie, await row.probe(fixture));
    const expected = expectedStatus(row, role);
    expect(response.status, `${route} as ${role}`).toBe(expected);
    if (expected === 401 || expected === 403) {
      expect(apiErrorSchema.parse(await response.json()).error.message).toBe(expected === 401 ? SIGN_IN_REQUIRED : ADMIN_REQUIRED);
    } else {
      await response.body?.cancel();
    }
  });
});
