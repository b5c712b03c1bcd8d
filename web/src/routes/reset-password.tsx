import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading.tsx';
import { ResetPasswordForm } from '../features/auth/index.ts';

/** Opened from the reset email's link, which carries the token as ?token=. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeading title="Choose a new password" />
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </>
  );
}
