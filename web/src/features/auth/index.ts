// Accounts: the login, signup, settings and password-reset forms, logging out, and keeping the session in step with the
// live feed. Who is logged in is shared state (state/session.ts), read across the app.
export { useLogout, useSessionFollowsFeed } from './api/account.ts';
export { ForgotPasswordForm } from './components/ForgotPasswordForm.tsx';
export { LoginForm } from './components/LoginForm.tsx';
export { ResetPasswordForm } from './components/ResetPasswordForm.tsx';
export { SettingsForm } from './components/SettingsForm.tsx';
export { SignupForm } from './components/SignupForm.tsx';
