import { AdminHeading, ProductImport } from '../../features/admin/index.ts';

/** Products from a CSV file: checked first, then imported whole or not at all. */
export function Component() {
  return (
    <>
      <AdminHeading title="Import Products" />
      <ProductImport />
    </>
  );
}
