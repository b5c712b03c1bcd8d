// The accounts area's public surface: sessions, accounts and who is asking.
export { checkCredentials, createAccount, findUserByEmail, updateProfile, WRONG_CREDENTIALS } from './accounts.ts';
export { currentUser, toPublicUser, type AuthEnv } from './current-user.ts';
export { createSession, deleteExpiredSessions, findSessionUser, SESSION_COOKIE, type UserRow } from './sessions.ts';
export { createLoginGuard, type LoginGuard, type LoginRules } from './login-guard.ts';
export { passwordResetJob, requestPasswordReset, type PasswordResetDeps, type PasswordResetRequest } from './password-reset.ts';
export { createPasswordResetLimits, TOO_MANY_RESETS, type PasswordResetLimits, type PasswordResetRules } from './password-reset-limits.ts';
export { knownDevices, type KnownDevices } from './known-device.ts';
export { verifyPassword } from './passwords.ts';
export { clearSessionCookie, isSecure } from './sessions.ts';
