// Account schemas shared by the forms in the browser and the API: signup, login, settings, password reset.
import { z } from 'zod';
import { messages } from './messages.ts';
import { oneLineText } from './one-line.ts';

export const PASSWORD_MIN = 8;

export const displayNameSchema = oneLineText(
  z.string({ message: messages.usernameEmpty }).trim().min(1, messages.usernameEmpty).max(50, 'Username is at most 50 characters.'),
);

export const emailSchema = z
  .string({ message: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email({ message: 'Enter a valid email address.' }));

export const passwordSchema = z
  .string({ message: 'Password is required.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(128, 'Password is at most 128 characters.');

/** Said beside the password of a new account when it is one attackers try first. */
export const PASSWORD_TOO_COMMON = 'This password is too common and easy to guess. Choose a longer or less predictable one.';

/** Said beside a picture field left empty, in the browser (no file chosen) and by the API (no upload id). */
export const PICTURE_REQUIRED = 'Picture is required.';

export const uploadIdSchema = z.string({ message: PICTURE_REQUIRED }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'The picture upload is not valid.');

export const signupSchema = z
  .object({ username: displayNameSchema, email: emailSchema, password: passwordSchema, pictureUploadId: uploadIdSchema })
  .strict();
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z
  .object({ email: emailSchema, password: z.string({ message: 'Password is required.' }).min(1, 'Password is required.').max(128) })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

export const profileUpdateSchema = z
  .object({ displayName: displayNameSchema.optional(), pictureUploadId: uploadIdSchema.optional() })
  .strict()
  .refine((input) => input.displayName !== undefined || input.pictureUploadId !== undefined, 'Nothing to update.');
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const passwordChangeMessages = {
  currentRequired: 'Enter your current password.',
  wrongCurrent: 'That is not your current password.',
  sameAsCurrent: 'Choose a new password that is not your current one.',
  done: 'Your password has been changed. Your other devices have been logged out.',
} as const;

/** Settings' password change: the current password, then the new one, checked like a new account's. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ message: passwordChangeMessages.currentRequired }).min(1, passwordChangeMessages.currentRequired).max(128),
    newPassword: passwordSchema,
  })
  .strict()
  .refine((input) => input.currentPassword !== input.newPassword, {
    message: passwordChangeMessages.sameAsCurrent,
    path: ['newPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** How long an email-change link works, and where it leads in the web app (`?token=...`). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_PATH = '/confirm-email';

export const emailChangeMessages = {
  sameAsCurrent: 'That is already your email.',
  requested: (email: string) =>
    `We have sent a link to ${email}. Your email changes when you open it; until then you log in with your current one. The link works for 24 hours.`,
  done: 'Your email has been changed: log in with it from now on. Your other devices have been logged out.',
  invalidToken: 'This email change link has expired or has already been used. Ask for a new one in Settings.',
  tooMany: 'Too many email change requests for your account. Please try again later.',
} as const;

/** Settings' change of email: the new address, and the current password to prove it is the owner asking. */
export const emailChangeSchema = z
  .object({
    newEmail: emailSchema,
    currentPassword: z.string({ message: passwordChangeMessages.currentRequired }).min(1, passwordChangeMessages.currentRequired).max(128),
  })
  .strict();
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** An emailed link's token as it arrives: anything else is a link that does not work. */
const linkTokenSchema = (invalid: string) => z.string({ message: invalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, invalid);

export const emailChangeConfirmSchema = z.object({ token: linkTokenSchema(emailChangeMessages.invalidToken) }).strict();
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

/** A user as the API shows it. */
export type PublicUser = {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string;
  photoSrcSet: string;
  isAdmin: boolean;
};

export type Session = { user: PublicUser | null };

/** How long a password-reset link works, and where it leads in the web app (`?token=...`). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_PATH = '/reset-password';
/** Where a link asks for a new reset link. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

export const passwordResetMessages = {
  /** The same answer whether or not the account exists, so nobody can probe which emails have accounts. */
  requested: 'If an account uses that email, we have sent it a link to choose a new password. The link works for 1 hour.',
  done: 'Your password has been changed. Log in with your new password.',
  invalidToken: 'This password reset link has expired or has already been used. Ask for a new one.',
} as const;

export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict();
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z
  .object({
    token: linkTokenSchema(passwordResetMessages.invalidToken),
    password: passwordSchema,
  })
  .strict();
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The answer of the password-reset, password-change and email-change endpoints. */
export type PasswordResetAnswer = { message: string };
