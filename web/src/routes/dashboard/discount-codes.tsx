import { AdminHeading, DiscountCodeForm, DiscountCodesList, LoadState, useDiscountCodes } from '../../features/admin/index.ts';

/** The admin's discount codes (docs/spec.md, Discount codes): create one, pause or resume it, see its uses. */
export function Component() {
  const codes = useDiscountCodes();
  return (
    <>
      <AdminHeading title="Discount codes" />
      <DiscountCodeForm />
      {codes.data ? (
        <DiscountCodesList codes={codes.data.items} />
      ) : (
        <LoadState isPending={codes.isPending} error={codes.error} what="the discount codes" />
      )}
    </>
  );
}
