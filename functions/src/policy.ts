// Who may do what (docs/spec.md, Roles and permissions): the one place that decides, our firestore.rules. Every
// router guards its endpoints with `authorize(action)`, or a cached read with the contract router's
// `read(endpoint, action, ...)`;
// the policy test walks this table.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuthEnv, UserRow } from './auth/index.ts';
import { forbidden, unauthorized } from './errors.ts';

export type Role = 'anonymous' | 'user' | 'admin';
type Audience = 'anyone' | 'user' | 'admin';

export const policy = {
  'products.read': 'anyone',
  'products.create': 'admin',
  'products.delete': 'admin',
  'products.update': 'admin',
  'products.manage': 'admin',
  /** The catalogue as a CSV file, out and in (an import adds and changes products, all or none). */
  'products.export': 'admin',
  'products.import': 'admin',
  'reviews.read': 'anyone',
  'reviews.create': 'user',
  'stockAlerts.create': 'anyone',
  /** The account's own review of a product: no review of another account can be reached this way. */
  'reviews.readOwn': 'user',
  'reviews.editOwn': 'user',
  'reviews.deleteOwn': 'user',
  'live.read': 'anyone',
  'uploads.create': 'anyone',
  'account.signup': 'anyone',
  'account.login': 'anyone',
  'account.read': 'anyone',
  'account.logout': 'user',
  'account.passwordReset': 'anyone',
  'account.passwordChange': 'user',
  'account.emailChange': 'user',
  /** Opening the emailed link: its token, not a session, names the account. */
  'account.emailConfirm': 'anyone',
  'account.export': 'user',
  'account.delete': 'user',
  'profile.update': 'user',
  /** The account's own address book: another account's address answers as no address at all. */
  'addresses.readOwn': 'user',
  'addresses.editOwn': 'user',
  'orders.create': 'user',
  /** What a cart comes to with a discount code: the cart is open to visitors, so is the code's check. */
  'orders.quote': 'anyone',
  'orders.readOwn': 'user',
  // An order's invoice and credit notes: the owner's, and any order's for an admin (the service checks which).
  'orders.readDocuments': 'user',
  'orders.cancelOwn': 'user',
  'orders.returnOwn': 'user',
  /** A return's slip: its order's owner or an admin; the service answers 404 to anyone else. */
  'orders.returnSlip': 'user',
  'orders.readAll': 'admin',
  'orders.manage': 'admin',
  /** The orders as a CSV file: every customer's name, email and address. */
  'orders.export': 'admin',
  'orders.manageReturns': 'admin',
  /** Stripe's own calls: the event's signature, not a session, says who sent it. */
  'payments.webhook': 'anyone',
  'users.list': 'admin',
  'users.delete': 'admin',
  'users.update': 'admin',
  'dashboard.read': 'admin',
  'discountCodes.manage': 'admin',
  'chat.use': 'anyone',
  'chat.analytics': 'admin',
  /** The owner's answers the assistant gives: written, edited, disabled, deleted and tried by admins. */
  'assistant.teach': 'admin',
  'support.manage': 'admin',
} as const satisfies Record<string, Audience>;

export type Action = keyof typeof policy;

export function isAllowed(role: Role, action: Action): boolean {
  const audience: Audience = policy[action];
  if (audience === 'anyone') return true;
  if (audience === 'user') return role !== 'anonymous';
  return role === 'admin';
}

export const SIGN_IN_REQUIRED = 'You need to log in first.';
export const ADMIN_REQUIRED = 'Only admins can do this.';

/** 401 for an anonymous visitor, 403 for a logged-in user without the right; the flag is read per request. */
export function authorize(action: Action) {
  return createMiddleware<AuthEnv>((c, next) => {
    const user = c.get('user');
    if (user === undefined && policy[action] !== 'anyone') {
      throw new Error(`${action} needs to know who is asking, and this route does not read it: see VISITOR_AREAS in app.ts.`);
    }
    const role: Role = !user ? 'anonymous' : user.isAdmin ? 'admin' : 'user';
    if (!isAllowed(role, action)) throw role === 'anonymous' ? unauthorized(SIGN_IN_REQUIRED) : forbidden(ADMIN_REQUIRED);
    return next();
  });
}

/** The logged-in user, for handlers behind `authorize` of a user or admin action. */
export function signedInUser(c: Context<AuthEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized(SIGN_IN_REQUIRED);
  return user;
}
