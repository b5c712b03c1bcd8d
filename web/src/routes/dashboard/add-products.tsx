import { PageHeading } from '../../components/PageHeading.tsx';

export function Component() {
  return <PageHeading title="Add Product" />;
}
