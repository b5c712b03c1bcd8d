import { PageHeading } from '../components/PageHeading.tsx';
import { SignupForm } from '../features/auth/index.ts';

export function Component() {
  return (
    <>
      <PageHeading title="Signup" />
      <SignupForm />
    </>
  );
}
