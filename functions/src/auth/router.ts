// /api/auth: sign up, log in, log out, the current session, forgotten passwords, changing one's password or email;
// /api/auth/profile: update one's profile.
import { api } from '@shop/core/api/contract';
import { emailChangeMessages, passwordChangeMessages, passwordResetMessages } from '@shop/core/auth';
import type { Db } from '../db/index.ts';
import { rateLimited } from '../errors.ts';
import { clientIp } from '../http/client-ip.ts';
import { answered, contractRouter, created } from '../http/contract-router.ts';
import type { Limiter } from '../limits/index.ts';
import { authorize, signedInUser } from '../policy.ts';
import type { Storage } from '../storage/index.ts';
import { visitorUploadOwner, type UploadServer } from '../uploads/index.ts';
import { checkCredentials, createAccount, updateProfile } from './accounts.ts';
import { toPublicUser, type AuthEnv } from './current-user.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import type { KnownDevices } from './known-device.ts';
import type { LoginGuard } from './login-guard.ts';
import { changePassword } from './password-change.ts';
import { confirmPasswordReset, requestPasswordReset, type PasswordResetDeps } from './password-reset.ts';
import { refuseCommonPassword } from './password-strength.ts';
import { clearSessionCookie, createSession, deleteSession, readSessionToken, setSessionCookie } from './sessions.ts';

type Deps = {
  db: Db;
  storage: Storage;
  uploads: UploadServer;
  loginGuard: LoginGuard;
  knownDevices: KnownDevices;
  signups: Limiter;
  /** Email-change links sent per account. */
  emailChanges: Limiter;
  passwordReset: PasswordResetDeps;
};

export const TOO_MANY_SIGNUPS = 'Too many accounts created from your connection. Please try again later.';

export function authRouter({ db, storage, uploads, loginGuard, knownDevices, signups, emailChanges, passwordReset }: Deps) {
  const { publicUrl, wakeWorker, now } = passwordReset;
  const emailChange = { db, loginGuard, requests: emailChanges, publicUrl, wakeWorker, now };
  return (
    contractRouter<AuthEnv>('/api/auth')
      .on(api.auth.session, authorize('account.read'), (c) => {
        const user = c.get('user');
        return { user: user ? toPublicUser(user) : null };
      })
      .on(api.auth.signup, authorize('account.signup'), async (c) => {
        const { pictureUploadId, ...input } = c.req.valid('json');
        const allowed = await signups.consume(clientIp(c));
        if (!allowed.isAllowed) throw rateLimited(TOO_MANY_SIGNUPS, allowed.retryAfterMs);
        // Before the picture is taken, so the visitor can choose another password and send the same picture.
        await refuseCommonPassword(input.password);
        // The visitor's own upload (its upload cookie names it), kept if the account is refused (an email already
        // taken), for the next try.
        const user = await uploads.use({ id: pictureUploadId, ownerId: visitorUploadOwner(c), field: 'pictureUploadId' }, (picture) =>
          createAccount(db, storage, { ...input, picture }),
        );
        const session = await createSession(db, user.id);
        setSessionCookie(c, session.token, session.expiresAt);
        await knownDevices.remember(c, user.email);
        return created({ user: toPublicUser(user) });
      })
      .on(api.auth.login, authorize('account.login'), async (c) => {
        const input = c.req.valid('json');
        const account = input.email.toLowerCase();
        const client = clientIp(c);
        await loginGuard.admit(account, client, await knownDevices.isKnown(c, account));
        const user = await checkCredentials(db, input);
        await loginGuard.succeeded(account, client);
        const session = await createSession(db, user.id);
        setSessionCookie(c, session.token, session.expiresAt);
        await knownDevices.remember(c, account);
        return { user: toPublicUser(user) };
      })
      .on(api.auth.requestPasswordReset, authorize('account.passwordReset'), async (c) => {
        await requestPasswordReset(passwordReset, { email: c.req.valid('json').email, client: clientIp(c) });
        return answered({ message: passwordResetMessages.requested }, 202);
      })
      .on(api.auth.confirmPasswordReset, authorize('account.passwordReset'), async (c) => {
        const input = c.req.valid('json');
        await refuseCommonPassword(input.password);
        await confirmPasswordReset(passwordReset, input);
        clearSessionCookie(c);
        return { message: passwordResetMessages.done };
      })
      .on(api.auth.logout, authorize('account.logout'), async (c) => {
        const token = readSessionToken(c);
        if (token) await deleteSession(db, token);
        clearSessionCookie(c);
        return { user: null };
      })
      .on(api.auth.changePassword, authorize('account.passwordChange'), async (c) => {
        const sessionToken = readSessionToken(c) ?? '';
        await changePassword(
          { db, loginGuard, publicUrl, wakeWorker, now },
          { user: signedInUser(c), sessionToken, client: clientIp(c) },
          c.req.valid('json'),
        );
        return { message: passwordChangeMessages.done };
      })
      .on(api.auth.requestEmailChange, authorize('account.emailChange'), async (c) => {
        const input = c.req.valid('json');
        await requestEmailChange(emailChange, { user: signedInUser(c), client: clientIp(c) }, input);
        return answered({ message: emailChangeMessages.requested(input.newEmail) }, 202);
      })
      // Open to anyone: the link may be opened in a browser that is not logged in; the token says which account.
      .on(api.auth.confirmEmailChange, authorize('account.emailConfirm'), async (c) => {
        await confirmEmailChange(emailChange, c.req.valid('json').token, readSessionToken(c));
        return { message: emailChangeMessages.done };
      })
      .on(api.auth.updateProfile, authorize('profile.update'), async (c) => {
        const user = signedInUser(c);
        const { pictureUploadId, displayName } = c.req.valid('json');
        const update = (picture?: Buffer) => updateProfile(db, storage, user, { displayName, picture });
        const updated = pictureUploadId
          ? await uploads.use({ id: pictureUploadId, ownerId: user.id, field: 'pictureUploadId' }, update)
          : await update();
        return { user: toPublicUser(updated) };
      }).app
  );
}
