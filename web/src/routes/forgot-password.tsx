import { PageHeading } from '../components/PageHeading.tsx';
import { ForgotPasswordForm } from '../features/auth/index.ts';

export function Component() {
  return (
    <>
      <PageHeading title="Forgot password" />
      <ForgotPasswordForm />
    </>
  );
}
