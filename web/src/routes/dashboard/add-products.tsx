import { AddProductForm } from '../../features/admin/components/AddProductForm.tsx';
import { AdminHeading } from '../../features/admin/components/AdminHeading.tsx';

export function Component() {
  return (
    <>
      <AdminHeading title="Add Product" />
      <AddProductForm />
    </>
  );
}
