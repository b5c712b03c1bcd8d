import { AddProductForm, AdminHeading } from '../../features/admin/index.ts';

export function Component() {
  return (
    <>
      <AdminHeading title="Add Product" />
      <AddProductForm />
    </>
  );
}
