import { PageHeading } from '../components/PageHeading.tsx';
import { useCartRefresh } from '../features/cart/api/use-cart-refresh.ts';
import { CartView } from '../features/cart/components/CartView.tsx';

export function Component() {
  useCartRefresh();
  return (
    <>
      <PageHeading title="Cart" />
      <CartView />
    </>
  );
}
