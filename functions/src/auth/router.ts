// /api/auth: sign up, log in, log out, the current session; /api/auth/profile: update one's profile.
import { Hono } from 'hono';
import { loginSchema, profileUpdateSchema, signupSchema, type Session } from '@shop/core/auth';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { clientIp } from '../http/client-ip.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/storage.ts';
import type { UploadServer } from '../uploads/upload-server.ts';
import { checkCredentials, createAccount, updateProfile } from './accounts.ts';
import { toPublicUser, type AuthEnv } from './current-user.ts';
import { clearSessionCookie, createSession, deleteSession, readSessionToken, setSessionCookie } from './sessions.ts';

export type LoginLimits = { perClient: RateLimiter; perAccount: RateLimiter };

type Deps = { db: Db; storage: Storage; uploads: UploadServer; loginLimits: LoginLimits };

const tooManyAttempts = (retryAfterMs: number) =>
  new AppError(
    429,
    'rate_limited',
    `Too many login attempts. Please wait ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minute(s) and try again.`,
  );

export function authRouter({ db, storage, uploads, loginLimits }: Deps) {
  return new Hono<AuthEnv>()
    .get('/session', authorize('account.read'), (c) => {
      const user = c.get('user');
      return c.json<Session>({ user: user ? toPublicUser(user) : null });
    })
    .post('/signup', authorize('account.signup'), validate('json', signupSchema), async (c) => {
      const { pictureUploadId, ...input } = c.req.valid('json');
      const picture = await uploads.take(pictureUploadId, null);
      const user = await createAccount(db, storage, { ...input, picture });
      const session = await createSession(db, user.id);
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json<Session>({ user: toPublicUser(user) }, 201);
    })
    .post('/login', authorize('account.login'), validate('json', loginSchema), async (c) => {
      const input = c.req.valid('json');
      const account = input.email.toLowerCase();
      const client = loginLimits.perClient.hit(clientIp(c));
      if (!client.isAllowed) throw tooManyAttempts(client.retryAfterMs);
      if (loginLimits.perAccount.isBlocked(account)) throw tooManyAttempts(loginLimits.perAccount.hit(account).retryAfterMs);
      const user = await checkCredentials(db, input).catch((error: unknown) => {
        loginLimits.perAccount.hit(account);
        throw error;
      });
      loginLimits.perAccount.reset(account);
      const session = await createSession(db, user.id);
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json<Session>({ user: toPublicUser(user) });
    })
    .post('/logout', authorize('account.logout'), async (c) => {
      const token = readSessionToken(c);
      if (token) await deleteSession(db, token);
      clearSessionCookie(c);
      return c.json<Session>({ user: null });
    })
    .patch('/profile', authorize('profile.update'), validate('json', profileUpdateSchema), async (c) => {
      const user = signedInUser(c);
      const { pictureUploadId, displayName } = c.req.valid('json');
      const picture = pictureUploadId ? await uploads.take(pictureUploadId, user.id) : undefined;
      const updated = await updateProfile(db, storage, user, { displayName, picture });
      return c.json<Session>({ user: toPublicUser(updated) });
    });
}
