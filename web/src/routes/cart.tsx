import { PageHeading } from '../components/PageHeading.tsx';
import { CartView, useCartRefresh } from '../features/cart/index.ts';

export function Component() {
  const stock = useCartRefresh();
  return (
    <>
      <PageHeading title="Cart" />
      <CartView stock={stock} />
    </>
  );
}
