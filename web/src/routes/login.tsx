import { PageHeading } from '../components/PageHeading.tsx';
import { LoginForm } from '../features/auth/index.ts';

export function Component() {
  return (
    <>
      <PageHeading title="Login" />
      <LoginForm />
    </>
  );
}
