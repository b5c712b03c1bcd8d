import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading.tsx';
import { ConfirmEmailChange } from '../features/auth/index.ts';

/** Opened from the email-change link, which carries the token as ?token=. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeading title="Confirm your new email" />
      <ConfirmEmailChange token={searchParams.get('token') ?? ''} />
    </>
  );
}
