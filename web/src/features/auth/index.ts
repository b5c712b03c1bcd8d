// Accounts: the login, signup, settings and password-reset forms. Who is logged in, logging out and keeping
// the session in step with the live feed are shared state (state/session.ts), used across the app.
export { ChangeEmailForm } from './components/ChangeEmailForm.tsx';
export { ConfirmEmailChange } from './components/ConfirmEmailChange.tsx';
export { ChangePasswordForm } from './components/ChangePasswordForm.tsx';
export { DeleteAccountForm } from './components/DeleteAccountForm.tsx';
export { ForgotPasswordForm } from './components/ForgotPasswordForm.tsx';
export { LoginForm } from './components/LoginForm.tsx';
export { ResetPasswordForm } from './components/ResetPasswordForm.tsx';
export { SettingsForm } from './components/SettingsForm.tsx';
export { SignupForm } from './components/SignupForm.tsx';
